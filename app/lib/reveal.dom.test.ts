import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeIntersectionObserver, reduceMotion } from "./intersection.test-helper";
import { MOTION, watchReveal } from "./reveal";
import { scrollToSection } from "./scroll-to-section";

function element(top: number, height = 200) {
  const el = document.createElement("div");
  el.id = `el-${top}`;
  el.scrollIntoView = vi.fn();
  el.getBoundingClientRect = () => ({ top, bottom: top + height, height }) as DOMRect;
  document.body.append(el);
  return el;
}

describe("watchReveal", () => {
  let io: ReturnType<typeof fakeIntersectionObserver>;
  beforeEach(() => {
    io = fakeIntersectionObserver();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    document.body.replaceChildren();
  });

  it("hides an element below the fold and shows it once 20 % of it is visible", () => {
    vi.spyOn(performance, "now").mockReturnValue(1_000_000);
    const el = element(2000);
    const phases: string[] = [];
    const stop = watchReveal(el, (phase) => phases.push(phase));
    expect(phases).toEqual([]);
    io.report(el);
    expect(phases).toEqual(["hidden"]);
    expect(io.thresholds()).toEqual([MOTION.threshold]);
    io.show(el);
    expect(phases).toEqual(["hidden", "shown"]);
    expect(io.watching(el)).toBe(false);
    stop();
  });

  it("shows at once what a programmatic jump brought on screen", () => {
    const now = vi.spyOn(performance, "now").mockReturnValue(2_000_000);
    const target = element(3000);
    scrollToSection(target.id);
    now.mockReturnValue(2_000_100);
    const phases: string[] = [];
    watchReveal(target, (phase) => phases.push(phase));
    io.report(target);
    io.show(target);
    expect(phases).toEqual(["hidden", "instant"]);
  });

  it("leaves alone what is already on screen", () => {
    const onPhase = vi.fn();
    const el = element(100);
    watchReveal(el, onPhase);
    io.report(el);
    expect(onPhase).not.toHaveBeenCalled();
    expect(io.watching(el)).toBe(false);
  });

  it("leaves everything alone when the visitor prefers reduced motion", () => {
    reduceMotion();
    const onPhase = vi.fn();
    watchReveal(element(2000), onPhase);
    expect(onPhase).not.toHaveBeenCalled();
  });

  it("lowers the threshold for a block too tall to ever be 20 % visible", () => {
    const el = element(2000, window.innerHeight * 10);
    watchReveal(el, () => {});
    io.report(el);
    expect(io.thresholds()[0]).toBeCloseTo(0.05);
  });
});
