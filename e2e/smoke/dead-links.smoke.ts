import { expect, test } from "@playwright/test";
import { deadLinks } from "../../scripts/seo/dead-links.mjs";
import { CLIENT_DIR } from "../../scripts/build-dir.mjs";

// The owner's build, read as files: whatever the content holds or hides (a section, the blog, a
// post's second language), no page, feed or sitemap entry points to an address the build lacks.
test("every internal address in the pages, feeds and sitemap is a file the build wrote", async () => {
  expect(await deadLinks(CLIENT_DIR)).toEqual([]);
});
