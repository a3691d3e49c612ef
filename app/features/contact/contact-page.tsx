import { useTranslation } from "~/i18n/use-translation";
import type { Portrait } from "~/content/portrait.server";
import type { OwnerTexts } from "~/content/schemas";
import { identity } from "~/content/identity";
import { ContactForm } from "./contact-form";
import { PortraitPicture } from "./portrait-picture";
import { PAGE_COLUMN, SPACE } from "~/components/ui/page-column";

// Sticky parts sit just under the fixed header while it shows, and higher once it has slid
// away (the header's data-visible, see features/layout/header.tsx). On a phone the heading is not
// sticky: a bar over the portrait and the greeting costs more of the small screen than it helps.
const STICKY_HEADING =
  "md:sticky md:top-0 md:z-10 md:-mx-10 md:border-b md:border-line md:bg-surface/90 md:px-10 md:py-4 md:text-3xl md:backdrop-blur " +
  "md:transition-[top] md:duration-300 md:ease-out-soft md:[header[data-visible=true]~div_&]:top-[var(--header-height)]";
// While the heading is stuck (768 to 1023 px), the error summary focused by a failed submit also
// clears the heading, and so do a field reached from it (its label included) and the sent message
// brought into view.
const FIELDS_CLEAR_OF_HEADING = "md:max-lg:[&_:is(input,textarea,[data-tone=success],[data-error-summary])]:scroll-mt-32";
const STICKY_COLUMN =
  "lg:sticky lg:top-10 lg:transition-[top] lg:duration-300 lg:ease-out-soft " +
  "lg:[header[data-visible=true]~div_&]:top-[calc(var(--header-height)+2.5rem)]";

/**
 * Heading (from 768 px it stays in view through the form), greeting, intro, portrait (its dark
 * twin in the dark theme, when there is one) and the contact form.
 */
export function ContactPage({ portrait, texts }: { portrait: Portrait; texts: OwnerTexts["contact"] }) {
  const { t } = useTranslation("contact");
  return (
    <section
      aria-labelledby="contact-title"
      className={
        `${PAGE_COLUMN} ${SPACE.bottom} ${FIELDS_CLEAR_OF_HEADING} ` +
        "grid gap-x-16 pt-10 md:pt-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:pt-12"
      }
    >
      {/* Below 1024 px the column dissolves, so from 768 px the heading stays stuck over the whole
          form. At rest it sits clear of the fixed header; stuck, it hangs from the header's edge. */}
      <div
        className={`contents lg:block lg:self-start ${STICKY_COLUMN}`}
      >
        {/* The eyebrow every list page opens with (portfolio, blog); it scrolls away, the h1 sticks. */}
        <p className="font-display text-sm font-semibold uppercase tracking-widest text-accent">{t("contact.eyebrow")}</p>
        <h1
          id="contact-title"
          className={
            `${STICKY_HEADING} mt-3 text-4xl font-bold md:mt-0 lg:mt-3 ` +
            "lg:static lg:mx-0 lg:border-0 lg:bg-transparent lg:p-0 lg:text-5xl lg:backdrop-blur-none xl:text-headline"
          }
        >
          {t("contact.title")}
          <span aria-hidden="true" className="text-accent">.</span>
        </h1>
        <div className="mt-8 mb-10 grid grid-cols-[auto_minmax(0,1fr)] items-center gap-x-5 gap-y-4 lg:mt-6 lg:mb-0 lg:grid-cols-1">
          {/* The portrait whole in its frame, at the generated art's 4:5 (a circle zoomed on the
              face cut the figure and left slivers of the art beside it). Below 1024 px it stands
              144 to 160 px wide beside the greeting and the reply time (at 88 px the figure shrank
              to a head); from lg it is a card 176 × 220, set 24 px under the reply time and over the address,
              so the column (eyebrow included) ends within 20 px of the form (at 280 px tall it ran 80 px on). */}
          <figure className="row-span-2 lg:order-4 lg:row-span-1 lg:mt-2">
            <div className="aspect-[4/5] w-36 overflow-hidden rounded-2xl bg-surface-alt sm:w-40 lg:w-44 lg:rounded-[2rem]">
              <PortraitPicture portrait={portrait} alt={texts.portraitAlt} />
            </div>
          </figure>
          <p className="self-end font-display text-xl font-semibold text-accent sm:text-2xl lg:order-1 lg:self-auto">
            {texts.greeting}
          </p>
          {/* The reply time, said once on the page: not in a badge, not again in the thanks. */}
          <p className="flex items-start gap-2 self-start font-semibold lg:order-3 lg:items-center">
            <span aria-hidden="true" className="mt-2 size-2 shrink-0 rounded-full bg-success lg:mt-0" />
            {texts.replyTime}
          </p>
          {/* A measure in rem, not ch (see the project page). */}
          <p className="col-span-2 max-w-[46rem] text-lg text-muted lg:order-2 lg:col-span-1">
            {texts.intro}
          </p>
          <p className="col-span-2 text-muted lg:order-5 lg:col-span-1 lg:mt-2">
            {t("contact.directEmail")}{" "}
            <a
              href={`mailto:${identity.email}`}
              className={
                "font-semibold text-fg underline decoration-accent decoration-2 underline-offset-4 hover:text-accent"
              }
            >
              {identity.email}
            </a>
          </p>
        </div>
      </div>
      <ContactForm to={identity.email} />
    </section>
  );
}
