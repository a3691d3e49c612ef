import type { Localized } from "~/i18n/languages";
import { useLocalized } from "~/i18n/use-localized";
import { PORTFOLIO_SECTIONS } from "~/lib/sections";
import { usePathSection } from "~/lib/use-path-section";
import { GraphicSection } from "./graphic-section";
import { MyWorkHero } from "./my-work-hero";
import type { PortfolioSections } from "./page-data";
import { PortfolioSection } from "./portfolio-section";
import { ProjectGrid } from "./project-grid";
import { TopFiveGrid } from "./top-five-grid";

/** Spec §2: the portfolio's six sections, in the order of PORTFOLIO_SECTIONS. */
export function PortfolioPage({ portfolio }: { portfolio: Localized<PortfolioSections> }) {
  usePathSection(PORTFOLIO_SECTIONS);
  const { top5, frontend, backend, fullstack, graphic } = useLocalized(portfolio);
  return (
    <>
      <MyWorkHero
        counts={[
          ["top-5-projects", top5.length],
          ["frontend", frontend.length],
          ["backend", backend.length],
          ["fullstack", fullstack.length],
          ["graphic-design", graphic.length],
        ]}
      />
      <PortfolioSection id="top-5-projects" number={1}>
        <TopFiveGrid items={top5} />
      </PortfolioSection>
      <PortfolioSection id="frontend" number={2}>
        <ProjectGrid projects={frontend} />
      </PortfolioSection>
      <PortfolioSection id="backend" number={3}>
        <ProjectGrid projects={backend} />
      </PortfolioSection>
      <PortfolioSection id="fullstack" number={4}>
        <ProjectGrid projects={fullstack} />
      </PortfolioSection>
      <PortfolioSection id="graphic-design" number={5}>
        <GraphicSection projects={graphic} />
      </PortfolioSection>
    </>
  );
}
