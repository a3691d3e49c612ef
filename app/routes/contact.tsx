import { ContactPage } from "~/features/contact/contact-page";
import { resolvePortrait } from "~/content/portrait.server";
import { namespaceMeta } from "~/features/seo/page-heads";
import type { Route } from "./+types/contact";

export function loader() {
  return { portrait: resolvePortrait() };
}

export const meta: Route.MetaFunction = ({ location }) => namespaceMeta("contact", location.pathname);
export default function Contact({ loaderData }: Route.ComponentProps) {
  return <ContactPage portrait={loaderData.portrait} />;
}
