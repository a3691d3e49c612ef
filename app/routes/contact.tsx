import { ContactPage } from "~/features/contact/contact-page";
import { namespaceMeta } from "~/lib/page-meta";
import type { Route } from "./+types/contact";

export const meta: Route.MetaFunction = () => namespaceMeta("contact");
export const handle = { ns: "contact" };

export default function Contact() {
  return <ContactPage />;
}
