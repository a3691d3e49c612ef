import { act, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { I18nProvider } from "~/i18n/use-translation";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Language } from "~/i18n/languages";
import { createServerI18n } from "~/i18n/server";
import { fakeIntersectionObserver, reduceMotion } from "~/lib/intersection.test-helper";
import { MOTION } from "~/lib/reveal";
import { SkillBar } from "./skill-bar";

const NBSP = "\u00a0";

const bar = (percentage = 60, name = "InDesign") => (
  <ul>
    <SkillBar skill={{ name, percentage }} />
  </ul>
);
const inLanguage = (language: Language, node: React.ReactNode) => (
  <I18nProvider i18n={createServerI18n(language)}>{node}</I18nProvider>
);
const renderBar = () => render(inLanguage("en", bar()));
const shownValue = (name: string) => screen.getByText(name).nextElementSibling?.textContent;

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

  it("is a named meter holding its value", () => {
    reduceMotion();
    renderBar();
    const bar = screen.getByRole("meter", { name: "InDesign" });
    expect(bar).toHaveAttribute("aria-valuenow", "60");
    expect(bar).toHaveAttribute("aria-valuemin", "0");
    expect(bar).toHaveAttribute("aria-valuemax", "100");
    expect(bar).toHaveAttribute("aria-valuetext", "60%");
    expect(bar.querySelector("rect")).toHaveAttribute("width", "60%");
    // No style attribute: each value would need its own hash in the page's CSP.
    expect(bar.querySelector("[style]")).toBeNull();
  });

  it("waits at 0 below the fold, then counts 1 per 20 ms once visible", () => {
    renderBar();
    const bar = screen.getByRole("meter", { name: "InDesign" });
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

  it("keeps to the clock when the browser runs its steps late", () => {
    renderBar();
    const bar = screen.getByRole("meter", { name: "InDesign" });
    act(() => io.report(bar));
    act(() => io.show(bar));
    // A busy or background tab: a second passes before the first step runs, which is 50 steps.
    vi.setSystemTime(Date.now() + 1000);
    act(() => void vi.advanceTimersByTime(MOTION.countStepMs));
    expect(bar).toHaveAttribute("aria-valuenow", "51");
  });

  it("prints its value even when it was never scrolled to", () => {
    renderBar();
    const bar = screen.getByRole("meter", { name: "InDesign" });
    act(() => io.report(bar));
    expect(bar).toHaveAttribute("aria-valuenow", "0");
    act(() => void window.dispatchEvent(new Event("beforeprint")));
    expect(bar).toHaveAttribute("aria-valuenow", "60");
    expect(shownValue("InDesign")).toBe("60%");
  });

  it('shows "80%" in English', () => {
    reduceMotion();
    render(inLanguage("en", bar(80, "Photoshop")));
    expect(shownValue("Photoshop")).toBe("80%");
    expect(screen.getByRole("meter", { name: "Photoshop" })).toHaveAttribute("aria-valuetext", "80%");
  });

  it('shows "80 %" in Swedish, with a no-break space', () => {
    reduceMotion();
    render(inLanguage("sv", bar(80, "Photoshop")));
    expect(shownValue("Photoshop")).toBe(`80${NBSP}%`);
    expect(screen.getByRole("meter", { name: "Photoshop" })).toHaveAttribute("aria-valuetext", `80${NBSP}%`);
  });

  it("writes every step of the count the Swedish way too", () => {
    render(inLanguage("sv", bar(80, "Photoshop")));
    const progress = screen.getByRole("meter", { name: "Photoshop" });
    act(() => io.report(progress));
    expect(shownValue("Photoshop")).toBe(`0${NBSP}%`);
    act(() => io.show(progress));
    act(() => void vi.advanceTimersByTime(MOTION.countStepMs * 7));
    expect(shownValue("Photoshop")).toBe(`7${NBSP}%`);
    expect(progress).toHaveAttribute("aria-valuetext", `7${NBSP}%`);
    expect(progress.querySelector("rect")).toHaveAttribute("width", "7%");
  });

  it.each(["en", "sv"] as const)("hydrates the prerendered %s HTML without a mismatch", (language) => {
    reduceMotion();
    const html = renderToString(inLanguage(language, bar(80, "Photoshop")));
    expect(html).toContain(language === "sv" ? `80${NBSP}%` : "80%");
    const container = document.createElement("div");
    container.innerHTML = html;
    document.body.append(container);
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    render(inLanguage(language, bar(80, "Photoshop")), { container, hydrate: true });
    expect(errors).not.toHaveBeenCalled();
    expect(shownValue("Photoshop")).toBe(language === "sv" ? `80${NBSP}%` : "80%");
  });
});
