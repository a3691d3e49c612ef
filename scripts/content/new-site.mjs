// npm run new:site [-- --yes]: replaces the demo in the content folder with a minimal site that
// builds (scaffold.mjs, newSite). Committed content can be had back from git; anything else
// would be lost, so it asks first, and without a terminal to ask on it needs --yes.
import { relative } from "node:path";
import { createInterface } from "node:readline/promises";
import { parseArgs } from "node:util";
import { contentFolder } from "../content-dir.mjs";
import { confirmReplace, newSite } from "./scaffold.mjs";

const { values } = parseArgs({ options: { yes: { type: "boolean", short: "y" } } });
const contentDir = contentFolder();
const shown = relative(process.cwd(), contentDir) || ".";

async function ask(question) {
  const prompt = createInterface({ input: process.stdin, output: process.stdout });
  try {
    return await prompt.question(question);
  } finally {
    prompt.close();
  }
}

const verdict = await confirmReplace({ contentDir, yes: values.yes === true, interactive: process.stdin.isTTY === true, ask });
if (!verdict.ok) {
  console.error(verdict.message);
  process.exitCode = 1;
} else {
  const written = await newSite({ contentDir });
  console.log(`Replaced everything in ${shown}/ with a new site (${written.length} files; icons.json kept):
  - site.json with placeholder addresses, and the texts of every page in each language
  - one example project (portfolio/example-project) and one example post (blog/example-post)
  - profile.json with no experience, education or hobbies, and one placeholder skill in each list of skills
  - placeholder pictures for the hero, the not-found page, the contact portrait and link previews

Next steps:
  1. npm run build: the warning "example values are still in …" lists every placeholder left.
  2. Put your address, e-mail and profiles in ${shown}/site.json, and your name ("name") if you want it shown.
  3. Write your texts in ${shown}/<language>/texts.json, profile.json and cv.json.
  4. Replace the example project and post with your own (npm run new:project, npm run new:post).
  5. Replace each placeholder picture: a .jpg or .png of the same name, then delete the .svg.
  6. git add -A ${shown} && git commit: the demo stays in git history if you want a piece back.`);
}
