import { useEffect, useRef, type ReactNode } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { Icon } from "~/components/ui/icon";
import { Markup } from "~/components/ui/markup";
import { Link } from "~/i18n/localized-links";
import type { ContactStatus } from "./use-contact-submit";

const linkClass =
  "font-semibold text-fg underline decoration-accent decoration-2 underline-offset-4 hover:text-accent";
const NEXT_STEP =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-6 py-3 font-display font-semibold transition-colors";
const NEXT_PRIMARY = `${NEXT_STEP} button-primary`;
const NEXT_SECONDARY = `${NEXT_STEP} border-2 border-fg text-fg hover:border-accent hover:text-accent`;

/**
 * The form's live region: present from the start, so screen readers announce what appears. A
 * sent message stands in for the whole form (whose fields are hidden meanwhile) for the success
 * time, so the form reads as done, not as still waiting, and offers where to go next (the work,
 * the blog); errors and the mail notice sit under it.
 */
type Props = {
  status: ContactStatus;
  to: string;
};

export function ContactStatusMessage({ status, to }: Props) {
  const { t } = useTranslation("contact");
  const region = useRef<HTMLDivElement>(null);
  const shown = status.kind !== "idle" && status.kind !== "submitting";
  const sent = status.kind === "success";

  // The message appears where the send button was, below the fold on a phone: bring it into view,
  // clear of the fixed header (the page's scroll padding) by its own top margin. A disabled button
  // dropped the focus; the thanks heading takes it, so a screen reader reads it and the keyboard
  // carries on from here, into the next steps.
  useEffect(() => {
    if (!shown) return;
    const still = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    const message = region.current?.firstElementChild;
    message?.scrollIntoView({ block: "nearest", behavior: still ? "auto" : "smooth" });
    const heading = message?.querySelector("h2");
    if (sent && heading && document.activeElement === document.body) heading.focus({ preventScroll: true });
  }, [shown, sent, status.kind]);

  return (
    <div
      ref={region}
      role="status"
      aria-live="polite"
      className={
        sent
          ? "flex flex-1 items-center justify-center py-4"
          : "not-empty:mt-6 scroll-mb-6"
      }
    >
      {sent && (
        <div data-tone="success" className="flex max-w-md scroll-mt-4 scroll-mb-6 flex-col items-center gap-6 text-center">
          {/* The site's one check-mark colour, the accent, as on a project's outcomes and a post's features. */}
          <span aria-hidden="true" data-check className="grid size-16 place-items-center rounded-full bg-accent text-surface">
            <Icon name="check" size={32} />
          </span>
          <div className="space-y-2">
            <h2 tabIndex={-1} className="font-display text-xl font-semibold text-fg outline-none sm:text-2xl">
              {t("contactFormValidation.contactSuccessMessage")}
            </h2>
            {/* Where it went and what it was about, as the visitor wrote it: the fields are empty now. */}
            {/* On one line with a "·" between where there is room; below 480 px each half on a
                line of its own and no "·", which a wrap left dangling at a line's end. */}
            <p className="text-sm break-words text-muted">
              <span className="block min-[480px]:inline-block">
                {t("contactFormValidation.contactSuccessRecapTo", { email: to })}
              </span>
              <span data-recap-separator className="hidden min-[480px]:inline">
                {" · "}
              </span>
              <span className="block max-w-full min-[480px]:inline-block">
                {t("contactFormValidation.contactSuccessRecapSubject", { subject: status.subject })}
              </span>
            </p>
          </div>
          <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
            <Link to="/portfolio" className={NEXT_PRIMARY}>
              {t("contactFormValidation.contactSuccessWork")}
              <Icon name="arrowRight" size={18} />
            </Link>
            {__BLOG_SHOWN__ && (
              <Link to="/blog" className={NEXT_SECONDARY}>
                {t("contactFormValidation.contactSuccessBlog")}
              </Link>
            )}
          </div>
        </div>
      )}
      {status.kind === "error" && (
        <Note tone="error">
          {t("contactFormValidation.contactErrorMessage")}{" "}
          <a href={status.mailto} className={linkClass}>
            {t("contactFormValidation.contactErrorAlternative")}
          </a>
          .
        </Note>
      )}
      {status.kind === "mailto" && (
        <Note tone="info">
          {t("contactFormValidation.contactMailtoMessage")}{" "}
          <Markup
            text={t("contactFormValidation.contactMailtoFallback", { email: to })}
            // eslint-disable-next-line jsx-a11y/anchor-has-content -- Markup fills the link with the translated address
            components={{ mail: <a href={status.mailto} className={linkClass} /> }}
          />
        </Note>
      )}
    </div>
  );
}

// A filled card in the card's well, its tone a dot: a side bar on a rounded box bent into a "(".
const DOTS = {
  error: "bg-danger",
  info: "bg-accent",
} as const;

function Note({ tone, children }: { tone: keyof typeof DOTS; children: ReactNode }) {
  return (
    <p data-tone={tone} className="flex gap-3 rounded-xl bg-well p-4 text-fg">
      <span aria-hidden="true" className={`mt-2 size-2 shrink-0 rounded-full ${DOTS[tone]}`} />
      <span>{children}</span>
    </p>
  );
}
