import { describe, expect, it } from "vitest";
import { toPlainText } from "./plain-text";

describe("toPlainText", () => {
  it("drops tags, decodes entities and tidies spaces", () => {
    const html = "<p>Tom &amp; Jerry <strong>ran</strong>.</p><p>Then &lt;stopped&gt;.</p>";
    expect(toPlainText(html)).toBe("Tom & Jerry ran. Then <stopped>.");
  });

  it("keeps highlighted code tokens together and decodes hex references", () => {
    const html = '<pre><code><span class="tok-keyword">8</span><span>rem</span> &#x3C;b></code></pre><p>Next</p>';
    expect(toPlainText(html)).toBe("8rem <b> Next");
  });

  it("separates blocks and list items with a space", () => {
    expect(toPlainText("<h3>Goals</h3><ul><li>One</li><li>Two</li></ul><p>Done<br/>now</p>")).toBe("Goals One Two Done now");
  });

  it("leaves nothing of markup, entity spaces and white space alone", () => {
    expect(toPlainText("<p> &nbsp; </p><p><em></em></p>")).toBe("");
  });
});
