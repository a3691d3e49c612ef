import { describe, expect, it } from "vitest";
import { fakeImage } from "~/test/fake-image";
import { pickLanguageArt } from "./themed-art";

const SIZES = ["mobile", "desktop"] as const;
const files = (suffix: string) =>
  Object.fromEntries(
    SIZES.flatMap((size) => ["light", "dark"].map((theme) => `hero/${size}-${theme}${suffix}`)).map((id) => [id, fakeImage(id)]),
  );
const ids = (art: ReturnType<typeof pickLanguageArt<(typeof SIZES)[number]>>) =>
  SIZES.flatMap((size) => [art?.[size].light.id, art?.[size].dark.id]);

describe("pickLanguageArt", () => {
  it("gives the Swedish page the -sv twins and the English page the plain pictures", () => {
    const images = { ...files(""), ...files("-sv") };
    expect(ids(pickLanguageArt(images, "hero", SIZES, "sv"))).toEqual([
      "hero/mobile-light-sv",
      "hero/mobile-dark-sv",
      "hero/desktop-light-sv",
      "hero/desktop-dark-sv",
    ]);
    expect(ids(pickLanguageArt(images, "hero", SIZES, "en"))).toEqual([
      "hero/mobile-light",
      "hero/mobile-dark",
      "hero/desktop-light",
      "hero/desktop-dark",
    ]);
  });

  it("shows both languages the same pictures when there are no twins", () => {
    const images = { ...files(""), "projects/msb/cover-sv": fakeImage("projects/msb/cover-sv") };
    expect(ids(pickLanguageArt(images, "hero", SIZES, "sv"))).toEqual(ids(pickLanguageArt(images, "hero", SIZES, "en")));
    expect(ids(pickLanguageArt(images, "hero", SIZES, "sv"))[0]).toBe("hero/mobile-light");
  });

  it("yields null outside a production build when the art is not built", () => {
    expect(pickLanguageArt(undefined, "hero", SIZES, "sv")).toBeNull();
  });
});
