// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { testsThatSeeContent } from "./owner-content-tests.mjs";

function project(files) {
  const root = mkdtempSync(join(tmpdir(), "selection-"));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  mkdirSync(join(root, "scripts"), { recursive: true });
  return root;
}

describe("testsThatSeeContent", () => {
  it("picks the tests that reach a content folder through their imports or their text, and no others", () => {
    const root = project({
      "app/identity.ts": 'import site from "@content/site.json";\nexport const name = site.name;\n',
      "app/footer.tsx": 'import { name } from "./identity";\nexport const Footer = () => name;\n',
      "app/footer.test.tsx": 'import { Footer } from "~/footer";\n',
      "app/menu.ts": "export const MENU = __SHOWN_PORTFOLIO_SECTIONS__;\n",
      "app/menu.test.ts": 'export * from "./menu";\n',
      "app/paths.ts": 'import { contentFolder } from "../scripts/content-dir.mjs";\nexport const dir = contentFolder();\n',
      "app/paths.test.ts": 'const { dir } = await import("./paths");\n',
      "app/math.ts": "export const add = (a: number, b: number) => a + b;\n",
      "app/math.test.ts": 'import { add } from "./math";\nimport { describe } from "vitest";\n',
      "scripts/read.test.mjs": 'import { join } from "node:path";\nconst file = join(root, "content", "site.json");\n',
      "scripts/content-dir.mjs": "export function contentFolder() {}\n",
    });
    expect(testsThatSeeContent(root)).toEqual([
      "app/footer.test.tsx",
      "app/menu.test.ts",
      "app/paths.test.ts",
      "scripts/read.test.mjs",
    ]);
  });
});
