import { afterEach, describe, expect, it, vi } from "vitest";
import { anchorView } from "./view-anchor";

const rect = (top: number) => ({ top, bottom: top + 50, left: 0, right: 100, width: 100, height: 50, x: 0, y: top }) as DOMRect;

describe("anchorView", () => {
  afterEach(() => {
    vi.restoreAllMocks();
    document.body.innerHTML = "";
  });

  it("scrolls the element that was under the header back to where it was", () => {
    document.body.innerHTML = "<header></header><main><p>text</p></main>";
    const paragraph = document.querySelector("p")!;
    vi.spyOn(document.querySelector("header")!, "getBoundingClientRect").mockReturnValue(rect(30));
    document.elementFromPoint = vi.fn(() => paragraph);
    const top = vi.spyOn(paragraph, "getBoundingClientRect").mockReturnValue(rect(100));
    const scrollBy = vi.spyOn(window, "scrollBy").mockImplementation(() => {});
    const restore = anchorView();
    expect(document.elementFromPoint).toHaveBeenCalledWith(window.innerWidth / 2, 88);
    top.mockReturnValue(rect(220));
    restore();
    expect(scrollBy).toHaveBeenCalledWith(0, 120);
  });

  it("does nothing when there was nothing to hold on to, or it is gone", () => {
    const scrollBy = vi.spyOn(window, "scrollBy").mockImplementation(() => {});
    document.elementFromPoint = vi.fn(() => null);
    anchorView()();
    document.body.innerHTML = "<p>gone</p>";
    const paragraph = document.querySelector("p")!;
    document.elementFromPoint = vi.fn(() => paragraph);
    const restore = anchorView();
    paragraph.remove();
    restore();
    expect(scrollBy).not.toHaveBeenCalled();
  });
});
