// npm run new:project -- <slug> --section frontend|backend|fullstack|graphic-design (see scaffold.mjs).
import { parseArgs } from "node:util";
import { newProject, runCli, ScaffoldError } from "./scaffold.mjs";

await runCli((contentDir) => {
  let parsed;
  try {
    parsed = parseArgs({ allowPositionals: true, options: { section: { type: "string" } } });
  } catch (error) {
    throw new ScaffoldError(error.message);
  }
  return newProject({ contentDir, slug: parsed.positionals[0], section: parsed.values.section });
});
