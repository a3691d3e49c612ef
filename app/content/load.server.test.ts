// @vitest-environment node
import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { ContentError } from "./content-error";
import type { ResponsiveImageData } from "./image-types";
import { loadContent } from "./load.server";

const FIXTURES = join(import.meta.dirname, "__fixtures__");
const fakeImage = (id: string): ResponsiveImageData => ({
  id,
  width: 160,
  height: 100,
  src: `/img/${id}.webp`,
  avif: `/img/${id}.avif`,
  webp: `/img/${id}.webp`,
});

const temps: string[] = [];
afterEach(async () => {
  await Promise.all(temps.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

/** The valid fixture with one case's files laid over it (a bad case, or an allowed one), minus `remove`. */
async function fixture(
  badCase?: string,
  { kind = "bad", remove = [] }: { kind?: "bad" | "allowed"; remove?: string[] } = {},
): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), "content-"));
  temps.push(root);
  await cp(join(FIXTURES, "valid"), root, { recursive: true });
  if (badCase) await cp(join(FIXTURES, kind, badCase), root, { recursive: true });
  await Promise.all(remove.map((path) => rm(join(root, path), { recursive: true })));
  return root;
}

async function problemsOf(root: string): Promise<string[]> {
  try {
    await loadContent({ root, resolveImage: fakeImage });
  } catch (error) {
    if (error instanceof ContentError) return error.problems;
    throw error;
  }
  return [];
}

