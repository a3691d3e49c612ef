import { data } from "react-router";
import { ProjectPage } from "~/features/portfolio/project-page";
import { toProjectPageData } from "~/features/portfolio/page-data";
import { projectNeighbours } from "~/features/portfolio/project-neighbours";
import { findProject, getPortfolio } from "~/content/catalog.server";
import { notFoundMeta } from "~/features/seo/not-found-head";
import { projectMeta } from "~/features/seo/page-heads";
import { revalidateOnLanguageChange } from "~/i18n/language-switch";
import { languageOfRequest, pathOfRequest } from "~/i18n/paths";
import type { Route } from "./+types/project";

// Runs at build time for every project; a slug that was not prerendered has no data file,
// so the static host answers 404 and the root boundary shows the not-found page.
export async function loader({ params, request }: Route.LoaderArgs) {
  const lang = languageOfRequest(request);
  const project = await findProject(params.urlTitle, lang);
  if (!project) throw data(null, { status: 404 });
  // The previous and next project follow the portfolio page's order, section by section.
  const { frontend, backend, fullstack, graphic } = await getPortfolio(lang);
  const order = [...frontend, ...backend, ...fullstack, ...graphic].map(({ urlTitle, title }) => ({ urlTitle, title }));
  const page = toProjectPageData(project);
  return { project: page, neighbours: projectNeighbours(order, project.urlTitle), head: projectMeta(pathOfRequest(request), page) };
}

export const meta: Route.MetaFunction = ({ loaderData, location }) =>
  loaderData?.head ?? notFoundMeta(location.pathname);
export const shouldRevalidate = revalidateOnLanguageChange;

export default function Project({ loaderData }: Route.ComponentProps) {
  return <ProjectPage project={loaderData.project} neighbours={loaderData.neighbours} />;
}
