import { BREAKPOINTS, SIDEBAR_WIDTH } from "./constants";

/**
 * The room the layout leaves for the side bar: 55 when the side bar is wider than 37 px, or when
 * there is no side bar and the window is at least 768 px wide; otherwise 37.
 */
export function sidebarWidth(sidebarPx: number | null, windowPx: number): number {
  if (sidebarPx !== null) return sidebarPx > SIDEBAR_WIDTH.narrow ? SIDEBAR_WIDTH.wide : SIDEBAR_WIDTH.narrow;
  return windowPx >= BREAKPOINTS.md ? SIDEBAR_WIDTH.wide : SIDEBAR_WIDTH.narrow;
}
