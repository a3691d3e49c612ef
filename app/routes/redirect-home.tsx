import { redirect } from "react-router";

// Spec route table: /profile/home → /. The prerender writes a static redirect page for it.
export function loader() {
  return redirect("/", 301);
}

export default function RedirectHome() {
  return null;
}
