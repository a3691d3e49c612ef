import { ContactPage } from "~/features/contact/contact-page";
import { portraitId } from "~/content/identity";
import { resolveImage } from "~/content/images.server";
import { namespaceMeta } from "~/features/seo/page-heads";
import type { Route } from "./+types/contact";

export function loader() {
  return { portrait: resolveImage(portraitId()) };
}

export const meta: Route.MetaFunction = ({ location }) => namespaceMeta("contact", location.pathname);
export default function Contact({ loaderData }: Route.ComponentProps) {
  return <ContactPage portrait={loaderData.portrait} />;
}
