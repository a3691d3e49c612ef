// Build step: checks the content and writes the CV and cover letter PDFs to public/files/, through
// Vite's module runner, so the PDF comes from the very code and schemas the site uses.
import { relative } from "node:path";
import { fileURLToPath } from "node:url";
import { runnerImport } from "vite";
// Sets the site's languages, which the app's modules read (outside Vite's define).
import "../site-languages-global.mjs";

const root = fileURLToPath(new URL("../..", import.meta.url));
const { module } = await runnerImport(`${root}app/features/cv/cv-build.server.ts`, {
  configFile: false,
  root,
  logLevel: "error",
});
try {
  const { files, warning } = await module.writeCvFiles(root);
  console.log(`cv: wrote ${files.map((file) => relative(root, file)).join(", ")}`);
  // Printed here, the build's first content step, so a build says it once. The tests' content is
  // example values on purpose: its builds set EXAMPLE_VALUES_WARNING=off.
  if (warning && process.env.EXAMPLE_VALUES_WARNING !== "off") console.warn(`\n${warning}\n`);
} catch (error) {
  // Bad content is the author's to fix: show the list of problems, not a stack trace.
  if (error?.name !== "ContentError") throw error;
  console.error(`\n${error.message}\n`);
  process.exit(1);
}
