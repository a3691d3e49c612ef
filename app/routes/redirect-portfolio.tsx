import { redirect } from "react-router";
import { canonicalPath, languageOfRequest, localizePath } from "~/i18n/paths";
import type { Route } from "./+types/redirect-portfolio";

// /portfolio/my-work → /portfolio. The prerender writes a static redirect page.
export function loader({ request }: Route.LoaderArgs) {
  return redirect(canonicalPath(localizePath("/portfolio", languageOfRequest(request))), 301);
}

export default function RedirectPortfolio() {
  return null;
}
