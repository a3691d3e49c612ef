// @vitest-environment node
import { describe, expect, it } from "vitest";
import { slowfashionApi } from "./backend-projects.mjs";
import { backendCover, frontendCover, fullstackCover } from "./covers.mjs";
import { brutalBeats, msb } from "./web-projects-a.mjs";

const labels = (svg) => [...svg.matchAll(/aria-label="([^"]*)"/g)].map((m) => m[1]);
const hasPhone = (svg) => svg.includes('clip-path="url(#phone-');

describe("covers by kind of project", () => {
  it("shows a frontend's page with its phone beside it", () => {
    const cover = frontendCover(msb);
    expect(hasPhone(cover)).toBe(true);
    expect(labels(cover)).toContain("Home preparedness");
  });

  it("shows a fullstack project's page with the requests it sends instead of a phone", () => {
    const cover = fullstackCover(brutalBeats);
    expect(hasPhone(cover)).toBe(false);
    expect(labels(cover)).toEqual(expect.arrayContaining(["BRUTAL BEATS", ...brutalBeats.api.rows.slice(0, 4).map(([, route]) => route)]));
  });

  it("sets a backend's name large over its endpoints, beside its passing tests", () => {
    const cover = backendCover(slowfashionApi);
    const words = labels(cover);
    expect(words).toEqual(expect.arrayContaining(["Slowfashion", "Rental API", "/garments", "a rental blocks the care days after it"]));
    expect(hasPhone(cover)).toBe(false);
  });

  it("gives each kind a different composition", () => {
    const shape = (svg) => svg.replace(/aria-label="[^"]*"|d="[^"]*"|#[0-9a-f]{3,6}/gi, "").replace(/\d+(\.\d+)?/g, "0");
    const kinds = [frontendCover(brutalBeats), fullstackCover(brutalBeats), backendCover(slowfashionApi)].map(shape);
    expect(new Set(kinds).size).toBe(3);
  });
});
