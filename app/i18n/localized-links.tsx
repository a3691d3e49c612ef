import { Link as RouterLink, NavLink as RouterNavLink, type LinkProps, type NavLinkProps, type To } from "react-router";
import type { Language } from "./languages";
import { localizePath } from "./paths";
import { useLanguage } from "./use-language";

// React Router's links, kept in the page's language: `to="/contact"` leads to /sv/contact on a
// Swedish page. Features link with these, so no link crosses languages by accident.

function localizeTo(to: To, lng: Language): To {
  if (typeof to === "string") return localizePath(to, lng);
  return to.pathname ? { ...to, pathname: localizePath(to.pathname, lng) } : to;
}

export function Link({ to, ...props }: LinkProps) {
  return <RouterLink {...props} to={localizeTo(to, useLanguage())} />;
}

export function NavLink({ to, ...props }: NavLinkProps) {
  return <RouterNavLink {...props} to={localizeTo(to, useLanguage())} />;
}
