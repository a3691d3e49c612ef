import { findProject } from "~/content/catalog.server";
import { toGraphicPanelData } from "~/features/portfolio/page-data";
import { languageOfRequest } from "~/i18n/paths";
import type { Route } from "./+types/graphic-panel-data";

// A resource route, prerendered for each graphic project in each language into
// build/client/[sv/]portfolio/<slug>/panel.json: the panel fetches its texts when it opens, so
// /portfolio's HTML and data carry only the cards.
export async function loader({ params, request }: Route.LoaderArgs) {
  const project = await findProject(params.urlTitle, languageOfRequest(request));
  if (project?.projectType !== "graphic-design") throw new Response("Not found", { status: 404 });
  return Response.json(toGraphicPanelData(project));
}
