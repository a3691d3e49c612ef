// React Router publishes a production build beside its development one, but its package exports
// name only the development files (a stopgap the maintainers mean to lift), so a plain build ships
// the browser the development warnings and the code that checks for them. In a build, the
// browser's imports of `react-router` and `react-router/dom` get the production files instead.
// The prerender keeps Node's resolution: one copy of the router on each side, never two.
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

const dist = join(dirname(createRequire(import.meta.url).resolve("react-router/package.json")), "dist", "production");

const PRODUCTION_FILES = {
  "react-router": join(dist, "index.mjs"),
  "react-router/dom": join(dist, "dom-export.mjs"),
};

export function productionReactRouter() {
  return {
    name: "production-react-router",
    apply: "build",
    enforce: "pre",
    resolveId(source, _importer, options) {
      if (options?.ssr) return null;
      return PRODUCTION_FILES[source] ?? null;
    },
  };
}
