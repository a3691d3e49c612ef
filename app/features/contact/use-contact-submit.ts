import { useEffect, useRef, useState } from "react";
import { CONTACT_SUBMIT_DELAY_MS, CONTACT_SUCCESS_MS } from "~/lib/constants";
import type { ContactMessage } from "./contact-schema";
import { mailtoHref, openMailProgram } from "./mailto";
import { currentProvider } from "./provider-config";
import { preloadEmailLibrary, sendEmail } from "./send-email";
import { looksAutomated } from "./spam-guard";

export type ContactStatus =
  | { kind: "idle" }
  | { kind: "submitting" }
  | { kind: "success" }
  | { kind: "error"; mailto: string }
  | { kind: "mailto"; mailto: string };

const IDLE: ContactStatus = { kind: "idle" };
const wait = (ms: number) => new Promise((resolve) => window.setTimeout(resolve, ms));

/**
 * Spec §4's form states around one validated message: idle → submitting → success (shown for
 * CONTACT_SUCCESS_MS, then idle) or error. Without a provider the message goes to the mail
 * program instead; a suspected bot gets the same success as a person and nothing is sent.
 */
export function useContactSubmit({ to, onSent }: { to: string; onSent: () => void }) {
  const [status, setStatus] = useState<ContactStatus>(IDLE);
  const honeypot = useRef<HTMLInputElement>(null);
  const startedAt = useRef(Number.POSITIVE_INFINITY);

  useEffect(() => {
    startedAt.current = Date.now();
  }, []);

  useEffect(() => {
    if (status.kind !== "success") return;
    const timer = window.setTimeout(() => setStatus(IDLE), CONTACT_SUCCESS_MS);
    return () => window.clearTimeout(timer);
  }, [status]);

  async function submit(message: ContactMessage) {
    const automated = looksAutomated(honeypot.current?.value ?? "", startedAt.current, Date.now());
    const provider = automated ? null : currentProvider();
    if (!automated && !provider) {
      const mailto = mailtoHref(to, message);
      openMailProgram(mailto);
      setStatus({ kind: "mailto", mailto });
      return;
    }

    setStatus({ kind: "submitting" });
    if (provider) preloadEmailLibrary();
    await wait(CONTACT_SUBMIT_DELAY_MS);
    const result = provider ? await sendEmail(provider, message) : { ok: true as const };

    if (result.ok) {
      onSent();
      if (honeypot.current) honeypot.current.value = "";
      startedAt.current = Date.now();
      setStatus({ kind: "success" });
    } else {
      const detail = result.cause === undefined ? [] : [result.cause];
      console.error(`Email send failed: ${result.status} ${result.text}`, ...detail);
      setStatus({ kind: "error", mailto: mailtoHref(to, message) });
    }
  }

  return { status, submit, honeypot };
}
