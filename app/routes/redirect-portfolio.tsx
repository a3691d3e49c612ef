import { redirect } from "react-router";

// Spec route table: /portfolio/my-work → /portfolio. The prerender writes a static redirect page.
export function loader() {
  return redirect("/portfolio", 301);
}

export default function RedirectPortfolio() {
  return null;
}
