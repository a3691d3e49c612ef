// @vitest-environment node
import { describe, expect, it } from "vitest";
import { renderMarkdown } from "./markdown.server";

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
