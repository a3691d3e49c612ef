import { menu as enMenu } from "@content/en/texts.json";
import { menu as svMenu } from "@content/sv/texts.json";
import type { OwnerTexts } from "~/content/schemas";
import type { Localized } from "~/i18n/languages";
import { useLanguage } from "~/i18n/use-language";
import type { MenuEntry } from "./menu-data";

// The line under a menu entry describes the owner ("Notes from the workbench"), so it is theirs
// (content/<lang>/texts.json, its `menu`). Named imports keep the bundle to these strings only.
// Taken as unknown, so the type check never depends on what the owner wrote: the build's first
// step checks texts.json against its schema.
const described: unknown = { en: enMenu, sv: svMenu };
const DESCRIPTIONS = described as Localized<OwnerTexts["menu"]>;

/** The owner's line under a menu entry in the page's language, or undefined where they wrote none. */
export function useMenuDescription(): (entry: MenuEntry) => string | undefined {
  const lng = useLanguage();
  return (entry) => (entry.description ? DESCRIPTIONS[lng][entry.description] : undefined);
}
