import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SECTION_SCROLL_DELAY_MS } from "~/lib/constants";
import { scrollToMyWorkLater } from "./scroll-to-my-work";

describe("scrollToMyWorkLater", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    document.body.replaceChildren();
  });

  it("scrolls to #my-work 300 ms later", () => {
    const myWork = document.createElement("section");
    myWork.id = "my-work";
    myWork.scrollIntoView = vi.fn();
    document.body.append(myWork);
    scrollToMyWorkLater();
    vi.advanceTimersByTime(SECTION_SCROLL_DELAY_MS - 1);
    expect(myWork.scrollIntoView).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(myWork.scrollIntoView).toHaveBeenCalled();
  });

  it("scrolls to the top, quietly, when the page has no #my-work", () => {
    const scrollTo = vi.spyOn(window, "scrollTo").mockImplementation(() => {});
    const warn = vi.spyOn(console, "warn");
    scrollToMyWorkLater();
    vi.advanceTimersByTime(SECTION_SCROLL_DELAY_MS);
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
    expect(warn).not.toHaveBeenCalled();
  });
});
