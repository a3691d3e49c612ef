// @vitest-environment node
import { describe, expect, it } from "vitest";
import { createIconResolver } from "./icons.server";

describe("createIconResolver", () => {
  const resolve = createIconResolver({ globe: { title: "Website", hex: "2563EB", path: "M1 1h22v22H1Z" } });

  it("resolves a simple-icons slug to its title, colour and path", () => {
    expect(resolve("typescript")).toMatchObject({ slug: "typescript", title: "TypeScript", hex: "3178C6" });
    expect(resolve("typescript")?.path).toMatch(/^M/);
  });

  it("resolves the owner's own icons", () => {
    expect(resolve("globe")).toEqual({ slug: "globe", title: "Website", hex: "2563EB", path: "M1 1h22v22H1Z" });
  });

  it("answers null for an unknown icon", () => {
    expect(resolve("not-a-real-icon")).toBeNull();
  });
});
