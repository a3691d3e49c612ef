import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeIntersectionObserver, reduceMotion } from "~/lib/intersection.test-helper";
import { MOTION } from "~/lib/reveal";
import { SkillBar } from "./skill-bar";

const renderBar = () => render(<ul><SkillBar skill={{ name: "InDesign", percentage: 60 }} /></ul>);

describe("SkillBar", () => {
  let io: ReturnType<typeof fakeIntersectionObserver>;
  beforeEach(() => {
    io = fakeIntersectionObserver();
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("is a named progressbar holding its value", () => {
    reduceMotion();
    renderBar();
    const bar = screen.getByRole("progressbar", { name: "InDesign" });
    expect(bar).toHaveAttribute("aria-valuenow", "60");
    expect(bar).toHaveAttribute("aria-valuemin", "0");
    expect(bar).toHaveAttribute("aria-valuemax", "100");
    expect(bar).toHaveAttribute("aria-valuetext", "60%");
    expect(bar.firstElementChild).toHaveStyle({ width: "60%" });
  });

  it("waits at 0 below the fold, then counts 1 per 20 ms once visible", () => {
    renderBar();
    const bar = screen.getByRole("progressbar", { name: "InDesign" });
    act(() => io.report(bar));
    expect(bar).toHaveAttribute("aria-valuenow", "0");
    act(() => io.show(bar));
    act(() => void vi.advanceTimersByTime(MOTION.countStepMs * 10));
    expect(bar).toHaveAttribute("aria-valuenow", "10");
    act(() => void vi.advanceTimersByTime(MOTION.countStepMs * 50));
    expect(bar).toHaveAttribute("aria-valuenow", "60");
    act(() => void vi.advanceTimersByTime(1000));
    expect(bar).toHaveAttribute("aria-valuenow", "60");
  });
});
