import { useEffect, useRef, type ReactNode } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { Markup } from "~/components/ui/markup";
import type { ContactStatus } from "./use-contact-submit";

const linkClass =
  "font-semibold text-fg underline decoration-accent decoration-2 underline-offset-4 hover:text-accent";

/** The form's live region: present from the start, so screen readers announce what appears. */
export function ContactStatusMessage({ status, to }: { status: ContactStatus; to: string }) {
  const { t } = useTranslation("contact");
  const region = useRef<HTMLDivElement>(null);
  const shown = status.kind !== "idle" && status.kind !== "submitting";

  // The message appears under the send button, below the fold on a phone: bring it into view.
  useEffect(() => {
    if (!shown) return;
    const still = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    region.current?.scrollIntoView({ block: "nearest", behavior: still ? "auto" : "smooth" });
  }, [shown, status.kind]);

  return (
    <div ref={region} role="status" aria-live="polite" className="not-empty:mt-6 scroll-mb-6">
      {status.kind === "success" && <Note tone="success">{t("contactFormValidation.contactSuccessMessage")}</Note>}
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

const TONES = {
  success: "border-success bg-surface",
  error: "border-accent bg-accent-soft/60 dark:bg-surface",
  info: "border-muted bg-surface",
} as const;

const DOTS = {
  success: "bg-success",
  error: "bg-accent",
  info: "bg-muted",
} as const;

function Note({ tone, children }: { tone: keyof typeof TONES; children: ReactNode }) {
  return (
    <p data-tone={tone} className={`flex gap-3 rounded-2xl border-l-4 px-5 py-4 text-fg ${TONES[tone]}`}>
      <span aria-hidden="true" className={`mt-2 size-2 shrink-0 rounded-full ${DOTS[tone]}`} />
      <span>{children}</span>
    </p>
  );
}
