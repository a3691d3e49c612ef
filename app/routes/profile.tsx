import { getProfile } from "~/content/catalog.server";
import { ProfilePage } from "~/features/profile/profile-page";
import { profileMeta } from "~/features/seo/page-heads";
import type { Route } from "./+types/profile";

// Build time only: the profile in both languages, embedded in the page and its .data file.
export async function loader() {
  return { profile: await getProfile() };
}

export const meta: Route.MetaFunction = ({ location }) => profileMeta(location.pathname);
export const handle = { ns: "home" };

export default function Profile({ loaderData }: Route.ComponentProps) {
  return <ProfilePage profile={loaderData.profile} />;
}
