import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";

// The deploy files are copied by owners as they are: each must run a script that exists and
// publish the folder the build writes.
const packageJson = JSON.parse(readFileSync("package.json", "utf8"));
const scripts = packageJson.scripts;
const OUTPUT = "build/client";

describe("the GitHub Pages workflow", () => {
  const workflow = parse(readFileSync(".github/workflows/pages.yml", "utf8"));
  const steps = workflow.jobs.build.steps;

  it("installs from the lock file, runs the build script and uploads its output", () => {
    const runs = steps.filter((step) => step.run).map((step) => step.run);
    expect(runs).toEqual(["npm ci", "npm run build"]);
    expect(scripts.build).toBeTruthy();
    const upload = steps.find((step) => String(step.uses).startsWith("actions/upload-pages-artifact"));
    expect(upload.with.path).toBe(OUTPUT);
  });

  it("builds under the path GitHub Pages serves the repository at", () => {
    const configure = steps.findIndex((step) => String(step.uses).startsWith("actions/configure-pages@"));
    const build = steps.findIndex((step) => step.run === "npm run build");
    expect(configure).toBeGreaterThanOrEqual(0);
    expect(configure).toBeLessThan(build);
    expect(steps[build].env.BASE_PATH).toBe(`\${{ steps.${steps[configure].id}.outputs.base_path }}`);
  });

  it("keeps the encoded images between builds", () => {
    const cache = steps.find((step) => String(step.uses).startsWith("actions/cache"));
    expect(cache.with.path.split("\n").filter(Boolean)).toEqual([".cache", "public/img"]);
  });

  it("deploys what the build uploaded", () => {
    expect(workflow.jobs.deploy.needs).toBe("build");
    expect(workflow.jobs.deploy.steps[0].uses).toMatch(/^actions\/deploy-pages@/);
  });
});

describe("netlify.toml", () => {
  const toml = readFileSync("netlify.toml", "utf8");
  const setting = (name) => toml.match(new RegExp(`^\\s*${name} = "([^"]*)"`, "m"))?.[1];

  it("runs the build script and publishes its output", () => {
    expect(setting("command")).toBe("npm run build");
    expect(setting("publish")).toBe(OUTPUT);
  });

  it("asks for the Node version the build needs", () => {
    expect(setting("NODE_VERSION")).toBe("20");
  });
});

// The tests run on one Node version; the hosts build on the same one, so a build that passes here
// passes there.
describe("the Node version", () => {
  it("is the same major in engines, netlify.toml and the GitHub Pages workflow", () => {
    const major = packageJson.engines.node.match(/^\^(\d+)\./)?.[1];
    expect(major).toBeTruthy();
    const toml = readFileSync("netlify.toml", "utf8");
    expect(toml.match(/^\s*NODE_VERSION = "([^"]*)"/m)?.[1]).toBe(major);
    const steps = parse(readFileSync(".github/workflows/pages.yml", "utf8")).jobs.build.steps;
    const setup = steps.find((step) => String(step.uses).startsWith("actions/setup-node@"));
    expect(String(setup.with["node-version"])).toBe(major);
  });
});
