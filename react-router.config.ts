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
  async prerender() {
    return prerenderPaths();
  },
} satisfies Config;
