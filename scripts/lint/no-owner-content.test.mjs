// @vitest-environment node
import { Linter } from "eslint";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("../..", import.meta.url));
const linter = new Linter({ cwd: root });
// The project's own config, so the test proves the rule is on for test files and off for the app.
const config = (await import("../../eslint.config.js")).default;
const problems = (code, file) =>
  linter
    .verify(code, config, { filename: `${root}${file}` })
    .filter((problem) => problem.ruleId === "portfolio/no-owner-content" || problem.fatal)
    .map((problem) => problem.message);

describe("the rule that keeps tests off the owner's content/", () => {
  it.each([
    ['import site from "@content/site.json";', "app/features/x.test.ts"],
    ['import site from "../../../content/site.json";', "app/features/layout/x.test.tsx"],
    ['const site = await import("../content/site.json");', "e2e/x.spec.ts"],
    ['import { readFileSync } from "node:fs"; readFileSync("content/site.json", "utf8");', "app/x.test.ts"],
    ['import fs from "node:fs"; import { join } from "node:path"; fs.readdirSync(join(process.cwd(), "content", "en"));', "x.test.ts"],
    [
      'import { readFile } from "node:fs/promises"; await readFile(new URL("../../content/site.json", import.meta.url));',
      "e2e/support/x.ts",
    ],
  ])("flags %s in %s", (code, file) => {
    expect(problems(code, file)).toEqual([expect.stringContaining("Tests never read the owner's content/")]);
  });

  it.each([
    ['import site from "@test-content/site.json";', "app/features/x.test.ts"],
    ['import site from "./content/site.json";', "e2e/x.spec.ts"],
    ['import { readFileSync } from "node:fs"; readFileSync("e2e/content/site.json", "utf8");', "app/x.test.ts"],
    // A copy into a temporary folder named content writes there; it reads the tests' content.
    ['import { cp } from "node:fs/promises"; await cp("e2e/content", join(tmp, "content"), { recursive: true });', "app/x.test.ts"],
    // A message that names a file of content/ is no read of it.
    ['expect(message).toBe("content/site.json: name must not be empty");', "app/x.test.ts"],
  ])("allows %s in %s", (code, file) => {
    expect(problems(code, file)).toEqual([]);
  });

  it("leaves the app's own code alone: a build reads content/", () => {
    expect(problems('import site from "@content/site.json";', "app/content/identity.ts")).toEqual([]);
  });
});
