import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SUBMENU_HIDE_DELAY_MS } from "~/lib/constants";
import { useSubmenuState } from "./use-submenu-state";

describe("useSubmenuState", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("opens on hover and closes the hide delay after the pointer leaves", () => {
    const { result } = renderHook(() => useSubmenuState());
    act(() => result.current.hover("/profile"));
    expect(result.current.open).toBe("/profile");
    act(() => result.current.leave("/profile"));
    act(() => vi.advanceTimersByTime(SUBMENU_HIDE_DELAY_MS - 1));
    expect(result.current.open).toBe("/profile");
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.open).toBeNull();
  });

  it("a click on a hover-opened submenu pins it open; a second click closes it", () => {
    const { result } = renderHook(() => useSubmenuState());
    act(() => result.current.hover("/profile"));
    act(() => result.current.toggle("/profile"));
    expect(result.current).toMatchObject({ open: "/profile", pinned: true });
    act(() => result.current.leave("/profile"));
    act(() => vi.advanceTimersByTime(SUBMENU_HIDE_DELAY_MS * 5));
    expect(result.current.open).toBe("/profile");
    act(() => result.current.toggle("/profile"));
    expect(result.current.open).toBeNull();
  });

  it("a tap without hover toggles, and only one submenu is open at a time", () => {
    const { result } = renderHook(() => useSubmenuState());
    act(() => result.current.toggle("/portfolio"));
    expect(result.current.open).toBe("/portfolio");
    act(() => result.current.toggle("/profile"));
    expect(result.current.open).toBe("/profile");
    act(() => result.current.hover("/portfolio"));
    expect(result.current).toMatchObject({ open: "/portfolio", pinned: false });
  });

  it("re-entering within the delay keeps it open; closing another id changes nothing", () => {
    const { result } = renderHook(() => useSubmenuState());
    act(() => result.current.hover("/profile"));
    act(() => result.current.leave("/profile"));
    act(() => vi.advanceTimersByTime(SUBMENU_HIDE_DELAY_MS / 2));
    act(() => result.current.hover("/profile"));
    act(() => vi.advanceTimersByTime(SUBMENU_HIDE_DELAY_MS * 2));
    expect(result.current.open).toBe("/profile");
    act(() => result.current.close("/portfolio"));
    expect(result.current.open).toBe("/profile");
    act(() => result.current.close("/profile"));
    expect(result.current.open).toBeNull();
  });
});
