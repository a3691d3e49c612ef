// Where contact messages go. EmailJS is configured at build time by three VITE_ variables
// (Vite writes their values into the bundle); with any of them missing the form falls back
// to the visitor's own mail program.
//
// A page can also be handed its configuration at run time, by a script that runs before the
// app and sets window.__EMAILJS_CONFIG__ (null for "no provider"). The e2e suite does this to
// drive the real sending code against the production build, whatever keys that build has. It
// only changes where this visitor's own browser sends; nothing is fetched to find out.

export type ProviderConfig = { serviceId: string; templateId: string; publicKey: string };
type ProviderSource = Partial<Record<keyof ProviderConfig, string | undefined>>;

declare global {
  interface Window {
    __EMAILJS_CONFIG__?: ProviderSource | null;
  }
}

export function toProviderConfig(source: ProviderSource | null | undefined): ProviderConfig | null {
  const serviceId = source?.serviceId?.trim();
  const templateId = source?.templateId?.trim();
  const publicKey = source?.publicKey?.trim();
  return serviceId && templateId && publicKey ? { serviceId, templateId, publicKey } : null;
}

export const BUILD_PROVIDER = toProviderConfig({
  serviceId: import.meta.env.VITE_EMAILJS_SERVICE_ID,
  templateId: import.meta.env.VITE_EMAILJS_TEMPLATE_ID,
  publicKey: import.meta.env.VITE_EMAILJS_PUBLIC_KEY,
});

/** A run-time configuration, when given, replaces the build's. */
export function resolveProvider(
  build: ProviderConfig | null,
  runtime: ProviderSource | null | undefined,
): ProviderConfig | null {
  return runtime === undefined ? build : toProviderConfig(runtime);
}

/** The configuration this page sends with, or null for the mailto fallback. */
export function currentProvider(): ProviderConfig | null {
  return resolveProvider(BUILD_PROVIDER, typeof window === "undefined" ? undefined : window.__EMAILJS_CONFIG__);
}
