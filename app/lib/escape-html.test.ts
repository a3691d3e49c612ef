import { describe, expect, it } from "vitest";
import { escapeHtml } from "./escape-html";

describe("escapeHtml", () => {
  it("escapes what would end a text or a quoted attribute, ampersands first", () => {
    expect(escapeHtml(`Rock & <roll> "live"`)).toBe("Rock &amp; &lt;roll&gt; &quot;live&quot;");
    expect(escapeHtml("&lt;")).toBe("&amp;lt;");
  });

  it("leaves other text as it is", () => {
    expect(escapeHtml("Programs & software – åäö")).toBe("Programs &amp; software – åäö");
  });
});
