import { getProfile } from "~/content/catalog.server";
import { ProfilePage } from "~/features/profile/profile-page";
import { namespaceMeta } from "~/lib/page-meta";
import type { Route } from "./+types/profile";

// Build time only: the profile in both languages, embedded in the page and its .data file.
export async function loader() {
  return { profile: await getProfile() };
}

export const meta: Route.MetaFunction = () => namespaceMeta("home");
export const handle = { ns: "home" };

export default function Profile({ loaderData }: Route.ComponentProps) {
  return <ProfilePage profile={loaderData.profile} />;
}
