import { redirect } from "react-router";
import { canonicalPath, languageOfRequest, localizePath } from "~/i18n/paths";
import type { Route } from "./+types/redirect-home";

// /profile/home → /. The prerender writes a static redirect page for it.
export function loader({ request }: Route.LoaderArgs) {
  return redirect(canonicalPath(localizePath("/", languageOfRequest(request))), 301);
}

export default function RedirectHome() {
  return null;
}
