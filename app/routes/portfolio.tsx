import { PortfolioPage } from "~/features/portfolio/portfolio-page";
import { toPortfolioPageData } from "~/features/portfolio/page-data";
import { getPortfolio, getTexts } from "~/content/catalog.server";
import { portfolioMeta } from "~/features/seo/page-heads";
import { revalidateOnLanguageChange } from "~/i18n/language-switch";
import { languageOfRequest } from "~/i18n/paths";
import type { Route } from "./+types/portfolio";

// Build time only: every section's cards in the address's language, embedded in the page, and
// the owner's sentences of the page.
export async function loader({ request }: Route.LoaderArgs) {
  const language = languageOfRequest(request);
  const texts = (await getTexts(language)).portfolio;
  return { portfolio: toPortfolioPageData(await getPortfolio(language)), texts };
}

export const meta: Route.MetaFunction = ({ location }) => portfolioMeta(location.pathname);
export const shouldRevalidate = revalidateOnLanguageChange;

export default function Portfolio({ loaderData }: Route.ComponentProps) {
  return <PortfolioPage portfolio={loaderData.portfolio} texts={loaderData.texts} />;
}
