import { ContactPage } from "~/features/contact/contact-page";
import { namespaceMeta } from "~/features/seo/page-heads";
import type { Route } from "./+types/contact";

export const meta: Route.MetaFunction = ({ location }) => namespaceMeta("contact", location.pathname);
export const handle = { ns: "contact" };

export default function Contact() {
  return <ContactPage />;
}
