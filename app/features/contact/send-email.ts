import type { ContactMessage } from "./contact-schema";
import type { ProviderConfig } from "./provider-config";

const loadLibrary = () => import("@emailjs/browser");

/**
 * Starts fetching the library during the form's 1 s pause before sending, so sending is not slower.
 */
export function preloadEmailLibrary() {
  loadLibrary().catch(() => {
    // A failed fetch is retried, and reported, by sendEmail.
  });
}

type SendFailure = { status: number; text: string; cause?: unknown };
export type SendResult = { ok: true } | ({ ok: false } & SendFailure);

/**
 * One POST to EmailJS. The library is fetched on first use so it stays out of the page's
 * first load. A refusal (any non-2xx) or a network failure comes back as a failure result,
 * never as success: the old site swallowed failures and told visitors their message was sent.
 */
export async function sendEmail(config: ProviderConfig, message: ContactMessage): Promise<SendResult> {
  try {
    const { send } = await loadLibrary();
    await send(
      config.serviceId,
      config.templateId,
      { ...message, reply_to: message.email },
      { publicKey: config.publicKey },
    );
    return { ok: true };
  } catch (error) {
    return { ok: false, ...describeFailure(error) };
  }
}

/** EmailJS throws its response status on a refusal; fetch throws a TypeError when offline. */
function describeFailure(error: unknown): SendFailure {
  if (error && typeof error === "object" && "status" in error && typeof error.status === "number") {
    const text = "text" in error && typeof error.text === "string" ? error.text : "";
    return { status: error.status, text };
  }
  return { status: 0, text: "Network Error", cause: error };
}
