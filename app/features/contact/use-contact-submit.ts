import { useEffect, useRef, useState } from "react";
import { CONTACT_SUBMIT_DELAY_MS, CONTACT_SUCCESS_MS } from "./limits";
import type { ContactMessage } from "./contact-schema";
import { watchFillTimer, type FillTimer } from "./fill-timer";
import { mailtoHref, openMailProgram } from "./mailto";
import { currentProvider } from "./provider-config";
import { preloadEmailLibrary, sendEmail } from "./send-email";
import { honeypotFilled, remainingFillTime } from "./spam-guard";

export type ContactStatus =
  | { kind: "idle" }
  | { kind: "submitting" }
  | { kind: "success"; subject: string }
  | { kind: "error"; mailto: string }
  | { kind: "mailto"; mailto: string };

const IDLE: ContactStatus = { kind: "idle" };
const wait = (ms: number) => new Promise((resolve) => window.setTimeout(resolve, ms));

/**
 * The form's states around one validated message: idle → submitting → success (shown for
 * CONTACT_SUCCESS_MS, then idle) or error. Without a provider the message goes to the mail
 * program instead. A message sent quickly after the first touch of the form waits, while
 * "submitting" shows, until the minimum fill time is up, and is then sent; only a filled
 * honeypot gets a success with nothing sent.
 */
export function useContactSubmit({ to, onSent }: { to: string; onSent: () => void }) {
  const [status, setStatus] = useState<ContactStatus>(IDLE);
  const form = useRef<HTMLFormElement>(null);
  const honeypot = useRef<HTMLInputElement>(null);
  const fillTimer = useRef<FillTimer | null>(null);

  // The prerendered page's inline script has been watching already; this only takes over.
  useEffect(() => {
    if (form.current) fillTimer.current = watchFillTimer(form.current);
  }, []);

  useEffect(() => {
    if (status.kind !== "success") return;
    const timer = window.setTimeout(() => setStatus(IDLE), CONTACT_SUCCESS_MS);
    return () => window.clearTimeout(timer);
  }, [status]);

  async function submit(message: ContactMessage) {
    const trapped = honeypotFilled(honeypot.current?.value ?? "");
    const provider = trapped ? null : currentProvider();
    if (!trapped && !provider) {
      const mailto = mailtoHref(to, message);
      openMailProgram(mailto);
      setStatus({ kind: "mailto", mailto });
      return;
    }

    setStatus({ kind: "submitting" });
    if (provider) preloadEmailLibrary();
    const hold = remainingFillTime(fillTimer.current?.startedAt ?? null, Date.now());
    await wait(Math.max(CONTACT_SUBMIT_DELAY_MS, hold));
    const result = provider ? await sendEmail(provider, message) : { ok: true as const };

    if (result.ok) {
      onSent();
      if (honeypot.current) honeypot.current.value = "";
      // The next message's clock starts at its own first touch.
      if (fillTimer.current) fillTimer.current.startedAt = null;
      // The thanks recaps where the message went and its subject: the form is empty by now.
      setStatus({ kind: "success", subject: message.subject });
    } else {
      const detail = result.cause === undefined ? [] : [result.cause];
      console.error(`Email send failed: ${result.status} ${result.text}`, ...detail);
      setStatus({ kind: "error", mailto: mailtoHref(to, message) });
    }
  }

  /** From now on the app handles submits itself (the form's checks are in). */
  function goLive() {
    if (fillTimer.current) fillTimer.current.live = true;
  }

  /** Whether the visitor pressed send before the app was live (the submit was held back). */
  function takeEarlySubmit(): boolean {
    const early = fillTimer.current?.submittedEarly ?? false;
    if (fillTimer.current) fillTimer.current.submittedEarly = false;
    return early;
  }

  return { status, submit, form, honeypot, takeEarlySubmit, goLive };
}
