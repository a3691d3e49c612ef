import type { IconName } from "~/components/ui/icon";
import type { MenuEntryKey } from "~/content/schemas";
import type { PortfolioSectionId, ProfileSectionId } from "~/lib/sections";

// One list feeds the desktop menu and the phone menu: entries carry title, url, sectionId, icon,
// description and subMenu.
// Titles are translation keys in the common namespace; a description names the entry whose line
// the owner wrote in content/<lang>/texts.json (useMenuDescription).
export type MenuEntry = {
  title: string;
  url: string;
  sectionId?: ProfileSectionId | PortfolioSectionId;
  icon?: IconName;
  description?: MenuEntryKey;
  subMenu?: MenuEntry[];
};

function entry(key: MenuEntryKey, url: string, sectionId?: MenuEntry["sectionId"]): MenuEntry {
  return { title: `menu.${key}.title`, description: key, url, sectionId };
}

/**
 * The menu; portfolio sections without projects are not on the page, so it leaves them out, as it
 * leaves out a hidden blog.
 */
export function menuFor(shownSections: readonly PortfolioSectionId[], blogShown = true): MenuEntry[] {
  const shown = (item: MenuEntry) => shownSections.includes(item.sectionId as PortfolioSectionId);
  return [
    {
      ...entry("profile", "/profile", "home"),
      icon: "user",
      subMenu: [
        entry("whoAmI", "/profile/who-am-i", "who-am-i"),
        entry("webSkills", "/profile/web-skills", "web-skills"),
        entry("graphicSkills", "/profile/graphic-skills", "graphic-skills"),
        entry("additionalSkills", "/profile/additional-skills", "additional-skills"),
        entry("programs", "/profile/programs-and-softwares", "programs-and-softwares"),
        entry("experience", "/profile/experience", "experience"),
        entry("education", "/profile/education", "education"),
        entry("hobbies", "/profile/hobbies", "hobbies"),
      ],
    },
    {
      ...entry("portfolio", "/portfolio", "my-work"),
      icon: "briefcase",
      subMenu: [
        entry("top5", "/portfolio/top-5-projects", "top-5-projects"),
        entry("frontend", "/portfolio/frontend", "frontend"),
        entry("backend", "/portfolio/backend", "backend"),
        entry("fullstack", "/portfolio/fullstack", "fullstack"),
        entry("graphicDesign", "/portfolio/graphic-design", "graphic-design"),
      ].filter(shown),
    },
    ...(blogShown ? [{ ...entry("blog", "/blog"), icon: "pen" } satisfies MenuEntry] : []),
  ];
}

export const MENU: MenuEntry[] = menuFor(__SHOWN_PORTFOLIO_SECTIONS__, __BLOG_SHOWN__);

/**
 * The portfolio submenu starts with a link to the whole page, in both menus: its title also leads
 * there, but a visitor scanning the list of sections looks for the overview in it.
 */
export function withDirectLink(item: MenuEntry): MenuEntry[] {
  if (!item.subMenu) return [];
  if (item.url !== "/portfolio") return item.subMenu;
  return [{ title: "nav.allPortfolio", description: item.description, url: item.url, sectionId: item.sectionId }, ...item.subMenu];
}
