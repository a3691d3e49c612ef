import type { OwnerTexts } from "../app/content/schemas";
import { readContent } from "./support/test-content";

// The tests' owner's sentences (e2e/content/<lang>/texts.json), as the pages show them.
export const ownerTexts = {
  en: readContent<OwnerTexts>("en/texts.json"),
  sv: readContent<OwnerTexts>("sv/texts.json"),
};

/** A hero text without its emphasis tags, as a visitor reads it. */
const shown = (markup: string) => markup.replace(/<[^>]+>/g, "");

/** The home page's headline in a language, as read. */
export const headline = (lng: "en" | "sv") => shown(ownerTexts[lng].hero.title);
