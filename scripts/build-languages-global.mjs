// Imported first by the Playwright configs: the specs import the app's modules, which read the
// site's languages (Vite's define gives them to the app). Here they are the languages of the build
// under test, which the postbuild step writes beside it, or the tests' content's before a build.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { BUILD_DIR } from "./build-dir.mjs";
import { readSiteLanguages } from "./site-languages.mjs";

const built = join(BUILD_DIR, "languages.json");
globalThis.__SITE_LANGUAGES__ ??= existsSync(built) ? JSON.parse(readFileSync(built, "utf8")) : readSiteLanguages("e2e/content");
