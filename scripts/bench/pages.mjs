// The bench's page list: "{first-post}" stands for the first slug of listBlogSlugs(), read
// through Vite from the content layer itself (it is TypeScript and runs only at build time).
import { fileURLToPath } from "node:url";
import { createServer } from "vite";

const FIRST_POST = "{first-post}";

export async function firstBlogSlug() {
  const vite = await createServer({
    configFile: false,
    logLevel: "error",
    appType: "custom",
    server: { middlewareMode: true, hmr: false, watch: null },
    resolve: { alias: { "~": fileURLToPath(new URL("../../app", import.meta.url)) } },
  });
  try {
    const catalog = await vite.ssrLoadModule("/app/content/catalog.server.ts");
    const [slug] = await catalog.listBlogSlugs();
    if (!slug) throw new Error("the content has no blog post");
    return slug;
  } finally {
    await vite.close();
  }
}

export async function resolvePages(pages) {
  if (!pages.includes(FIRST_POST)) return pages;
  const post = `/blog/${encodeURIComponent(await firstBlogSlug())}`;
  return pages.map((page) => (page === FIRST_POST ? post : page));
}
