// First: sets the site's languages, which the app's modules read (outside Vite's define).
import "./scripts/site-languages-global.mjs";
import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/prerender-paths";
import { BASE_PATH } from "./scripts/base-path.mjs";
import { BUILD_DIR } from "./scripts/build-dir.mjs";

export default {
  appDirectory: "app",
  buildDirectory: BUILD_DIR,
  // "/" or "/<repo>/" (BASE_PATH): React Router adds it to every link and navigation.
  basename: BASE_PATH,
  ssr: false,
  // React Router 7's behaviour, said out loud: a flag left unset prints a warning on every build,
  // which buried the owner's own messages. Each is a change to try when upgrading to v8 (its
  // upgrade guide), with `npm test` and `npm run bench`.
  future: {
    v8_middleware: false,
    v8_splitRouteModules: false,
    v8_viteEnvironmentApi: false,
    v8_passThroughRequests: false,
    v8_trailingSlashAwareDataRequests: false,
  },
  async prerender() {
    return prerenderPaths();
  },
} satisfies Config;
