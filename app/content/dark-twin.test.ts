import { describe, expect, it } from "vitest";
import { darkTwinId, withDarkTwin } from "./dark-twin";
import type { ResponsiveImageData } from "./image-types";

const resolve = (id: string): ResponsiveImageData => ({ id, width: 1600, height: 1000, src: `/img/${id}.webp`, avif: "", webp: "" });

describe("dark twins", () => {
  it("adds -dark to the name, before the language ending of a language twin", () => {
    expect(darkTwinId("projects/printagon/cover")).toBe("projects/printagon/cover-dark");
    expect(darkTwinId("projects/printagon/cover-sv")).toBe("projects/printagon/cover-dark-sv");
    expect(darkTwinId("projects/svelte-app/cover")).toBe("projects/svelte-app/cover-dark");
  });

  it("finds the Swedish twin's own dark twin", () => {
    const known = new Set(["projects/a/cover-sv", "projects/a/cover-dark-sv"]);
    expect(withDarkTwin("projects/a/cover-sv", known, resolve).dark?.id).toBe("projects/a/cover-dark-sv");
  });

  it("attaches the twin when its file exists", () => {
    const known = new Set(["projects/a/cover", "projects/a/cover-dark"]);
    const image = withDarkTwin("projects/a/cover", known, resolve);
    expect(image.id).toBe("projects/a/cover");
    expect(image.dark?.id).toBe("projects/a/cover-dark");
  });

  it("leaves an image without a twin as it is", () => {
    const image = withDarkTwin("projects/b/cover", new Set(["projects/b/cover", "projects/a/cover-dark"]), resolve);
    expect(image).toEqual(resolve("projects/b/cover"));
    expect(image.dark).toBeUndefined();
  });

  it("does not look for a twin of a twin", () => {
    const known = new Set(["projects/a/cover-dark", "projects/a/cover-dark-dark"]);
    expect(withDarkTwin("projects/a/cover-dark", known, resolve).dark).toBeUndefined();
    expect(withDarkTwin("projects/a/cover-dark-sv", new Set(["projects/a/cover-dark-dark-sv"]), resolve).dark).toBeUndefined();
  });
});
