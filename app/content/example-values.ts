import type { SiteSource } from "./schemas";
import { NETWORK_NAMES, SOCIAL_NETWORKS } from "./social-networks";

// A fresh clone builds with placeholder addresses so it works out of the box; the build says,
// once, which ones still need the owner's own values (it does not fail: the demo is valid).

/** Hosts reserved for documentation (RFC 2606) and the placeholder user names of the demo. */
const EXAMPLE_HOST = /(^|\.)(example\.(com|org|net)|example|test|invalid|localhost)$/i;
const EXAMPLE_USER = /^(example|username|your-?name|yourname|you)$/i;

function isExampleHost(host: string): boolean {
  return EXAMPLE_HOST.test(host);
}

function isExampleUrl(url: string): boolean {
  try {
    const { hostname, pathname } = new URL(url);
    return isExampleHost(hostname) || pathname.split("/").some((part) => EXAMPLE_USER.test(part));
  } catch {
    return false;
  }
}

export type ExampleValue = { field: string; value: string; fix: string };

export function exampleValues(site: SiteSource): ExampleValue[] {
  const found: ExampleValue[] = [];
  if (isExampleUrl(site.siteUrl)) {
    found.push({ field: "siteUrl", value: site.siteUrl, fix: "your site's public address, without a trailing slash" });
  }
  if (isExampleHost(site.email.split("@").pop() ?? "")) {
    found.push({ field: "email", value: site.email, fix: "the address the contact form and the CV give" });
  }
  for (const network of SOCIAL_NETWORKS) {
    const url = site.profiles?.[network];
    if (url && isExampleUrl(url)) {
      found.push({ field: `profiles.${network}`, value: url, fix: `your ${NETWORK_NAMES[network]} profile, or remove the line` });
    }
  }
  return found;
}

/**
 * One message listing every example value in `file`, and the demo's share image when
 * `demoShareImage` names its file (demo-share-image.server.ts), or null when there is none.
 */
export function exampleValuesWarning(site: SiteSource, file: string, demoShareImage: string | null = null): string | null {
  const found = exampleValues(site);
  const files = [...(found.length > 0 ? [file] : []), ...(demoShareImage ? [demoShareImage] : [])];
  if (files.length === 0) return null;
  return [
    `Warning: ${files.join(" and ")} still ${files.length === 1 ? "holds" : "hold"} example values. ` +
      "The site builds, but set your own before you publish:",
    ...found.map(({ field, value, fix }) => `  - ${field} is "${value}": ${fix}`),
    ...(demoShareImage
      ? [
        `  - og/default is the demo's share image, with its words and logo, shown by every link preview of the site: ` +
          `replace ${demoShareImage} with your own picture, 1200 × 630 (a .jpg or .png of that name, once the .svg is deleted)`,
      ]
      : []),
  ].join("\n");
}
