import { getPortfolio, getProfile, getTexts } from "~/content/catalog.server";
import { revalidateOnLanguageChange } from "~/i18n/language-switch";
import { languageOfRequest, pathOfRequest } from "~/i18n/paths";
import { portraitId } from "~/content/identity";
import { resolveImage } from "~/content/images.server";
import { resolvePortrait } from "~/content/portrait.server";
import { ProfilePage } from "~/features/profile/profile-page";
import { profileMeta } from "~/features/seo/page-heads";
import type { Route } from "./+types/profile";

// Build time only: the profile in the address's language, embedded in the page and its .data
// file, the owner's sentences of the page, the top 5 as the home page's covers (only what a cover
// shows), the owner's portrait for the hero, and the page's head (with the portrait in the home
// page's JSON-LD).
export async function loader({ request }: Route.LoaderArgs) {
  const language = languageOfRequest(request);
  const work = (await getPortfolio(language)).top5.map(({ urlTitle, title, subTitle, description, image, focus }) => ({
    urlTitle,
    title,
    subTitle,
    description,
    image,
    focus,
  }));
  const { hero, profile } = await getTexts(language);
  const head = profileMeta(pathOfRequest(request), resolveImage(portraitId()).src);
  return { profile: await getProfile(language), texts: { hero, profile }, work, portrait: resolvePortrait(), head };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.head;
export const shouldRevalidate = revalidateOnLanguageChange;

export default function Profile({ loaderData }: Route.ComponentProps) {
  return <ProfilePage profile={loaderData.profile} texts={loaderData.texts} work={loaderData.work} portrait={loaderData.portrait} />;
}
