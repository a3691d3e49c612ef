import { describe, expect, it, vi } from "vitest";
import { onBuildWarning } from "./build-warnings.mjs";

describe("the build's warnings", () => {
  it("drops a dependency's misplaced annotation and an empty chunk", () => {
    const warn = vi.fn();
    onBuildWarning({ code: "INVALID_ANNOTATION", id: "/repo/node_modules/zod/v4/core/util.js" }, warn);
    onBuildWarning({ code: "EMPTY_BUNDLE" }, warn);
    expect(warn).not.toHaveBeenCalled();
  });

  it("passes on our own misplaced annotation and every other warning", () => {
    const warn = vi.fn();
    const ours = { code: "INVALID_ANNOTATION", id: "/repo/app/lib/format.ts" };
    const circular = { code: "CIRCULAR_DEPENDENCY", id: "/repo/app/root.tsx" };
    onBuildWarning(ours, warn);
    onBuildWarning(circular, warn);
    expect(warn.mock.calls).toEqual([[ours], [circular]]);
  });
});
