import { ContactPage } from "~/features/contact/contact-page";
import { getTexts } from "~/content/catalog.server";
import { resolvePortrait } from "~/content/portrait.server";
import { revalidateOnLanguageChange } from "~/i18n/language-switch";
import { languageOfRequest, pathOfRequest } from "~/i18n/paths";
import { namespaceMeta } from "~/features/seo/page-heads";
import type { Route } from "./+types/contact";

// Build time only: the owner's portrait, their sentences of the page and its head, in the address's language.
export async function loader({ request }: Route.LoaderArgs) {
  const texts = (await getTexts(languageOfRequest(request))).contact;
  return { portrait: resolvePortrait(), texts, head: namespaceMeta("contact", pathOfRequest(request)) };
}
export const shouldRevalidate = revalidateOnLanguageChange;

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.head;
export default function Contact({ loaderData }: Route.ComponentProps) {
  return <ContactPage portrait={loaderData.portrait} texts={loaderData.texts} />;
}
