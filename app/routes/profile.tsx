import { getProfile } from "~/content/catalog.server";
import { revalidateOnLanguageChange } from "~/i18n/language-switch";
import { languageOfRequest } from "~/i18n/paths";
import { portraitId } from "~/content/identity";
import { resolveImage } from "~/content/images.server";
import { ProfilePage } from "~/features/profile/profile-page";
import { profileMeta } from "~/features/seo/page-heads";
import type { Route } from "./+types/profile";

// Build time only: the profile in the address's language, embedded in the page and its .data
// file, and the owner's portrait for the home page's JSON-LD.
export async function loader({ request }: Route.LoaderArgs) {
  return { profile: await getProfile(languageOfRequest(request)), portrait: resolveImage(portraitId()).src };
}

export const meta: Route.MetaFunction = ({ location, loaderData }) => profileMeta(location.pathname, loaderData?.portrait);
export const shouldRevalidate = revalidateOnLanguageChange;

export default function Profile({ loaderData }: Route.ComponentProps) {
  return <ProfilePage profile={loaderData.profile} />;
}
