import { redirect } from "react-router";

// The hero button and old links use /portfolio/my-work, the top of /portfolio. The prerender writes a static redirect page.
export function loader() {
  return redirect("/portfolio", 301);
}

export default function RedirectPortfolio() {
  return null;
}
