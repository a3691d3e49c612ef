import type { ReactNode } from "react";
import { PORTFOLIO_SECTIONS, type PortfolioSectionId } from "~/lib/sections";
import { usePathSection } from "~/lib/use-path-section";
import type { OwnerTexts } from "~/content/schemas";
import { GraphicSection } from "./graphic-section";
import { MyWorkHero } from "./my-work-hero";
import type { PortfolioSections } from "./page-data";
import { PortfolioSection } from "./portfolio-section";
import { ProjectGrid } from "./project-grid";
import { TopFiveGrid } from "./top-five-grid";

type SectionId = Exclude<PortfolioSectionId, "my-work">;

/**
 * The portfolio's sections in the order of PORTFOLIO_SECTIONS. A category without projects is
 * left out (the menus leave it out too).
 */
export function PortfolioPage({ portfolio, texts }: { portfolio: PortfolioSections; texts: OwnerTexts["portfolio"] }) {
  usePathSection(PORTFOLIO_SECTIONS);
  const { top5, frontend, backend, fullstack, graphic } = portfolio;
  const sections: Array<[SectionId, number, ReactNode]> = [
    ["top-5-projects", top5.length, <TopFiveGrid items={top5} />],
    ["frontend", frontend.length, <ProjectGrid projects={frontend} />],
    ["backend", backend.length, <ProjectGrid projects={backend} />],
    ["fullstack", fullstack.length, <ProjectGrid projects={fullstack} />],
    ["graphic-design", graphic.length, <GraphicSection projects={graphic} intro={texts.graphicDesign} />],
  ];
  const shown = sections.filter(([, count]) => count > 0);
  return (
    <>
      <MyWorkHero intro={texts.intro} counts={shown.map(([id, count]) => [id, count] as const)} />
      {shown.map(([id, , content], index) => (
        <PortfolioSection key={id} id={id} intro={texts.sections[id]} lead={index === 0}>
          {content}
        </PortfolioSection>
      ))}
    </>
  );
}
