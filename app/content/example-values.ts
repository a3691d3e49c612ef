import type { SiteSource } from "./schemas";
import { NETWORK_NAMES, SOCIAL_NETWORKS } from "./social-networks";

// A fresh clone builds with placeholder addresses so it works out of the box, and a scaffolded
// project or post links to example.com until its author gives it an address; the build says,
// once, which ones still need the owner's own values (it does not fail: the demo is valid).

/** Hosts reserved for documentation (RFC 2606) and the placeholder user names of the demo. */
const EXAMPLE_HOST = /(^|\.)(example\.(com|org|net)|example|test|invalid|localhost)$/i;
const EXAMPLE_USER = /^@?(example|username|your-?name|yourname|you)$/i;

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

export function exampleValues(site: Omit<SiteSource, "languages">): ExampleValue[] {
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

/** Every http(s) address in a content item: its link fields and the links of its HTML texts. */
function linksIn(value: unknown): string[] {
  if (typeof value === "string") {
    if (/^https?:\/\//.test(value)) return [value];
    return [...value.matchAll(/href="(https?:\/\/[^"]+)"/g)].map((match) => match[1]!);
  }
  if (Array.isArray(value)) return value.flatMap(linksIn);
  if (value && typeof value === "object") return Object.values(value).flatMap(linksIn);
  return [];
}

/**
 * The slugs, in order and once each, of the items (projects or posts, in any language) that link
 * to an example address: a scaffold's `https://example.com`, or a demo item still published.
 */
export function slugsWithExampleLinks(items: Iterable<{ urlTitle: string }>): string[] {
  const slugs = new Set<string>();
  for (const item of items) {
    if (linksIn(item).some(isExampleUrl)) slugs.add(item.urlTitle);
  }
  return [...slugs];
}

export type ExampleFindings = {
  /** site.json, as the message names it. */
  siteFile: string;
  site: Omit<SiteSource, "languages">;
  /** The folders of the projects and the posts, as the message names them. */
  projectsFolder: string;
  projects: string[];
  postsFolder: string;
  posts: string[];
  /** The demo's share image, when it is still there (demo-share-image.server.ts). */
  demoShareImage: string | null;
  /** The scaffolds' placeholder pictures still there (placeholder-images.server.ts). */
  placeholders: string[];
};

function itemsLine(kind: "project" | "post", slugs: string[], folder: string): string {
  const named = slugs.length === 1 ? `the ${kind} ${slugs[0]}` : `the ${kind}s ${slugs.join(", ")}`;
  return `  - ${named} ${slugs.length === 1 ? "links" : "link"} to example addresses (${folder}): ` +
    `give each link your own address or remove it, or remove the ${kind}`;
}

const pictures = (count: number) => `${count} placeholder picture${count === 1 ? "" : "s"}`;

/** One message listing every example value the build found, or null when there is none. */
export function exampleValuesWarning(found: ExampleFindings): string | null {
  const values = exampleValues(found.site);
  const files = [
    ...(values.length > 0 ? [found.siteFile] : []),
    ...(found.projects.length > 0 ? [found.projectsFolder] : []),
    ...(found.posts.length > 0 ? [found.postsFolder] : []),
    ...(found.demoShareImage ? [found.demoShareImage] : []),
    ...(found.placeholders.length > 0 ? [pictures(found.placeholders.length)] : []),
  ];
  if (files.length === 0) return null;
  const listed = files.length === 1 ? files[0] : `${files.slice(0, -1).join(", ")} and ${files.at(-1)}`;
  return [
    `Warning: example values are still in ${listed}. ` +
      "The site builds, but set your own before you publish:",
    ...values.map(({ field, value, fix }) => `  - ${field} is "${value}": ${fix}`),
    ...(found.projects.length > 0 ? [itemsLine("project", found.projects, found.projectsFolder)] : []),
    ...(found.posts.length > 0 ? [itemsLine("post", found.posts, found.postsFolder)] : []),
    ...(found.demoShareImage
      ? [
        `  - og/default is the demo's share image, with the demo person's name, role and initials, ` +
        `shown by every link preview of the site: ` +
          `replace ${found.demoShareImage} with your own picture, 1200 × 630 (a .jpg or .png of that name, once the .svg is deleted)`,
      ]
      : []),
    ...(found.placeholders.length > 0
      ? [
        `  - placeholder pictures from new:site, new:project or new:post: ${found.placeholders.join(", ")}: ` +
          "replace each with your own picture (a .jpg or .png of the same name, once the .svg is deleted)",
      ]
      : []),
  ].join("\n");
}
