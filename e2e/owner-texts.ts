import type { OwnerTexts } from "../app/content/schemas";
import { readContent } from "./support/test-content";

/** The tests' content hides nothing, so it writes every text a hidden section or blog may leave out. */
type EveryText = OwnerTexts & {
  meta: Required<OwnerTexts["meta"]>;
  portfolio: Required<OwnerTexts["portfolio"]> & { sections: Required<OwnerTexts["portfolio"]["sections"]> };
  blog: NonNullable<OwnerTexts["blog"]>;
};

// The tests' owner's sentences (e2e/content/<lang>/texts.json), as the pages show them.
export const ownerTexts = {
  en: readContent<EveryText>("en/texts.json"),
  sv: readContent<EveryText>("sv/texts.json"),
};

/** A hero text without its emphasis tags, as a visitor reads it. */
const shown = (markup: string) => markup.replace(/<[^>]+>/g, "");

/** The home page's headline in a language, as read. */
export const headline = (lng: "en" | "sv") => shown(ownerTexts[lng].hero.title);
