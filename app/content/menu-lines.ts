import { menu as enMenu } from "@content/en/texts.json";
import { menu as svMenu } from "@content/sv/texts.json";
import type { OwnerTexts } from "./schemas";
import type { Localized } from "~/i18n/languages";

// The line under a menu entry describes the owner ("Notes from the workbench"), so it is theirs
// (content/<lang>/texts.json, its `menu`): the menus show it, and a section page's description
// leads with it. Named imports keep a bundle to these strings only. Taken as unknown, so the
// type check never depends on what the owner wrote: the build's first step checks texts.json
// against its schema.
const lines: unknown = { en: enMenu, sv: svMenu };
export const MENU_LINES = lines as Localized<OwnerTexts["menu"]>;
