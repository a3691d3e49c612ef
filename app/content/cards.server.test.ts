// @vitest-environment node
import { describe, expect, it } from "vitest";
import { toPlainText } from "./cards.server";

describe("toPlainText", () => {
  it("drops tags, decodes entities and tidies spaces", () => {
    expect(toPlainText("<p>Tom &amp; Jerry <strong>ran</strong>.</p><p>Then &lt;stopped&gt;.</p>")).toBe("Tom & Jerry ran. Then <stopped>.");
  });
});
