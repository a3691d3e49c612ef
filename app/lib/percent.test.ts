import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../i18n/languages";
import { formatPercent } from "./percent";

describe("formatPercent", () => {
  it("writes English percentages closed up", () => {
    expect(formatPercent(80, "en")).toBe("80%");
    expect(formatPercent(0, "en")).toBe("0%");
    expect(formatPercent(100, "en")).toBe("100%");
  });

  it("writes each language's percentages as Intl does", () => {
    for (const language of LANGUAGES) {
      const intl = new Intl.NumberFormat(language, { style: "percent", maximumFractionDigits: 0 });
      for (const value of [0, 7, 42.4, 80, 99.6, 100]) expect(formatPercent(value, language)).toBe(intl.format(value / 100));
    }
  });

  it("writes Swedish percentages with a no-break space before the sign", () => {
    expect(formatPercent(80, "sv")).toBe("80\u00a0%");
    expect(formatPercent(7, "sv")).toBe("7\u00a0%");
  });
});
