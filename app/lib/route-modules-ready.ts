type RouterWindow = { __reactRouterRouteModules?: unknown };

/**
 * Resolves once React Router's bootstrap has put the route modules on `window`. The entry shares
 * its file with the shell (chunks.config.ts), which the route modules import, so the entry runs
 * as soon as the first of them arrives: hydrating before the bootstrap has them all fails ("You
 * must be using the SSR features of React Router…"), as it did when a page's own script came in
 * last. The bootstrap's assignment resolves the promise; nothing polls.
 */
export function routeModulesReady(win: RouterWindow = window as RouterWindow): Promise<void> {
  if (win.__reactRouterRouteModules !== undefined) return Promise.resolve();
  return new Promise((resolve) => {
    Object.defineProperty(win, "__reactRouterRouteModules", {
      configurable: true,
      get: () => undefined,
      set(value: unknown) {
        Object.defineProperty(win, "__reactRouterRouteModules", { value, writable: true, configurable: true, enumerable: true });
        resolve();
      },
    });
  });
}
