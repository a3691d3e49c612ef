// @vitest-environment node
import { describe, expect, it } from "vitest";
import { renderMarkdown, splitFrontMatter } from "./markdown.server";

describe("splitFrontMatter", () => {
  const fields = "---\nurlTitle: pier\ntitle: The pier\n";

  it("says the closing --- is missing, and after which line it goes", () => {
    expect(splitFrontMatter(`${fields}\nText.\n`).problem).toBe(
      'front matter is not closed: add a line "---" after its last field (line 3)',
    );
  });

  // The front matter then runs on to the rule, and the parser fails on the text.
  it("says so too when the text has a --- rule further down", () => {
    expect(splitFrontMatter(`${fields}\nText: more text.\nAnd a line.\n\n---\n\nMore.\n`).problem).toBe(
      'front matter is not closed: add a line "---" after its last field (line 3)',
    );
  });

  it("asks for front matter where a file has none", () => {
    expect(splitFrontMatter("Text.\n").problem).toBe('must start with front matter between "---" lines');
  });
});

describe("renderMarkdown", () => {
  it("asks to drop the extension of an image id written as a file name", async () => {
    const { problems } = await renderMarkdown("Text.\n\n![A pier](blog/pier.jpg)\n", { image: () => null });
    expect(problems).toEqual([
      'line 3: image "blog/pier.jpg" must be an image id under content/images/: drop the extension ".jpg" and write "blog/pier"',
    ]);
  });
});

describe("renderMarkdown and GFM", () => {
  it("keeps a footnote: its reference, its note and the link back, with nothing reported", async () => {
    const { html, problems } = await renderMarkdown("A claim.[^1]\n\n[^1]: The source.\n");
    expect(problems).toEqual([]);
    expect(html).toContain('<sup><a href="#user-content-fn-1" id="user-content-fnref-1" data-footnote-ref');
    expect(html).toMatch(/<section data-footnotes class="footnotes">/);
    expect(html).toContain('<li id="user-content-fn-1">');
    expect(html).toContain('href="#user-content-fnref-1" data-footnote-backref');
  });

  it("keeps a task list's checkboxes, disabled", async () => {
    const { html, problems } = await renderMarkdown("- [x] done\n- [ ] next\n");
    expect(problems).toEqual([]);
    expect(html).toContain('<ul class="contains-task-list">');
    expect(html).toContain('<input type="checkbox" checked disabled />');
  });
});
