import { readContent } from "./support/test-content";

// The tests' content the portfolio e2e specs check the pages against (read, not imported, so
// the specs follow the content without a rebuild of the tests).

export type ProjectSource = {
  urlTitle: string;
  title: string;
  projectType: string;
  applicationType: string;
  applicationTypeDetail: { text: string; suffix: string };
  subTitle: string;
  links: Array<{ type: string; url: string; privateText: string }>;
  tech: Array<{ name: string }>;
  image: string;
  images: Array<{ src: string; alt: string; span: "tall" | "wide" }>;
  year?: number;
  client?: string;
  clientLink?: string;
  goals?: string;
  role?: string;
  challenges?: string;
  testimonial?: { quote: string; author: string };
  tags?: string[];
};

export function project(slug: string, lang: "en" | "sv" = "en"): ProjectSource {
  return readContent<ProjectSource>(`${lang}/projects/${slug}.json`);
}

export const layout = readContent<{ frontend: string[]; backend: string[]; fullstack: string[]; graphic: string[] }>(
  "portfolio.json",
);

export const top5 = readContent<Array<{ urlTitle: string; title: string; focus?: string }>>("en/top5.json");

/** The frontend, backend or fullstack project with the most images. */
export const webProjectWithMostImages = () =>
  [...layout.frontend, ...layout.backend, ...layout.fullstack].reduce((most, next) =>
    project(next).images.length > project(most).images.length ? next : most,
  );
