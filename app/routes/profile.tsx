import { getProfile } from "~/content/catalog.server";
import { portraitId } from "~/content/identity";
import { resolveImage } from "~/content/images.server";
import { ProfilePage } from "~/features/profile/profile-page";
import { profileMeta } from "~/features/seo/page-heads";
import type { Route } from "./+types/profile";

// Build time only: the profile in both languages, embedded in the page and its .data file, and
// the owner's portrait for the home page's JSON-LD.
export async function loader() {
  return { profile: await getProfile(), portrait: resolveImage(portraitId()).src };
}

export const meta: Route.MetaFunction = ({ location, loaderData }) => profileMeta(location.pathname, loaderData?.portrait);
export const handle = { ns: "home" };

export default function Profile({ loaderData }: Route.ComponentProps) {
  return <ProfilePage profile={loaderData.profile} />;
}
