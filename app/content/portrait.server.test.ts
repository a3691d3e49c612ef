// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { resolvePortrait } from "./portrait.server";

vi.mock("./images.server", () => ({ resolveImage: (id: string) => ({ id }) }));

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "portrait-"));
  mkdirSync(join(dir, "contact"));
  writeFileSync(join(dir, "contact/portrait.svg"), "<svg/>");
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe("resolvePortrait", () => {
  it("uses the one portrait for both themes when it has no dark twin", () => {
    expect(resolvePortrait("contact/portrait", dir)).toEqual({ light: { id: "contact/portrait" }, dark: null });
  });

  it("takes the -dark file beside the portrait for the dark theme", () => {
    writeFileSync(join(dir, "contact/portrait-dark.png"), "");
    expect(resolvePortrait("contact/portrait", dir)).toEqual({
      light: { id: "contact/portrait" },
      dark: { id: "contact/portrait-dark" },
    });
  });
});
