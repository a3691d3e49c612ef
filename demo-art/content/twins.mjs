// The Swedish twins of a project's pictures. A project whose pictures have words must have a
// dictionary in ./sv/ naming every one of them, so a Swedish page never shows an English picture
// by accident; a twin is made only of a picture whose words change.
import { drawIn } from "./words.mjs";

/** The Swedish pictures of `slug` that differ from `images` (its English ones), by name; throws on a word without Swedish. */
export function swedishTwins(slug, draw, images, dictionaries) {
  const words = dictionaries[slug] ?? {};
  const { drawn, missing } = drawIn(words, draw);
  if (missing.length) {
    const where = dictionaries[slug]
      ? `./sv/ has no Swedish for ${slug}'s`
      : `${slug}'s pictures have words but ./sv/ has no dictionary for it:`;
    throw new Error(`art: ${where} ${missing.map((m) => `"${m}"`).join(", ")}`);
  }
  return Object.fromEntries(Object.entries(drawn).filter(([name, content]) => content !== images[name]));
}
