import { describe, expect, it } from "vitest";
import { routeModulesReady } from "./route-modules-ready";

describe("routeModulesReady", () => {
  it("resolves at once when the bootstrap has set the route modules", async () => {
    await expect(routeModulesReady({ __reactRouterRouteModules: {} })).resolves.toBeUndefined();
  });

  it("waits for the bootstrap to set them, and keeps what it sets", async () => {
    const win: { __reactRouterRouteModules?: unknown } = {};
    let ready = false;
    const waiting = routeModulesReady(win).then(() => (ready = true));
    await Promise.resolve();
    expect(ready).toBe(false);
    const modules = { root: {} };
    win.__reactRouterRouteModules = modules;
    await waiting;
    expect(ready).toBe(true);
    expect(win.__reactRouterRouteModules).toBe(modules);
    win.__reactRouterRouteModules = { root: { again: true } };
    expect(win.__reactRouterRouteModules).toEqual({ root: { again: true } });
  });
});
