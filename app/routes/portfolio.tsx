import { PortfolioPage } from "~/features/portfolio/portfolio-page";
import { namespaceMeta } from "~/lib/page-meta";
import type { Route } from "./+types/portfolio";

export const meta: Route.MetaFunction = () => namespaceMeta("portfolio");
export const handle = { ns: "portfolio" };

export default function Portfolio() {
  return <PortfolioPage />;
}
