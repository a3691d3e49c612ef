import { PortfolioPage } from "~/features/portfolio/portfolio-page";
import { portfolioMeta } from "~/features/seo/page-heads";
import type { Route } from "./+types/portfolio";

export const meta: Route.MetaFunction = ({ location }) => portfolioMeta(location.pathname);
export const handle = { ns: "portfolio" };

export default function Portfolio() {
  return <PortfolioPage />;
}
