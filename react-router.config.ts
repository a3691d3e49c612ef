import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/prerender-paths";

export default {
  appDirectory: "app",
  buildDirectory: "build",
  ssr: false,
  async prerender() {
    return prerenderPaths();
  },
} satisfies Config;
