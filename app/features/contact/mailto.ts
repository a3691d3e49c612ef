import type { ContactMessage } from "./contact-schema";

/**
 * A mailto: link with the message ready to send, for a site without an email provider.
 * encodeURIComponent rather than URLSearchParams: mail programs show a "+" literally.
 */
export function mailtoHref(to: string, message: ContactMessage): string {
  const signature = [message.name, message.companyName, message.email].filter(Boolean).join("\n");
  const body = `${message.message}\n\n${signature}`;
  return `mailto:${to}?subject=${encodeURIComponent(message.subject)}&body=${encodeURIComponent(body)}`;
}

/** Hands the message to the visitor's mail program. */
export function openMailProgram(href: string) {
  const link = document.createElement("a");
  link.href = href;
  link.click();
}
