import { Link as RouterLink, useLocation, type LinkProps, type To } from "react-router";
import type { Language } from "./languages";
import { canonicalPath, localizePath, withoutTrailingSlash } from "./paths";
import { useLanguage } from "./use-language";

// React Router's links, kept in the page's language: `to="/contact"` leads to /sv/contact/ on a
// Swedish page. Features link with these, so no link crosses languages by accident, and every
// link is in the form hosts serve without a redirect (`/contact/`, see canonicalPath).

function localizeTo(to: To, lng: Language): To {
  if (typeof to === "string") return canonicalPath(localizePath(to, lng));
  return to.pathname ? { ...to, pathname: canonicalPath(localizePath(to.pathname, lng)) } : to;
}

export function Link({ to, ...props }: LinkProps) {
  return <RouterLink {...props} to={localizeTo(to, useLanguage())} />;
}

type NavLinkProps = Omit<LinkProps, "to"> & { to: string };

/**
 * A menu link that marks the page it leads to, or one below it (/portfolio/frontend under
 * /portfolio), with aria-current="page", whichever form the address has: the prerender runs at
 * /blog, hosts serve /blog/. (React Router's NavLink compares the forms as written: a link to
 * /blog/ is not current at /blog, and the prerendered page would disagree with the hydrated one.)
 */
export function NavLink({ to, ...props }: NavLinkProps) {
  const target = localizePath(to, useLanguage());
  const here = withoutTrailingSlash(useLocation().pathname);
  const there = withoutTrailingSlash(target.split(/[?#]/)[0]!);
  const current = here === there || (there !== "/" && here.startsWith(`${there}/`));
  return <RouterLink {...props} to={canonicalPath(target)} aria-current={current ? "page" : undefined} />;
}
