import { CONTACT_MIN_FILL_MS } from "~/lib/constants";

/**
 * Spam guards without a third party: people never see the honeypot field, so anything in it
 * was typed by a script, and nobody writes a message within CONTACT_MIN_FILL_MS.
 */
export function looksAutomated(honeypot: string, startedAt: number, now: number): boolean {
  return honeypot.trim() !== "" || now - startedAt < CONTACT_MIN_FILL_MS;
}

/** The honeypot's name: a field form-filling bots fill gladly and browser autofill has no data for. */
export const HONEYPOT_NAME = "website";
