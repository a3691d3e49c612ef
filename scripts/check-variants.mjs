// `npm run check:variants`: the tests' content built with its Backend section hidden, then its blog
// (site.json's `hidden`), each into build/variants/<name>/ and checked by the smoke suite. Too slow
// for `npm test`, whose unit tests check the same switches (app/hidden-parts.server.test.ts).
import { spawnSync } from "node:child_process";
import { cpSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const VARIANTS = [
  { name: "hidden-backend", hidden: ["backend"] },
  { name: "hidden-blog", hidden: ["blog"] },
];

/** Runs a command in the project, with `env` added; true when it succeeds. */
function run(command, args, env) {
  console.log(`\n$ ${Object.entries(env).map(([key, value]) => `${key}=${value}`).join(" ")} ${command} ${args.join(" ")}`);
  return spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } }).status === 0;
}

const results = [];
for (const { name, hidden } of VARIANTS) {
  const folder = join("build", "variants", name);
  const content = join(folder, "content");
  rmSync(folder, { recursive: true, force: true });
  cpSync("e2e/content", content, { recursive: true });
  const site = JSON.parse(readFileSync(join(content, "site.json"), "utf8"));
  writeFileSync(join(content, "site.json"), `${JSON.stringify({ ...site, hidden }, null, 2)}\n`);
  const env = { CONTENT_DIR: content, BUILD_DIR: join(folder, "build"), BLOG_PAGE_SIZE: "2", EXAMPLE_VALUES_WARNING: "off" };
  const built = run("npm", ["run", "build"], env);
  // Its own results folder, so a test run beside it cannot clear this one's traces mid-run.
  const checked = built && run("npx", ["playwright", "test", "--project=smoke", `--output=${join(folder, "test-results")}`], env);
  const verdict = !built ? "the build failed" : checked ? "built, smoke and dead-link checks passed" : "the smoke checks failed";
  results.push(`${name}: ${verdict}`);
}
console.log(`\n${results.join("\n")}`);
process.exit(results.every((line) => line.endsWith("passed")) ? 0 : 1);
