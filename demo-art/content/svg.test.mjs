// @vitest-environment node
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { svg, text } from "./svg.mjs";

describe("svg building blocks", () => {
  it("keeps quotes, ampersands and angle brackets in a text's words without breaking the file", async () => {
    const line = text(10, 40, '{ "size": "M" } & <b>', { size: 20, family: "mono" });
    expect(line).toContain('aria-label="{ &quot;size&quot;: &quot;M&quot; } &amp; &lt;b&gt;"');
    const meta = await sharp(Buffer.from(svg({ w: 400, h: 60 }, line, { bg: "#fff" }))).metadata();
    expect([meta.width, meta.height]).toEqual([400, 60]);
  });
});