describe("loadContent", () => {
  it("loads valid content in both languages with images and icons resolved", async () => {
    const content = await loadContent({ root: await fixture(), resolveImage: fakeImage });
    const alpha = content.projects.get("alpha");
    expect(alpha?.sv?.title).toBe("Titel alpha");
    expect(alpha?.en?.image).toMatchObject({ id: "projects/alpha/cover", width: 160 });
    expect(alpha?.en?.tech[0]?.icon).toMatchObject({ slug: "react", title: "React", hex: "61DAFB" });
    expect(alpha?.en?.tech[0]?.icon.path).toMatch(/^M/);
    expect(alpha?.en?.applicationTypeDetail.icon).toMatchObject({ name: "react", color: "#61DAFB", glyph: { title: "React" } });
    expect(alpha?.en?.links[1]?.icon.title).toBe("Website");
    expect(content.posts.sv![0]).toMatchObject({ urlTitle: "first-light", month: "mars", day: "14" });
    expect(content.posts.en![0]).toMatchObject({ month: "March", day: "14" });
    expect(content.top5.en!.map((item) => item.urlTitle)).toEqual(["alpha", "delta"]);
    expect(content.site.email).toBe("hi@fixture.example.com");
  });

  it.each([
    ["bad-span", 'content/sv/projects/alpha.json: project "alpha": images[1].span must be "tall" or "wide"'],
    ["one-language", 'content/en/projects/orphan.json: project "orphan" has no Swedish version in content/sv/projects/'],
    [
      "duplicate-slug",
      'content/en/projects/copy-of-alpha.json: project "copy-of-alpha": urlTitle "alpha" differs from the file name ' +
        'copy-of-alpha.json: change urlTitle to "copy-of-alpha" (alpha.json has "alpha")',
    ],
    [
      "missing-image",
      'content/en/projects/beta.json: project "beta": images[1].src names "projects/beta/missing", which has no file under content/images/',
    ],
    ["empty-text", 'content/sv/projects/gamma.json: project "gamma": title must not be empty'],
    ["missing-field", 'content/en/blog/first-light.md: post "first-light": keyFeatures is required'],
    [
      "unknown-icon",
      'content/en/projects/alpha.json: project "alpha": tech[0].icon "no-such-icon" ' +
        "is neither a simple-icons slug nor a key of content/icons.json",
    ],
    [
      "section-type",
      'content/portfolio.json: "frontend" lists "beta", whose projectType is "backend": list it under "backend", ' +
        'or change its projectType to "frontend" in content/en/projects/beta.json and content/sv/projects/beta.json',
    ],
    [
      "missing-project",
      'content/portfolio.json: "fullstack" lists "photo-app", but content/en/projects/photo-app.json does not exist: ' +
        "remove the entry, or add the project back",
    ],
    ["top5-empty", "content/en/top5.json: must hold 1 to 5 items, it holds 0"],
    [
      "top5-missing-project",
      'content/sv/top5.json: [0].urlTitle names project "omega", but content/sv/projects/omega.json does not exist: ' +
        "remove the entry, or add the project back",
    ],
    ["post-h1", "content/sv/blog/first-light.md: line 22: a \"# \" heading is the page title; start the text's headings at \"## \""],
    ["post-no-front-matter", 'content/en/blog/first-light.md: must start with front matter between "---" lines'],
    ["post-bad-yaml", "content/en/blog/first-light.md: front matter is not valid at line 4, column 1: "],
    ["post-as-json", "content/en/blog/old-post.json: posts are Markdown now: move it to content/en/blog/old-post.md"],
    ["description-twice", "content/en/projects/alpha.json: has a description and so does content/en/projects/alpha.md: keep one of them"],
    [
      "invalid-json",
      'content/sv/profile.json: is not valid JSON at line 2, column 15: expected a field name in double quotes ("name")\n' +
        '    2 |   "aboutMe": {,\n' +
        "      |               ^",
    ],
    [
      "site-trailing-comma",
      "content/site.json: is not valid JSON at line 7, column 4: remove this comma: JSON allows none after the last item before }\n" +
        "    7 |   },\n" +
        "      |    ^",
    ],
    [
      "post-colon-yaml",
      "content/en/blog/first-light.md: front matter is not valid at line 3, column 8: " +
        'put quotes around a value that contains a colon (title: "Colours: a guide")\n' +
        "    3 | title: Colours: a guide\n" +
        "      |        ^",
    ],
    [
      "section-missing",
      'content/portfolio.json: backend is missing: list the section\'s projects, or write "backend": [] to hide the section',
    ],
    ["unknown-field", 'content/en/projects/alpha.json: project "alpha": has unknown field(s) "tittle"'],
    ["html-empty", 'content/en/projects/gamma.json: project "gamma": description has no text left after sanitising its HTML'],
    ["bad-site", "content/site.json: email must be an e-mail address"],
    [
      "bad-type",
      'content/sv/projects/beta.json: project "beta": projectType must be "frontend" or "backend" or "fullstack" or "graphic-design"',
    ],
    ["top5-duplicate", 'content/en/top5.json: [1].urlTitle lists project "alpha" a second time'],
    [
      "language-drift",
      'content/sv/projects/alpha.json: project "alpha": images must be the same as in content/en/projects/ (only text is translated)',
    ],
  ])("rejects the %s fixture, naming file, item and field", async (badCase, message) => {
    const problems = await problemsOf(await fixture(badCase));
    expect(problems.some((problem) => problem.startsWith(message))).toBe(true);
  });

  it("fails with every problem in one error", async () => {
    const root = await fixture();
    await cp(join(FIXTURES, "bad", "bad-span"), root, { recursive: true });
    await cp(join(FIXTURES, "bad", "empty-text"), root, { recursive: true });
    await expect(loadContent({ root, resolveImage: fakeImage })).rejects.toThrow(
      /Invalid content \(2\):\n.*images\[1\]\.span.*\n.*title must not be empty/,
    );
  });

  it("asks whether a top-5 entry meant the project whose name it nearly spells", async () => {
    const root = await fixture();
    for (const lang of ["en", "sv"]) {
      const file = join(root, lang, "top5.json");
      await writeFile(file, (await readFile(file, "utf8")).replace('"urlTitle": "delta"', '"urlTitle": "dleta"'));
    }
    const problems = await problemsOf(root);
    expect(problems).toEqual(
      ["en", "sv"].map(
        (lang) =>
          `content/${lang}/top5.json: [1].urlTitle names project "dleta", but content/${lang}/projects/dleta.json does not exist: ` +
          'did you mean "delta"? Correct the spelling, or remove the entry',
      ),
    );
  });

  it("says a top-5 entry names a removed project, not that its image is missing", async () => {
    const removed = ["en/projects/delta.json", "sv/projects/delta.json", "images/projects/delta"];
    const problems = await problemsOf(await fixture("top5-removed-project", { remove: removed }));
    expect(problems).toEqual(
      ["en", "sv"].map(
        (lang) =>
          `content/${lang}/top5.json: [1].urlTitle names project "delta", but content/${lang}/projects/delta.json does not exist: ` +
          "remove the entry, or add the project back",
      ),
    );
  });

  it("checks the top 5 even when portfolio.json is invalid, so one build lists both", async () => {
    const removed = ["en/projects/delta.json", "sv/projects/delta.json", "images/projects/delta"];
    const root = await fixture("top5-removed-project", { remove: removed });
    await cp(join(FIXTURES, "bad", "section-missing"), root, { recursive: true });
    const problems = await problemsOf(root);
    expect(problems[0]).toMatch(/^content\/portfolio.json: backend is missing/);
    expect(problems.slice(1).map((problem) => problem.split(", but")[0])).toEqual([
      'content/en/top5.json: [1].urlTitle names project "delta"',
      'content/sv/top5.json: [1].urlTitle names project "delta"',
    ]);
  });

  it("rejects a top 5 with more items than the grid has places", async () => {
    const root = await fixture();
    const top5 = join(root, "en", "top5.json");
    const items = JSON.parse(await readFile(top5, "utf8")) as unknown[];
    await writeFile(top5, JSON.stringify([...items, ...items, ...items]));
    expect(await problemsOf(root)).toContain(`content/en/top5.json: must hold 1 to 5 items, it holds ${items.length * 3}`);
  });

  it("never mentions a specification or an issue in its messages", async () => {
    const root = await fixture("missing-project");
    await cp(join(FIXTURES, "bad", "top5-empty"), root, { recursive: true });
    await cp(join(FIXTURES, "bad", "bad-span"), root, { recursive: true });
    const problems = await problemsOf(root);
    expect(problems.length).toBeGreaterThanOrEqual(3);
    for (const problem of problems) expect(problem).not.toMatch(/spec|issue|§/i);
  });

  // Content an owner may now have: nothing requires particular projects or counts.
  it("accepts an empty section", async () => {
    const root = await fixture("empty-section", { kind: "allowed", remove: ["en/projects/beta.json", "sv/projects/beta.json"] });
    const content = await loadContent({ root, resolveImage: fakeImage });
    expect(content.layout.backend).toEqual([]);
    expect([...content.projects.keys()]).not.toContain("beta");
  });

  it("accepts a top 5 of one item", async () => {
    const content = await loadContent({ root: await fixture("one-top5", { kind: "allowed" }), resolveImage: fakeImage });
    expect(content.top5.sv!.map((item) => item.urlTitle)).toEqual(["alpha"]);
  });

  it("accepts a Swedish twin of an image, named by the English id and -sv", async () => {
    const content = await loadContent({ root: await fixture("language-twin", { kind: "allowed" }), resolveImage: fakeImage });
    const alpha = content.projects.get("alpha");
    expect([alpha?.en?.image.id, alpha?.sv?.image.id]).toEqual(["projects/alpha/cover", "projects/alpha/cover-sv"]);
    expect(alpha?.sv?.images[0]?.src.id).toBe("projects/alpha/cover-sv");
  });

  it("accepts two graphic projects", async () => {
    const content = await loadContent({ root: await fixture("two-graphic", { kind: "allowed" }), resolveImage: fakeImage });
    expect(content.layout["graphic-design"]).toEqual(["delta", "epsilon"]);
    expect(content.projects.get("epsilon")?.sv?.title).toBe("Titel epsilon");
  });

  it("accepts an empty blog, even without the blog folders", async () => {
    const root = await fixture(undefined, { remove: ["en/blog", "sv/blog"] });
    const content = await loadContent({ root, resolveImage: fakeImage });
    expect(content.posts).toEqual({ en: [], sv: [] });
  });

  it("renders a post's Markdown to sanitised HTML with highlighted code", async () => {
    const content = await loadContent({ root: await fixture("post-markdown", { kind: "allowed" }), resolveImage: fakeImage });
    const html = content.posts.en![0]!.content;
    expect(html).toContain("<h2>Second thoughts</h2>");
    expect(html).toContain('<a href="https://example.com">link</a>');
    expect(html).toMatch(/<pre class="shiki site-code" tabindex="0"><code><span class="line"><span class="tok-keyword">const<\/span>/);
    expect(html).not.toMatch(/style=/);
    expect(html).toContain("<table>");
  });

  it("takes a project's description from a Markdown file beside its JSON", async () => {
    const root = await fixture("description-markdown", { kind: "allowed" });
    const content = await loadContent({ root, resolveImage: fakeImage });
    expect(content.projects.get("alpha")?.en?.description).toBe(
      '<h3>How</h3>\n<p>With <em>care</em> and a <a href="https://example.com">link</a>.</p>',
    );
  });

  it("rejects a project that no section or top 5 shows", async () => {
    const problems = await problemsOf(await fixture("one-language"));
    expect(problems).toContain(
      'content/en/projects/orphan.json: project "orphan" is not shown anywhere: add it to "frontend" in content/portfolio.json ' +
        "or to the top 5, or delete content/en/projects/orphan.json and content/sv/projects/orphan.json",
    );
  });

  // One mistake, one message: what follows from it is left unsaid, and a hint only where it applies.
  it.each([
    [
      "urltitle-typo",
      'content/en/projects/alpha.json: project "alpha": urlTitle "alpah" differs from the file name alpha.json: ' +
        'change urlTitle to "alpha", or rename the file to alpah.json in every language if "alpah" is the address you want',
    ],
    ["post-unclosed", 'content/en/blog/first-light.md: front matter is not closed: add a line "---" after its last field (line 17)'],
    [
      "post-list-indent",
      "content/en/blog/first-light.md: front matter is not valid at line 18, column 1: " +
        'this list item is not lined up: indent every "- " item of a list the same, two spaces in from its field\n' +
        "    18 |  - Second feature\n" +
        "       | ^",
    ],
    [
      "image-extension",
      'content/en/projects/alpha.json: project "alpha": image must be an image id: ' +
        'drop the extension ".jpg" and write "projects/alpha/cover"',
    ],
    [
      "section-emptied",
      'content/en/projects/beta.json: project "beta" is not shown anywhere: its section "backend" is empty, so list it there, ' +
        'hide the section with "hidden": ["backend"] in content/site.json, or delete ' +
        "content/en/projects/beta.json and content/sv/projects/beta.json",
    ],
  ])("names the one cause of the %s fixture, once", async (badCase, message) => {
    expect(await problemsOf(await fixture(badCase))).toEqual([message]);
  });

  it("names every element and attribute an HTML field would lose, with its line", async () => {
    const problems = await problemsOf(await fixture("unsafe-html"));
    const where = 'content/en/projects/alpha.json: line';
    expect(problems).toEqual([
      `${where} 14: project "alpha": projectDuration has <img>, which a page may not show: take it out`,
      `${where} 15: project "alpha": description has onclick on <p>, which a page may not show: take it out`,
      `${where} 15: project "alpha": description has href="javascript:alert(1)" on <a>, which a page may not show: take it out`,
      `${where} 15: project "alpha": description has <script>, which a page may not show: take it out`,
      `${where} 15: project "alpha": description has <style>, which a page may not show: take it out`,
      `${where} 15: project "alpha": description has <iframe>, which a page may not show: take it out`,
    ]);
  });

  it("renders an image in a post as a responsive picture with its alt text, void elements closed as React writes them", async () => {
    const content = await loadContent({ root: await fixture("post-markdown", { kind: "allowed" }), resolveImage: fakeImage });
    const sizes = 'sizes="(min-width: 1024px) 768px, 100vw" width="160" height="100"';
    expect(content.posts.en![0]!.content).toContain(
      `<p><picture><source type="image/avif" srcset="/img/blog/first-light.avif" ${sizes}/>` +
        `<source type="image/webp" srcset="/img/blog/first-light.webp" ${sizes}/>` +
        '<img loading="lazy" decoding="async" src="/img/blog/first-light.webp" width="160" height="100" ' +
        'alt="A cold pier at dawn" title="Dawn"/></picture></p>',
    );
  });

  it("renders an image in a project's Markdown description, which the HTML sanitiser leaves as it is", async () => {
    const root = await fixture("description-image", { kind: "allowed" });
    const html = (await loadContent({ root, resolveImage: fakeImage })).projects.get("alpha")!.en!.description;
    expect(html).toContain(
      '<img loading="lazy" decoding="async" src="/img/projects/alpha/detail.webp" width="160" height="100" alt="The cover, close up"/>',
    );
    expect(html).toContain('<source type="image/avif" srcset="/img/projects/alpha/detail.avif"');
  });

  it("names the line of each unknown image and of everything a post would lose", async () => {
    const problems = await problemsOf(await fixture("post-html"));
    const file = "content/en/blog/first-light.md";
    expect(problems).toEqual([
      `${file}: line 20: the href="javascript:alert(1)" of <a> is not allowed and would be left out`,
      `${file}: line 22: <iframe> is HTML, which a post or description leaves out: write it in Markdown`,
      `${file}: line 24: image "blog/no-such-pier" has no file under content/images/`,
    ]);
  });

  it("names an image in a description that is no image id or has no file", async () => {
    const problems = await problemsOf(await fixture("description-image"));
    const file = "content/en/projects/alpha.md";
    expect(problems).toEqual([
      `${file}: line 3: image "https://example.com/cover.png" must be an image id under content/images/, like ![what it shows](blog/my-post/photo)`,
      `${file}: line 5: image "projects/alpha/gone" has no file under content/images/`,
    ]);
  });
});
