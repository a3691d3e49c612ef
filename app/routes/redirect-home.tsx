import { redirect } from "react-router";
import { canonicalPath, languageOfPath, localizePath } from "~/i18n/paths";
import type { Route } from "./+types/redirect-home";

// /profile/home → /. The prerender writes a static redirect page for it.
export function loader({ request }: Route.LoaderArgs) {
  return redirect(canonicalPath(localizePath("/", languageOfPath(new URL(request.url).pathname))), 301);
}

export default function RedirectHome() {
  return null;
}
