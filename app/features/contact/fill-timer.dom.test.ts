import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FILL_TIMER_SCRIPT, watchFillTimer } from "./fill-timer";

let form: HTMLFormElement;

beforeEach(() => {
  vi.useFakeTimers({ now: 10_000 });
  document.body.innerHTML = `<form><input name="name" /><textarea name="message"></textarea><button>Send</button></form>`;
  form = document.querySelector("form")!;
});

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = "";
});

describe("watchFillTimer", () => {
  it("starts at the first touch of a field and keeps that time", () => {
    const timer = watchFillTimer(form);
    expect(timer.startedAt).toBeNull();
    form.querySelector("input")!.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
    expect(timer.startedAt).toBe(10_000);
    vi.advanceTimersByTime(500);
    form.querySelector("textarea")!.dispatchEvent(new InputEvent("input", { bubbles: true }));
    expect(timer.startedAt).toBe(10_000);
  });

  it("does not start on focus given to the send button", () => {
    const timer = watchFillTimer(form);
    form.querySelector("button")!.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
    expect(timer.startedAt).toBeNull();
  });

  it("holds back and remembers a send before the app is live, then lets sends through", () => {
    const timer = watchFillTimer(form);
    const early = new Event("submit", { cancelable: true });
    form.dispatchEvent(early);
    expect(early.defaultPrevented).toBe(true);
    expect(timer.submittedEarly).toBe(true);

    timer.live = true;
    const later = new Event("submit", { cancelable: true });
    form.dispatchEvent(later);
    expect(later.defaultPrevented).toBe(false);
  });

  it("watches a form once, whoever asks first", () => {
    expect(watchFillTimer(form)).toBe(watchFillTimer(form));
  });

  it("runs on its own as the inline script at the end of the form", () => {
    const script = document.createElement("script");
    form.append(script);
    new Function("document", FILL_TIMER_SCRIPT)({ currentScript: script });
    form.querySelector("input")!.dispatchEvent(new KeyboardEvent("keydown", { bubbles: true }));
    expect(watchFillTimer(form).startedAt).toBe(10_000);
  });
});
