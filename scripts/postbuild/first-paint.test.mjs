import { describe, expect, it } from "vitest";
import { withLowPriorityModules } from "./first-paint.mjs";

const PAGE = '<head><link rel="modulepreload" href="/assets/root-2.js"/><link rel="stylesheet" href="/assets/root.css"/></head>';

describe("withLowPriorityModules", () => {
  it("fetches the hydration modules after the first view's resources", () => {
    expect(withLowPriorityModules(PAGE)).toBe(
      '<head><link rel="modulepreload" fetchpriority="low" href="/assets/root-2.js"/><link rel="stylesheet" href="/assets/root.css"/></head>',
    );
  });

  it("can run twice without adding the attribute twice", () => {
    expect(withLowPriorityModules(withLowPriorityModules(PAGE))).toBe(withLowPriorityModules(PAGE));
  });
});
