// @vitest-environment node
import { describe, expect, it } from "vitest";
import { sanitizeHtml } from "./sanitize-html.server";

describe("sanitizeHtml", () => {
  it("keeps the allowed structure and links, and reports nothing", () => {
    const html = '<p>A <strong>bold</strong> <em>move</em>, <a href="https://example.com">a link</a> and <code>code</code>.</p><ul><li>one</li></ul><h3>Heading</h3>';
    expect(sanitizeHtml(html)).toEqual({ html, removed: [] });
  });

  it.each([
    ["<script>alert(1)</script><p>text</p>", "<p>text</p>", ["<script>"]],
    ['<p onclick="steal()">text</p>', "<p>text</p>", ["onclick on <p>"]],
    ['<img src="x" onerror="alert(1)">text', "text", ["<img>"]],
    ['<a href="javascript:alert(1)">x</a>', "<a>x</a>", ['href="javascript:alert(1)" on <a>']],
    ['<a href="JaVaScRiPt:alert(1)">x</a>', "<a>x</a>", ['href="JaVaScRiPt:alert(1)" on <a>']],
    ['<a href="jav&#x09;ascript:alert(1)">x</a>', "<a>x</a>", ['href="jav\tascript:alert(1)" on <a>']],
    ['<a href="data:text/html,<script>alert(1)</script>">x</a>', "<a>x</a>", ['href="data:text/html,<script>alert(1)</script>" on <a>']],
    ['<a href="//evil.example">x</a>', "<a>x</a>", ['href="//evil.example" on <a>']],
    ['<iframe src="https://evil.example"></iframe><p>ok</p>', "<p>ok</p>", ["<iframe>"]],
    ['<style>body{display:none}</style><p>ok</p>', "<p>ok</p>", ["<style>"]],
    ['<p style="color:red" class="x">ok</p>', "<p>ok</p>", ["style on <p>", "class on <p>"]],
    ['<svg><script>alert(1)</script></svg>ok', "ok", ["<svg>", "<script>"]],
  ])("removes and reports what is not allowed: %s", (dirty, clean, removed) => {
    expect(sanitizeHtml(dirty)).toEqual({ html: clean, removed });
  });

  it("gives links that open a new tab rel=noopener", () => {
    expect(sanitizeHtml('<a href="https://example.com" target="_blank">x</a>').html).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  it("keeps mailto links", () => {
    expect(sanitizeHtml('<a href="mailto:hi@example.com">mail</a>').html).toBe('<a href="mailto:hi@example.com">mail</a>');
  });
});
