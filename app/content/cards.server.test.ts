// @vitest-environment node
import { describe, expect, it } from "vitest";
import { toPlainText } from "./cards.server";

describe("toPlainText", () => {
  it("drops tags, decodes entities and tidies spaces", () => {
    expect(toPlainText("<p>Tom &amp; Jerry <strong>ran</strong>.</p><p>Then &lt;stopped&gt;.</p>")).toBe("Tom & Jerry ran. Then <stopped>.");
  });

  it("keeps highlighted code tokens together and decodes hex references", () => {
    expect(toPlainText('<pre><code><span class="tok-keyword">8</span><span>rem</span> &#x3C;b></code></pre><p>Next</p>')).toBe("8rem <b> Next");
  });
});
