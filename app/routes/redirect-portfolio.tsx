import { redirect } from "react-router";
import { languageOfPath, localizePath } from "~/i18n/paths";
import type { Route } from "./+types/redirect-portfolio";

// /portfolio/my-work → /portfolio. The prerender writes a static redirect page.
export function loader({ request }: Route.LoaderArgs) {
  return redirect(localizePath("/portfolio", languageOfPath(new URL(request.url).pathname)), 301);
}

export default function RedirectPortfolio() {
  return null;
}
