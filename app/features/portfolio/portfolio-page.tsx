import type { ReactNode } from "react";
import { PORTFOLIO_SECTIONS, type PortfolioSectionId } from "~/lib/sections";
import { usePathSection } from "~/lib/use-path-section";
import type { OwnerTexts } from "~/content/schemas";
import { GraphicSection } from "./graphic-section";
import { MyWorkHero, type SectionTile } from "./my-work-hero";
import type { PortfolioSections } from "./page-data";
import { PortfolioSection } from "./portfolio-section";
import { ProjectGrid } from "./project-grid";
import { TopFiveGrid } from "./top-five-grid";

type SectionId = Exclude<PortfolioSectionId, "my-work">;

/** How many more covers the first, double-width tile shows beside its count. */
const STRIP_LENGTH = 3;

/**
 * The portfolio's sections in the order of PORTFOLIO_SECTIONS. A category without projects is
 * left out (the menus leave it out too).
 */
export function PortfolioPage({ portfolio, texts }: { portfolio: PortfolioSections; texts: OwnerTexts["portfolio"] }) {
  usePathSection(PORTFOLIO_SECTIONS);
  const { top5, frontend, backend, fullstack, graphic } = portfolio;
  // A section's texts may be left out only when site.json hides it, and a hidden section has no
  // projects here, so every shown section has its texts (the content check makes sure).
  // Each section with its projects (their number and a cover for the hero's tile) and its grid.
  // A category's card of a top-5 project wears its rank: seen again below, it reads as the same
  // project met in its category, not as a second list repeating the first.
  const ranks = new Map(top5.map((item, index) => [item.urlTitle, index + 1]));
  const sections: Array<[SectionId, ReadonlyArray<SectionTile["cover"]>, ReactNode]> = [
    ["top-5-projects", top5, <TopFiveGrid items={top5} />],
    ["frontend", frontend, <ProjectGrid projects={frontend} ranks={ranks} />],
    ["backend", backend, <ProjectGrid projects={backend} ranks={ranks} />],
    ["fullstack", fullstack, <ProjectGrid projects={fullstack} ranks={ranks} />],
    ["graphic-design", graphic, <GraphicSection projects={graphic} intro={texts.graphicDesign!} ranks={ranks} />],
  ];
  const shown = sections.filter(([, projects]) => projects.length > 0);
  // Each tile shows its first project's cover that no tile before it shows: the top 5's first
  // project is often also the first of its category, and two equal pictures side by side say less.
  // The first tile spans both columns: a strip of its next covers fills its right half.
  const shownCovers = new Set<string>();
  const tiles = shown.map(([id, projects], index): SectionTile => {
    const cover = projects.find((project) => !shownCovers.has(project.image.id)) ?? projects[0]!;
    shownCovers.add(cover.image.id);
    const strip = index === 0 ? projects.filter((project) => project !== cover).slice(0, STRIP_LENGTH) : [];
    for (const more of strip) shownCovers.add(more.image.id);
    return { id, count: projects.length, cover, strip };
  });
  return (
    <>
      <MyWorkHero intro={texts.intro} sections={tiles} />
      {shown.map(([id, , content], index) => (
        <PortfolioSection key={id} id={id} intro={texts.sections[id]!} lead={index === 0}>
          {content}
        </PortfolioSection>
      ))}
    </>
  );
}
