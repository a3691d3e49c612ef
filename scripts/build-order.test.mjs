import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

// A content mistake must stop `npm run build` and `npm run dev` in seconds: the content check (the CV
// step, which loads and checks every content file) runs before the image step encodes the pictures.
const { scripts } = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8"));

describe.each(["build", "dev"])("npm run %s", (name) => {
  it("checks the content before it encodes the images", () => {
    const steps = scripts[name].split("&&").map((step) => step.trim());
    const check = steps.indexOf("node scripts/cv/build-cv.mjs");
    const images = steps.indexOf("node scripts/images/build.mjs");
    expect(check).toBeGreaterThanOrEqual(0);
    expect(images).toBeGreaterThan(check);
  });
});
