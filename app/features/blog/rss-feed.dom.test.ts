import { describe, expect, it } from "vitest";
import { feedTitle, rssFeed, type FeedPost } from "./rss-feed";

const POSTS: FeedPost[] = [
  { urlTitle: "older-post", title: "Older", titleDescription: "First one", date: "2025-02-11", suffix: "CSS" },
  {
    urlTitle: "newer-post",
    title: "Errors & <answers>",
    titleDescription: "Quotes \"and\" 'apostrophes'",
    date: "2025-09-02",
    suffix: ".NET",
  },
];

function parse(xml: string): Document {
  const doc = new DOMParser().parseFromString(xml, "application/xml");
  expect(doc.getElementsByTagName("parsererror")).toHaveLength(0);
  return doc;
}

function feed(siteUrl = "https://example.com") {
  return rssFeed({
    language: "sv",
    siteUrl,
    feedPath: "/blog/rss-sv.xml",
    title: "Blogg",
    description: "Anteckningar",
    posts: POSTS,
  });
}

describe("rssFeed", () => {
  it("is an RSS 2.0 document with the channel's language and absolute links to that language's pages", () => {
    const doc = parse(feed());
    expect(doc.documentElement.tagName).toBe("rss");
    expect(doc.documentElement.getAttribute("version")).toBe("2.0");
    const channel = doc.querySelector("channel")!;
    expect(channel.querySelector("language")?.textContent).toBe("sv");
    expect(channel.querySelector("link")?.textContent).toBe("https://example.com/sv/blog/");
    expect(feed()).toContain('<atom:link href="https://example.com/blog/rss-sv.xml" rel="self"');
  });

  it("lists every post newest first, with its absolute link, guid and RFC 822 date", () => {
    const items = [...parse(feed()).querySelectorAll("item")];
    expect(items.map((item) => item.querySelector("link")?.textContent)).toEqual([
      "https://example.com/sv/blog/newer-post/",
      "https://example.com/sv/blog/older-post/",
    ]);
    expect(items[0]!.querySelector("guid")?.textContent).toBe("https://example.com/sv/blog/newer-post/");
    expect(items[1]!.querySelector("pubDate")?.textContent).toBe("Tue, 11 Feb 2025 00:00:00 GMT");
    expect(items[0]!.querySelector("category")?.textContent).toBe(".NET");
  });

  it("escapes text so titles with markup characters stay valid XML", () => {
    const item = parse(feed()).querySelector("item")!;
    expect(item.querySelector("title")?.textContent).toBe("Errors & <answers>");
    expect(item.querySelector("description")?.textContent).toBe("Quotes \"and\" 'apostrophes'");
  });

  it("accepts a site URL with or without a trailing slash", () => {
    expect(feed("https://example.com/")).toBe(feed("https://example.com"));
  });

  it("dates the channel by its newest post, so a rebuild of the same content is identical", () => {
    expect(parse(feed()).querySelector("channel > lastBuildDate")?.textContent).toBe("Tue, 02 Sep 2025 00:00:00 GMT");
  });

  it("is a valid feed without items when the blog is empty", () => {
    const doc = parse(rssFeed({ language: "en", siteUrl: "https://example.com", feedPath: "/blog/rss.xml", title: "Blog", description: "Notes", posts: [] }));
    expect(doc.querySelector("channel > title")?.textContent).toBe("Blog");
    expect(doc.querySelectorAll("item")).toHaveLength(0);
    expect(doc.querySelector("lastBuildDate")).toBeNull();
  });
});

describe("the channel's owner", () => {
  const texts = { title: "Blogg", feedTitle: "Blogg · Webbutvecklare och grafisk formgivare" };
  const owned = (owner: { name?: string; email: string }) =>
    parse(rssFeed({ language: "sv", siteUrl: "https://kim.dev", feedPath: "/blog/rss-sv.xml", title: feedTitle(texts, owner.name), description: "Anteckningar", posts: POSTS, owner }));

  it("names the owner in the title and as managing editor when site.json sets a name", () => {
    const channel = owned({ name: "Kim Berg", email: "hej@kim.dev" }).querySelector("channel")!;
    expect(channel.querySelector(":scope > title")?.textContent).toBe("Blogg · Kim Berg");
    expect(channel.querySelector("managingEditor")?.textContent).toBe("hej@kim.dev (Kim Berg)");
  });

  it("keeps the neutral title and names no one without a name", () => {
    const channel = owned({ email: "hej@kim.dev" }).querySelector("channel")!;
    expect(channel.querySelector(":scope > title")?.textContent).toBe("Blogg · Webbutvecklare och grafisk formgivare");
    expect(channel.querySelector("managingEditor")).toBeNull();
  });
});
