import { redirect } from "react-router";

// /profile/home is the top of the profile, which is /. The prerender writes a static redirect page for it.
export function loader() {
  return redirect("/", 301);
}

export default function RedirectHome() {
  return null;
}
