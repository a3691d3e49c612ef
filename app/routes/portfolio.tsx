import { PortfolioPage } from "~/features/portfolio/portfolio-page";
import { toPortfolioPageData } from "~/features/portfolio/page-data";
import { getPortfolio, getTexts } from "~/content/catalog.server";
import { portfolioMeta } from "~/features/seo/page-heads";
import { revalidateOnLanguageChange } from "~/i18n/language-switch";
import { languageOfRequest, pathOfRequest } from "~/i18n/paths";
import type { Route } from "./+types/portfolio";

// Build time only: every section's cards in the address's language, embedded in the page, the
// owner's sentences of the page, and its head.
export async function loader({ request }: Route.LoaderArgs) {
  const language = languageOfRequest(request);
  const texts = (await getTexts(language)).portfolio;
  return { portfolio: toPortfolioPageData(await getPortfolio(language)), texts, head: portfolioMeta(pathOfRequest(request)) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.head;
export const shouldRevalidate = revalidateOnLanguageChange;

export default function Portfolio({ loaderData }: Route.ComponentProps) {
  return <PortfolioPage portfolio={loaderData.portfolio} texts={loaderData.texts} />;
}
