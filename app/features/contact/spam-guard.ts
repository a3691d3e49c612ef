import { CONTACT_MIN_FILL_MS } from "./limits";

/**
 * Spam guards without a third party. People never see the honeypot field, so anything in it
 * was typed by a script: that message is dropped without a word.
 */
export function honeypotFilled(honeypot: string): boolean {
  return honeypot.trim() !== "";
}

/**
 * How much longer to hold a message back so that at least CONTACT_MIN_FILL_MS have passed
 * since the visitor first touched the form (now, when nothing was recorded). Speed alone is
 * never proof of a script, since autofill and a pasted message are fast too: a fast message
 * is only delayed, never dropped.
 */
export function remainingFillTime(startedAt: number | null, now: number): number {
  const elapsed = startedAt === null ? 0 : now - startedAt;
  return Math.max(0, CONTACT_MIN_FILL_MS - elapsed);
}

/** The honeypot's name: a field form-filling bots fill gladly and browser autofill has no data for. */
export const HONEYPOT_NAME = "website";
