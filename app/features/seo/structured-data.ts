import { tagline } from "../../../public/locales/en/common.json";
import { identity, socialLinks, taglineIn, type Identity } from "~/content/identity";
import { absoluteUrl, pageUrl } from "~/lib/page-meta";

// schema.org JSON-LD for the prerendered (English) pages. The owner is the Person of
// content/site.json: named only when the owner set a name, otherwise the role and the
// profile links identify them.
const CONTEXT = "https://schema.org";
const PERSON_ID = `${pageUrl("/")}#person`;

const nameOf = (owner: Identity) => (owner.name ? { name: owner.name } : {});

/** `image` is the portrait's URL (from the page's loader), absolute or from the site root. */
function person({ owner = identity, image }: { owner?: Identity; image?: string } = {}) {
  return {
    "@type": "Person",
    "@id": PERSON_ID,
    ...nameOf(owner),
    jobTitle: taglineIn("en", owner) ?? tagline,
    email: owner.email,
    url: pageUrl("/"),
    ...(image ? { image: absoluteUrl(image) } : {}),
    ...(owner.location ? { homeLocation: { "@type": "Place", name: owner.location } } : {}),
    sameAs: socialLinks(owner).map((link) => link.url),
  };
}

const author = () => ({ "@type": "Person", "@id": PERSON_ID, ...nameOf(identity), url: pageUrl("/") });

export function profilePage(page: { path: string; name: string; description: string; portrait?: string }) {
  return {
    "@context": CONTEXT,
    "@type": "ProfilePage",
    url: pageUrl(page.path),
    name: page.name,
    description: page.description,
    inLanguage: "en",
    mainEntity: person({ image: page.portrait }),
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
