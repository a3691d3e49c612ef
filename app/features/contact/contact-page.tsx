import { useTranslation } from "~/i18n/use-translation";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import type { ResponsiveImageData as Image } from "~/content/image-types";
import type { OwnerTexts } from "~/content/schemas";
import { identity } from "~/content/identity";
import { ContactForm } from "./contact-form";

// Sticky parts sit just under the fixed header while it shows, and higher once it has slid
// away (the header's data-visible, see features/layout/header.tsx).
const STICKY_HEADING =
  "sticky top-0 transition-[top] duration-300 ease-out-soft [header[data-visible=true]~div_&]:top-[var(--header-height)]";
const STICKY_COLUMN =
  "lg:sticky lg:top-10 lg:transition-[top] lg:duration-300 lg:ease-out-soft " +
  "lg:[header[data-visible=true]~div_&]:top-[calc(var(--header-height)+2.5rem)]";

/**
 * Sticky heading (it stays in view through the form), greeting, intro, portrait and the contact
 * form.
 */
export function ContactPage({ portrait, texts }: { portrait: Image; texts: OwnerTexts["contact"] }) {
  const { t } = useTranslation("contact");
  return (
    <section
      aria-labelledby="contact-title"
      className="mx-auto grid max-w-6xl gap-x-16 px-5 pt-6 pb-20 sm:px-8 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:pt-14"
    >
      {/* On small screens the column dissolves, so the heading stays stuck over the whole form.
          At rest it sits clear of the fixed header; stuck, it hangs from the header's edge. */}
      <div
        className={`contents lg:block lg:self-start ${STICKY_COLUMN}`}
      >
        <h1
          id="contact-title"
          className={
            `${STICKY_HEADING} z-10 -mx-5 border-b border-line bg-surface/90 px-5 py-4 text-3xl font-bold backdrop-blur sm:-mx-8 sm:px-8 ` +
            "lg:static lg:mx-0 lg:border-0 lg:bg-transparent lg:p-0 lg:text-6xl lg:backdrop-blur-none"
          }
        >
          {t("contact.title")}
          <span aria-hidden="true" className="text-accent">.</span>
        </h1>
        <div className="mt-8 mb-10 grid grid-cols-[auto_minmax(0,1fr)] items-center gap-x-5 gap-y-4 lg:mt-6 lg:mb-0 lg:grid-cols-1">
          <figure className="relative lg:order-3 lg:mt-6 lg:max-w-80">
            {/* On phones an avatar that zooms in on the face; from lg up the whole portrait. In the
                first view at every width, so fetched with the stylesheet rather than after the
                layout (the page hydrates once the images on screen are in). */}
            <div
              className={
                "size-20 overflow-hidden rounded-full ring-4 ring-surface-alt sm:size-24 lg:size-auto lg:rounded-[2rem] lg:ring-0"
              }
            >
              <ResponsiveImage
                image={portrait}
                alt={texts.portraitAlt}
                sizes="(min-width: 1024px) 320px, 96px"
                priority
                pictureClassName="block size-full"
                className="size-full origin-[50%_44%] scale-[1.9] object-cover lg:h-auto lg:scale-100"
              />
            </div>
            <figcaption
              className={
                "absolute -bottom-4 left-6 hidden items-center gap-2 rounded-full border border-line bg-card px-4 py-2 text-sm " +
                "font-semibold shadow-lg lg:inline-flex"
              }
            >
              <span aria-hidden="true" className="size-2 rounded-full bg-success" />
              {texts.replyTime}
            </figcaption>
          </figure>
          <p className="font-display text-xl font-semibold text-accent sm:text-2xl lg:order-1">
            {texts.greeting}
          </p>
          {/* A measure in rem, not ch (see the project page). */}
          <p className="col-span-2 max-w-[46rem] text-lg text-muted lg:order-2 lg:col-span-1">
            {texts.intro}
          </p>
          <p className="col-span-2 text-muted lg:order-4 lg:col-span-1 lg:mt-8">
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
