// @vitest-environment node
import { describe, expect, it } from "vitest";
import { sanitizeHtml } from "./sanitize-html.server";

describe("sanitizeHtml", () => {
  it("keeps the allowed structure and links", () => {
    const html = '<p>A <strong>bold</strong> <em>move</em>, <a href="https://example.com">a link</a> and <code>code</code>.</p><ul><li>one</li></ul><h3>Heading</h3>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it.each([
    ["<script>alert(1)</script><p>text</p>", "<p>text</p>"],
    ['<p onclick="steal()">text</p>', "<p>text</p>"],
    ['<img src="x" onerror="alert(1)">text', "text"],
    ['<a href="javascript:alert(1)">x</a>', "<a>x</a>"],
    ['<a href="JaVaScRiPt:alert(1)">x</a>', "<a>x</a>"],
    ['<a href="jav&#x09;ascript:alert(1)">x</a>', "<a>x</a>"],
    ['<a href="data:text/html,<script>alert(1)</script>">x</a>', "<a>x</a>"],
    ['<a href="//evil.example">x</a>', "<a>x</a>"],
    ['<iframe src="https://evil.example"></iframe><p>ok</p>', "<p>ok</p>"],
    ['<style>body{display:none}</style><p>ok</p>', "<p>ok</p>"],
    ['<p style="color:red" class="x">ok</p>', "<p>ok</p>"],
    ['<svg><script>alert(1)</script></svg>ok', "ok"],
  ])("removes what is not allowed: %s", (dirty, clean) => {
    expect(sanitizeHtml(dirty)).toBe(clean);
  });

  it("gives links that open a new tab rel=noopener", () => {
    expect(sanitizeHtml('<a href="https://example.com" target="_blank">x</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  it("keeps mailto links", () => {
    expect(sanitizeHtml('<a href="mailto:hi@example.com">mail</a>')).toBe('<a href="mailto:hi@example.com">mail</a>');
  });
});
