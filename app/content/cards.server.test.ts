// @vitest-environment node
import { describe, expect, it } from "vitest";
import { toPlainText } from "./cards.server";

describe("toPlainText", () => {
  it("drops tags, decodes entities and tidies spaces", () => {
    const html = "<p>Tom &amp; Jerry <strong>ran</strong>.</p><p>Then &lt;stopped&gt;.</p>";
    expect(toPlainText(html)).toBe("Tom & Jerry ran. Then <stopped>.");
  });

  it("keeps highlighted code tokens together and decodes hex references", () => {
    const html = '<pre><code><span class="tok-keyword">8</span><span>rem</span> &#x3C;b></code></pre><p>Next</p>';
    expect(toPlainText(html)).toBe("8rem <b> Next");
  });
});
