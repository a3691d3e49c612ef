// English page titles and descriptions for the prerendered <head>. Named imports keep the
// bundle to these strings only; the browser retitles pages in other languages (useDocumentTitle).
import { metaDescription as blogDescription, metaTitle as blogTitle } from "../../public/locales/en/blogPost.json";
import { metaDescription as contactDescription, metaTitle as contactTitle } from "../../public/locales/en/contact.json";
import { metaDescription as homeDescription, metaTitle as homeTitle } from "../../public/locales/en/home.json";
import { metaDescription as portfolioDescription, metaTitle as portfolioTitle } from "../../public/locales/en/portfolio.json";
import { metaDescription as profileDescription, metaTitle as profileTitle } from "../../public/locales/en/profile.json";

export const META = {
  home: { title: homeTitle, description: homeDescription },
  profile: { title: profileTitle, description: profileDescription },
  portfolio: { title: portfolioTitle, description: portfolioDescription },
  blogPost: { title: blogTitle, description: blogDescription },
  contact: { title: contactTitle, description: contactDescription },
} as const;

export type MetaNamespace = keyof typeof META;
