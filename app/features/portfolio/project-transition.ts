import { useViewTransitionState } from "react-router";
import { localizePath } from "~/i18n/paths";
import { useLanguage } from "~/i18n/use-language";
import { projectPath } from "./portfolio-navigation";

/**
 * The one shared element of the card-to-page view transition: the project page's cover always
 * carries this name, a card's cover only while the router moves to or from its project, so no two
 * elements of a page share it (a shared name would cancel the transition).
 */
export const PROJECT_COVER = "[view-transition-name:project-cover]";

/** The class a card's cover takes while its project's page comes or goes. */
export function useProjectCoverTransition(urlTitle: string): string {
  const moving = useViewTransitionState(localizePath(projectPath(urlTitle), useLanguage()));
  return moving ? PROJECT_COVER : "";
}
