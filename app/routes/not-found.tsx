import { NotFoundPage } from "~/features/layout/not-found-page";
import { notFoundMeta } from "~/features/seo/not-found-head";
import { NOT_FOUND_DOCUMENT } from "~/lib/not-found-document";
import type { Route } from "./+types/not-found";

// Marks the prerendered 404.html, so the app knows to hydrate it at /404 (not-found-document.ts).
export const handle = NOT_FOUND_DOCUMENT;

export const meta: Route.MetaFunction = ({ location }) => notFoundMeta(location.pathname);

export default function NotFound() {
  return <NotFoundPage />;
}
