import { buildBrand } from "../../scripts/brand/build.mjs";

// The tests' content, as vitest.config.ts's CONTENT_DIR: a build of the owner's may have left
// app/brand/ from content/.
export async function setup() {
  await buildBrand("e2e/content");
}
