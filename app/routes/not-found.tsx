import { NotFoundPage } from "~/features/layout/not-found-page";
import { notFoundMeta } from "~/features/seo/page-heads";
import type { Route } from "./+types/not-found";

export const meta: Route.MetaFunction = ({ location }) => notFoundMeta(location.pathname);

export default function NotFound() {
  return <NotFoundPage />;
}
