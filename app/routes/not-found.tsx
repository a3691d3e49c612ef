import { NotFoundPage } from "~/features/layout/not-found-page";
import { pageMeta } from "~/lib/page-meta";
import { notFound } from "../../public/locales/en/common.json";
import type { Route } from "./+types/not-found";

export const meta: Route.MetaFunction = () => pageMeta({ title: notFound.metaTitle, noindex: true });

export default function NotFound() {
  return <NotFoundPage />;
}
