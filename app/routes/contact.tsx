import { ContactPage } from "~/features/contact/contact-page";
import { getTexts } from "~/content/catalog.server";
import { resolvePortrait } from "~/content/portrait.server";
import { revalidateOnLanguageChange } from "~/i18n/language-switch";
import { languageOfRequest } from "~/i18n/paths";
import { namespaceMeta } from "~/features/seo/page-heads";
import type { Route } from "./+types/contact";

// Build time only: the owner's portrait and their sentences of the page, in the address's language.
export async function loader({ request }: Route.LoaderArgs) {
  return { portrait: resolvePortrait(), texts: (await getTexts(languageOfRequest(request))).contact };
}
export const shouldRevalidate = revalidateOnLanguageChange;

export const meta: Route.MetaFunction = ({ location }) => namespaceMeta("contact", location.pathname);
export default function Contact({ loaderData }: Route.ComponentProps) {
  return <ContactPage portrait={loaderData.portrait} texts={loaderData.texts} />;
}
