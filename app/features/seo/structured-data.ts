import { profiles } from "../../../content/site.json";
import { tagline } from "../../../public/locales/en/common.json";
import { absoluteUrl, pageUrl } from "~/lib/page-meta";

// schema.org JSON-LD for the prerendered (English) pages. The owner is a Person without a
// name (spec §1: the personal name is never shown); jobTitle and profile links identify them.
const CONTEXT = "https://schema.org";
const PERSON_ID = `${pageUrl("/")}#person`;

export function person() {
  return {
    "@type": "Person",
    "@id": PERSON_ID,
    jobTitle: tagline,
    url: pageUrl("/"),
    sameAs: Object.values(profiles),
  };
}

const author = () => ({ "@type": "Person", "@id": PERSON_ID, url: pageUrl("/") });

export function profilePage(page: { path: string; name: string; description: string }) {
  return {
    "@context": CONTEXT,
    "@type": "ProfilePage",
    url: pageUrl(page.path),
    name: page.name,
    description: page.description,
    inLanguage: "en",
    mainEntity: person(),
  };
}

export type Work = { path: string; name: string; description: string; image: string; published?: string };

export function creativeWork(work: Work) {
  return {
    "@context": CONTEXT,
    "@type": "CreativeWork",
    url: pageUrl(work.path),
    name: work.name,
    description: work.description,
    image: absoluteUrl(work.image),
    inLanguage: "en",
    creator: author(),
    ...(work.published ? { dateCreated: work.published } : {}),
  };
}

export function blogPosting(post: Work) {
  return {
    "@context": CONTEXT,
    "@type": "BlogPosting",
    url: pageUrl(post.path),
    mainEntityOfPage: pageUrl(post.path),
    headline: post.name,
    description: post.description,
    image: absoluteUrl(post.image),
    inLanguage: "en",
    author: author(),
    ...(post.published ? { datePublished: post.published } : {}),
  };
}

/** Trail from the home page to a detail page; the last crumb is the page itself. */
export function breadcrumbs(trail: Array<{ name: string; path: string }>) {
  return {
    "@context": CONTEXT,
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: crumb.name,
      item: pageUrl(crumb.path),
    })),
  };
}
