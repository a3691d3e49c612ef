// The browser loads a language's texts as one file, /locales/<lng>.json, made from the namespaces in
// public/locales/<lng>/*.json: one round trip instead of one per namespace (docs/decisions/0019).
import { existsSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { readSiteLanguages } from "./site-languages.mjs";

const LOCALES = "public/locales";
const BUNDLE_URL = /^\/locales\/([a-z]{2,3})\.json$/;

/** `{ [namespace]: texts }` of one language, namespaces in name order. */
export function translationBundle(lng, dir = LOCALES) {
  const folder = join(dir, lng);
  const files = readdirSync(folder).filter((file) => file.endsWith(".json")).sort();
  return Object.fromEntries(files.map((file) => [file.slice(0, -".json".length), JSON.parse(readFileSync(join(folder, file), "utf8"))]));
}

/**
 * Serves the bundles in development and writes one per site language beside the client build; the
 * per-namespace files Vite copied from public/ are taken out again.
 */
export function translationBundles(dir = LOCALES, languages = readSiteLanguages()) {
  return {
    name: "translation-bundles",
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const lng = BUNDLE_URL.exec((req.url ?? "").split("?")[0] ?? "")?.[1];
        if (!lng || !existsSync(join(dir, lng))) return next();
        res.setHeader("Content-Type", "application/json");
        res.end(JSON.stringify(translationBundle(lng, dir)));
      });
    },
    generateBundle() {
      if (this.environment?.config.consumer === "server") return;
      for (const lng of languages.filter((code) => existsSync(join(dir, code)))) {
        this.emitFile({ type: "asset", fileName: `locales/${lng}.json`, source: JSON.stringify(translationBundle(lng, dir)) });
      }
    },
    writeBundle(options) {
      if (this.environment?.config.consumer === "server" || !options.dir) return;
      const folders = readdirSync(dir, { withFileTypes: true }).filter((entry) => entry.isDirectory());
      for (const { name } of folders) rmSync(join(options.dir, "locales", name), { recursive: true, force: true });
    },
  };
}
