import { useEffect, useRef, type ReactNode } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { Icon } from "~/components/ui/icon";
import { Markup } from "~/components/ui/markup";
import type { ContactStatus } from "./use-contact-submit";

const linkClass =
  "font-semibold text-fg underline decoration-accent decoration-2 underline-offset-4 hover:text-accent";

/**
 * The form's live region: present from the start, so screen readers announce what appears. A
 * sent message stands in for the whole form (whose fields are hidden meanwhile) for the success
 * time, so the form reads as done, not as still waiting; errors and the mail notice sit under it.
 */
type Props = {
  status: ContactStatus;
  to: string;
  /** Said under the thanks when a message is sent: when the visitor can expect an answer. */
  replyNote?: string;
};

export function ContactStatusMessage({ status, to, replyNote }: Props) {
  const { t } = useTranslation("contact");
  const region = useRef<HTMLDivElement>(null);
  const shown = status.kind !== "idle" && status.kind !== "submitting";
  const sent = status.kind === "success";

  // The message appears where the send button was, below the fold on a phone: bring it into view.
  // A disabled button dropped the focus; the sent panel takes it, so the keyboard carries on here.
  useEffect(() => {
    if (!shown) return;
    const still = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    const message = region.current?.firstElementChild;
    message?.scrollIntoView({ block: "nearest", behavior: still ? "auto" : "smooth" });
    if (sent && message instanceof HTMLElement && document.activeElement === document.body) message.focus({ preventScroll: true });
  }, [shown, sent, status.kind]);

  return (
    <div
      ref={region}
      role="status"
      aria-live="polite"
      className={
        sent
          ? "flex items-center justify-center py-4"
          : "not-empty:mt-6 scroll-mb-6"
      }
    >
      {sent && (
        <div data-tone="success" tabIndex={-1} className="flex max-w-sm scroll-my-24 flex-col items-center gap-5 text-center outline-none">
          <span aria-hidden="true" className="grid size-16 place-items-center rounded-full bg-success text-surface">
            <Icon name="check" size={32} />
          </span>
          <div className="space-y-2">
            <p className="font-display text-xl font-semibold text-fg">{t("contactFormValidation.contactSuccessMessage")}</p>
            {replyNote && <p className="text-muted">{replyNote}</p>}
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

const TONES = {
  error: "border-danger bg-surface",
  info: "border-muted bg-surface",
} as const;

const DOTS = {
  error: "bg-danger",
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
