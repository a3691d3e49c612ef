// @vitest-environment node
import { cp, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applyDrafts, draftsShown } from "./drafts.server";
import type { ResponsiveImageData } from "./image-types";
import { loadContent, type Content } from "./load.server";

const FIXTURES = join(import.meta.dirname, "__fixtures__");
const fakeImage = (id: string): ResponsiveImageData => ({ id, width: 1, height: 1, src: `/img/${id}.webp`, avif: "", webp: "" });

// The valid fixture, where project "alpha" (frontend, top 5) is a draft in
// Swedish only, and post "second-light" is a draft in English only.
let root: string;
let content: Content;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), "drafts-"));
  await cp(join(FIXTURES, "valid"), root, { recursive: true });
  await cp(join(FIXTURES, "allowed", "drafts"), root, { recursive: true });
  content = await loadContent({ root, resolveImage: fakeImage });
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe("applyDrafts", () => {
  it("leaves a draft out of every page, list and link, whichever language's file says draft", () => {
    const published = applyDrafts(content, false);
    expect([...published.projects.keys()]).not.toContain("alpha");
    expect(published.layout.frontend).toEqual([]);
    expect(published.top5.en!.map((item) => item.urlTitle)).toEqual(["delta"]);
    expect(published.top5.sv!.map((item) => item.urlTitle)).toEqual(["delta"]);
    expect(published.posts.en!.map((post) => post.urlTitle)).toEqual(["first-light"]);
    expect(published.posts.sv!.map((post) => post.urlTitle)).toEqual(["first-light"]);
  });

  it("keeps drafts when they are shown, marked as drafts in both languages", () => {
    const shown = applyDrafts(content, true);
    expect(shown.projects.get("alpha")?.en?.draft).toBe(true);
    expect(shown.projects.get("alpha")?.sv?.draft).toBe(true);
    expect(shown.projects.get("beta")?.en?.draft).toBeUndefined();
    expect(shown.layout.frontend).toEqual(["alpha"]);
    expect(shown.posts.sv!.map((post) => [post.urlTitle, post.draft])).toEqual([["second-light", true], ["first-light", undefined]]);
  });

  it("changes nothing when there is no draft", () => {
    const published = applyDrafts(content, false);
    expect(applyDrafts(published, false)).toBe(published);
  });
});

describe("draftsShown", () => {
  it("shows drafts only with DRAFTS=1", () => {
    expect(draftsShown({ DRAFTS: "1" })).toBe(true);
    expect(draftsShown({})).toBe(false);
    expect(draftsShown({ DRAFTS: "0" })).toBe(false);
  });
});
