import { expect, test } from "@playwright/test";
import { orphanPages } from "../support/orphans";

// The owner's build, read as files: whatever the content holds, no page in the sitemap is left
// without a link to it (the tests' own build is checked in built-html.spec.ts).
test("every page in the sitemap is linked from another page, at its canonical address", async () => {
  const { listed, orphans } = await orphanPages();
  expect(listed, "pages in the sitemap").toBeGreaterThan(0);
  expect(orphans).toEqual([]);
});
