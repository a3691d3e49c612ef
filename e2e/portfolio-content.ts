import type { ProjectSource } from "../app/content/schemas";
import { readContent } from "./support/test-content";

// The tests' content the portfolio e2e specs check the pages against (read, not imported, so
// the specs follow the content without a rebuild of the tests).

export function project(slug: string, lang: "en" | "sv" = "en"): ProjectSource {
  return readContent<ProjectSource>(`${lang}/projects/${slug}.json`);
}

export function graphicProject(slug: string, lang: "en" | "sv" = "en") {
  const source = project(slug, lang);
  if (source.projectType !== "graphic-design") throw new Error(`${slug} is not a graphic design project`);
  return source;
}

export const layout = readContent<{ frontend: string[]; backend: string[]; fullstack: string[]; "graphic-design": string[] }>(
  "portfolio.json",
);

export const top5 = readContent<Array<{ urlTitle: string; title: string; focus?: string }>>("en/top5.json");

/** The frontend, backend or fullstack project with the most images. */
export const webProjectWithMostImages = () =>
  [...layout.frontend, ...layout.backend, ...layout.fullstack].reduce((most, next) =>
    project(next).images.length > project(most).images.length ? next : most,
  );
