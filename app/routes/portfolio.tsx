import { PortfolioPage } from "~/features/portfolio/portfolio-page";
import { toPortfolioPageData } from "~/features/portfolio/page-data";
import { getPortfolio } from "~/content/catalog.server";
import { portfolioMeta } from "~/features/seo/page-heads";
import type { Route } from "./+types/portfolio";

// Build time only: every section's cards in both languages, embedded in the page.
export async function loader() {
  return { portfolio: toPortfolioPageData(await getPortfolio()) };
}

export const meta: Route.MetaFunction = ({ location }) => portfolioMeta(location.pathname);
export const handle = { ns: "portfolio" };

export default function Portfolio({ loaderData }: Route.ComponentProps) {
  return <PortfolioPage portfolio={loaderData.portfolio} />;
}
