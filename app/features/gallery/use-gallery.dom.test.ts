import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { LightboxComponent } from "./lightbox-module";
import { LIGHTBOX_LOADING_SIGN_DELAY } from "./lightbox-settings";

// The lightbox's code arrives when the test says so.
const code = vi.hoisted(() => ({ release: (_: unknown) => {} }));
vi.mock("./lightbox-module", () => ({
  loadedLightbox: () => null,
  loadLightbox: () => new Promise((resolve) => (code.release = resolve)),
}));

const { useGallery } = await import("./use-gallery");
const Viewer: LightboxComponent = () => null;

async function arrive() {
  await act(async () => code.release(Viewer));
}

describe("useGallery while the lightbox's code loads", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("opens once the code arrives, with the sign on the clicked image only after a moment", async () => {
    const { result } = renderHook(() => useGallery());
    act(() => result.current.show(2));
    expect(result.current.loadingIndex).toBeNull();
    act(() => vi.advanceTimersByTime(LIGHTBOX_LOADING_SIGN_DELAY));
    expect(result.current.loadingIndex).toBe(2);
    await arrive();
    expect(result.current).toMatchObject({ open: true, index: 2, loadingIndex: null, Lightbox: Viewer });
  });

  for (const [way, cancel] of [
    ["Escape", () => window.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape" }))],
    ["Back", () => window.dispatchEvent(new PopStateEvent("popstate"))],
    ["a press elsewhere", () => document.body.dispatchEvent(new PointerEvent("pointerdown", { bubbles: true }))],
  ] as const) {
    it(`is cancelled by ${way}: nothing opens when the code arrives`, async () => {
      const { result } = renderHook(() => useGallery());
      act(() => result.current.show(1));
      act(() => vi.advanceTimersByTime(LIGHTBOX_LOADING_SIGN_DELAY));
      act(cancel);
      expect(result.current).toMatchObject({ open: false, loadingIndex: null });
      await arrive();
      expect(result.current.open).toBe(false);
    });
  }

  it("ignores other keys", () => {
    const { result } = renderHook(() => useGallery());
    act(() => result.current.show(0));
    act(() => void window.dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowRight" })));
    expect(result.current.open).toBe(true);
  });
});

describe("useGallery's cancelling Escape", () => {
  it("is spent on the opening, so a dialog around the gallery stays open", () => {
    const { result } = renderHook(() => useGallery());
    act(() => result.current.show(0));
    const escape = new KeyboardEvent("keydown", { key: "Escape", cancelable: true });
    act(() => void window.dispatchEvent(escape));
    expect(escape.defaultPrevented).toBe(true);
    expect(result.current.open).toBe(false);
  });
});
