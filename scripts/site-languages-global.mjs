// Imported first by what runs the app's modules outside a Vite build (routes.ts and
// react-router.config.ts, which React Router loads without the Vite config, and the CV step): it
// sets the global that Vite's define gives the app, __SITE_LANGUAGES__.
import { readSiteLanguages } from "./site-languages.mjs";

globalThis.__SITE_LANGUAGES__ ??= readSiteLanguages();
