import { ProfilePage } from "~/features/profile/profile-page";
import { profileMeta } from "~/features/seo/page-heads";
import type { Route } from "./+types/profile";

export const meta: Route.MetaFunction = ({ location }) => profileMeta(location.pathname);
export const handle = { ns: "home" };

export default function Profile() {
  return <ProfilePage />;
}
