import { postsOf, siteUrl } from "./blog-content";
import { expect, test } from "./support/fixtures";
import { at } from "./support/base-path";

// The feeds and the links to them, as the static host serves them: no page needs loading.
const FEEDS = [
  { language: "en", path: "/blog/rss.xml", pages: "" },
  { language: "sv", path: "/blog/rss-sv.xml", pages: "/sv" },
] as const;

type ParsedFeed = {
  error: string | null;
  root: string;
  version: string | null;
  language: string | null;
  channelLink: string | null;
  items: Array<{ title: string; link: string; guid: string; pubDate: string }>;
};

test(`the blog list and a post link their language's feed with <link rel="alternate">`, async ({ request }) => {
  for (const feed of FEEDS) {
    for (const path of [`${feed.pages}/blog`, `${feed.pages}/blog/${postsOf(feed.language)[0]!.urlTitle}`]) {
      const html = await (await request.get(at(path))).text();
      const links = [...html.matchAll(/<link\b[^>]*\btype="application\/rss\+xml"[^>]*>/g)].map((match) => match[0]);
      expect(links, path).toHaveLength(1);
      expect(links[0], path).toContain('rel="alternate"');
      expect(links[0], path).toContain(`href="${at(feed.path)}"`);
    }
  }
});

for (const { language, path, pages } of FEEDS) {
  test(`${path} is valid RSS 2.0 with every ${language} post and its absolute link in that language`, async ({ page, request }) => {
    const response = await request.get(at(path));
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/xml/);
    // Parsed by the browser's own XML parser (on a blank page), which reports malformed XML as <parsererror>.
    const feed = await page.evaluate((xml): ParsedFeed => {
      const doc = new DOMParser().parseFromString(xml, "application/xml");
      const text = (parent: Element | Document, tag: string) => parent.getElementsByTagName(tag)[0]?.textContent ?? "";
      const channel = doc.getElementsByTagName("channel")[0];
      return {
        error: doc.getElementsByTagName("parsererror")[0]?.textContent ?? null,
        root: doc.documentElement.tagName,
        version: doc.documentElement.getAttribute("version"),
        language: channel ? text(channel, "language") : null,
        channelLink: channel ? [...channel.children].find((child) => child.tagName === "link")?.textContent ?? null : null,
        items: [...doc.getElementsByTagName("item")].map((item) => ({
          title: text(item, "title"),
          link: text(item, "link"),
          guid: text(item, "guid"),
          pubDate: text(item, "pubDate"),
        })),
      };
    }, await response.text());
    expect(feed.error).toBeNull();
    expect(feed.root).toBe("rss");
    expect(feed.version).toBe("2.0");
    expect(feed.language).toBe(language);
    expect(feed.channelLink).toBe(`${siteUrl}${pages}/blog/`);
    const posts = postsOf(language);
    expect(feed.items.map((item) => item.title)).toEqual(posts.map((post) => post.title));
    for (const [index, post] of posts.entries()) {
      const item = feed.items[index]!;
      expect(item.link).toBe(`${siteUrl}${pages}/blog/${encodeURIComponent(post.urlTitle)}/`);
      expect(item.guid).toBe(item.link);
      expect(new Date(item.pubDate).toISOString().slice(0, 10)).toBe(post.date);
    }
  });
}
