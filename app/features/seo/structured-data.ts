import { identity, locationIn, socialLinks, type Identity } from "~/content/identity";
import { roleIn } from "~/content/owner-role";
import type { Language } from "~/i18n/languages";
import { absoluteUrl, addressUrl, pageUrl } from "./page-meta";

// schema.org JSON-LD for the prerendered pages, in the page's language (paths are the page's
// own, with their language prefix). The owner is the Person of content/site.json: named only
// when the owner set a name, otherwise the role and the profile links identify them. They are
// one Person in every language (one @id).
const CONTEXT = "https://schema.org";
const PERSON_ID = `${pageUrl("/")}#person`;

const nameOf = (owner: Identity) => (owner.name ? { name: owner.name } : {});
const placeOf = (place: string | undefined) => (place ? { homeLocation: { "@type": "Place", name: place } } : {});

/** `image` is the portrait's address (its src, from the page's loader). */
function person({ owner = identity, image, lng }: { owner?: Identity; image?: string; lng: Language }) {
  return {
    "@type": "Person",
    "@id": PERSON_ID,
    ...nameOf(owner),
    jobTitle: roleIn(lng, owner),
    email: owner.email,
    url: pageUrl("/"),
    ...(image ? { image: addressUrl(image) } : {}),
    ...placeOf(locationIn(lng, owner)),
    sameAs: socialLinks(owner).map((link) => link.url),
  };
}

const author = () => ({ "@type": "Person", "@id": PERSON_ID, ...nameOf(identity), url: pageUrl("/") });

export function profilePage(page: { path: string; lng: Language; name: string; description: string; portrait?: string }) {
  return {
    "@context": CONTEXT,
    "@type": "ProfilePage",
    url: pageUrl(page.path),
    name: page.name,
    description: page.description,
    inLanguage: page.lng,
    mainEntity: person({ image: page.portrait, lng: page.lng }),
  };
}

export type Work = { path: string; lng: Language; name: string; description: string; image: string; published?: string };

export function creativeWork(work: Work) {
  return {
    "@context": CONTEXT,
    "@type": "CreativeWork",
    url: pageUrl(work.path),
    name: work.name,
    description: work.description,
    image: absoluteUrl(work.image),
    inLanguage: work.lng,
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
    inLanguage: post.lng,
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
