// npm run new:post -- <slug>: a new post in both languages, dated today (see scaffold.mjs).
import { newPost, runCli } from "./scaffold.mjs";

await runCli((contentDir) => newPost({ contentDir, slug: process.argv[2] }));
