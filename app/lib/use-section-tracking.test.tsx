import { act, render } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ACTIVE_SECTION_KEY } from "./constants";
import { scrollToSection } from "./scroll-to-section";
import { PROFILE_SECTIONS } from "./sections";
import { useSectionTracking } from "./use-section-tracking";

// Where each section sits relative to the viewport (happy-dom has no layout).
let boxes: Record<string, [top: number, bottom: number]> = {};

function Page() {
  useSectionTracking(PROFILE_SECTIONS, "/profile");
  return (
    <>
      {PROFILE_SECTIONS.map((id) => (
        <section key={id} id={id} />
      ))}
    </>
  );
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Page />
    </MemoryRouter>,
  );
}

/** Puts `id` across the whole viewport and every other section off screen. */
function viewing(id: string) {
  boxes = Object.fromEntries(PROFILE_SECTIONS.map((s) => [s, s === id ? [-100, 2000] : [3000, 3500]]));
}

const scrollIntoView = vi.fn();
// The fake clock restarts in every test while the last programmatic scroll is remembered across
// tests, so each test starts later than anything before it.
let clockStart = 0;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "requestAnimationFrame", "cancelAnimationFrame", "performance"] });
  clockStart += 100_000;
  vi.advanceTimersByTime(clockStart);
  window.history.replaceState({ idx: 0, key: "k" }, "", "/");
  sessionStorage.clear();
  scrollIntoView.mockReset();
  Element.prototype.scrollIntoView = scrollIntoView;
  vi.spyOn(Element.prototype, "getBoundingClientRect").mockImplementation(function (this: Element) {
    const [top, bottom] = boxes[this.id] ?? [0, 0];
    return { top, bottom, left: 0, right: 0, width: 0, height: bottom - top, x: 0, y: top, toJSON() {} } as DOMRect;
  });
  vi.spyOn(document.documentElement, "scrollHeight", "get").mockReturnValue(20_000);
  viewing("home");
});

afterEach(() => {
  vi.useRealTimers();
});

const scroll = () => act(() => void window.dispatchEvent(new Event("scroll")));
const advance = (ms: number) => act(() => void vi.advanceTimersByTime(ms));

describe("useSectionTracking on load", () => {
  it("restores the stored section after the short delay, jumping like an anchor", async () => {
    sessionStorage.setItem(ACTIVE_SECTION_KEY, "hobbies");
    renderAt("/");
    await advance(299);
    expect(scrollIntoView).not.toHaveBeenCalled();
    await advance(1);
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(document.getElementById("hobbies"));
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: "instant", block: "start" });
  });

  it("scrolls to a hash and warns about an unknown one", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    renderAt("/#nope");
    await advance(300);
    expect(warn).toHaveBeenCalledWith('Unknown section "#nope" in the address: ignored.');
    expect(scrollIntoView).not.toHaveBeenCalled();
    renderAt("/#education");
    await advance(300);
    expect(scrollIntoView.mock.contexts[0]).toBe(document.getElementById("education"));
  });
});

describe("useSectionTracking while scrolling", () => {
  it("replaces the address with the most visible section and stores it, keeping history state", async () => {
    renderAt("/");
    await advance(350);
    viewing("education");
    await scroll();
    await advance(20);
    expect(window.location.pathname).toBe("/profile/education/");
    expect(window.history.state).toEqual({ idx: 0, key: "k" });
    expect(sessionStorage.getItem(ACTIVE_SECTION_KEY)).toBe("education");
  });

  it("leaves the next page's address alone while this page is still on screen after a link", async () => {
    renderAt("/");
    await advance(350);
    // A followed link: the router has written the next page's address, and this page has not left yet.
    window.history.pushState({ idx: 1, key: "next" }, "", "/contact");
    viewing("hobbies");
    await scroll();
    await advance(20);
    expect(window.location.pathname).toBe("/contact");
    expect(window.history.state).toEqual({ idx: 1, key: "next" });
  });

  it("waits 500 ms after a programmatic scroll, then catches up", async () => {
    renderAt("/");
    await advance(300);
    act(() => void scrollToSection("hobbies"));
    viewing("experience");
    await scroll();
    await advance(480);
    expect(window.location.pathname).toBe("/");
    await advance(40);
    expect(window.location.pathname).toBe("/profile/experience/");
  });

  it("debounces resizing by 250 ms", async () => {
    renderAt("/");
    await advance(350);
    viewing("web-skills");
    act(() => void window.dispatchEvent(new Event("resize")));
    await advance(100);
    act(() => void window.dispatchEvent(new Event("resize")));
    await advance(240);
    expect(window.location.pathname).toBe("/");
    await advance(30);
    expect(window.location.pathname).toBe("/profile/web-skills/");
  });

  it("ignores scrolling before the load scroll and after the page is gone", async () => {
    const { unmount } = renderAt("/");
    viewing("education");
    await scroll();
    await advance(100);
    expect(window.location.pathname).toBe("/");
    unmount();
    await advance(1000);
    await scroll();
    await advance(100);
    expect(window.location.pathname).toBe("/");
  });
});
