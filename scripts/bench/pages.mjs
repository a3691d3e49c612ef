// The bench's page list, whatever the content: "{first-post}" and "{first-project}" stand for the
// first slugs of listBlogSlugs() and listProjectSlugs(), read through Vite from the content layer
// itself (it is TypeScript and runs only at build time). Each may sit under a language prefix.
import { fileURLToPath } from "node:url";
import { createServer } from "vite";

const FIRST_POST = "{first-post}";
const FIRST_PROJECT = "{first-project}";

/** The first post's and the first project's slugs. */
async function firstSlugs() {
  const vite = await createServer({
    configFile: false,
    logLevel: "error",
    appType: "custom",
    server: { middlewareMode: true, hmr: false, watch: null },
    resolve: { alias: { "~": fileURLToPath(new URL("../../app", import.meta.url)) } },
  });
  try {
    const catalog = await vite.ssrLoadModule("/app/content/catalog.server.ts");
    const [[post], [project]] = await Promise.all([catalog.listBlogSlugs(), catalog.listProjectSlugs()]);
    if (!post) throw new Error("the content has no blog post");
    if (!project) throw new Error("the content has no project");
    return { post, project };
  } finally {
    await vite.close();
  }
}


export async function resolvePages(pages) {
  if (!pages.some((page) => page.includes(FIRST_POST) || page.includes(FIRST_PROJECT))) return pages;
  const { post, project } = await firstSlugs();
  return pages.map((page) =>
    page
      .replace(FIRST_POST, `/blog/${encodeURIComponent(post)}`.slice(1))
      .replace(FIRST_PROJECT, `/portfolio/${encodeURIComponent(project)}`.slice(1)),
  );
}
