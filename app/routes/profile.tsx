import { ProfilePage } from "~/features/profile/profile-page";
import { namespaceMeta } from "~/lib/page-meta";
import type { Route } from "./+types/profile";

export const meta: Route.MetaFunction = () => namespaceMeta("home");
export const handle = { ns: "home" };

export default function Profile() {
  return <ProfilePage />;
}
