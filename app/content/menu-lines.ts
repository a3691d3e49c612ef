import type { OwnerTexts } from "./schemas";
import { byLanguageFolder, type Localized } from "~/i18n/languages";

// The line under a menu entry describes the owner ("Notes from the workbench"), so it is theirs
// (content/<lang>/texts.json, its `menu`): the menus show it, and a section page's description
// leads with it. A named import keeps a bundle to these strings only. Taken as unknown, so the
// type check never depends on what the owner wrote: the build's first step checks texts.json
// against its schema.
const lines: Record<string, unknown> = import.meta.glob("@content/*/texts.json", { eager: true, import: "menu" });
export const MENU_LINES = byLanguageFolder(lines) as Localized<OwnerTexts["menu"]>;
