import { vi } from "vitest";

/** A stand-in IntersectionObserver whose tests decide when an element becomes visible. */
export function fakeIntersectionObserver() {
  const observers = new Set<{ callback: IntersectionObserverCallback; targets: Set<Element>; options?: IntersectionObserverInit }>();
  class FakeObserver {
    private entry: { callback: IntersectionObserverCallback; targets: Set<Element>; options?: IntersectionObserverInit };
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      this.entry = { callback, targets: new Set(), options };
      observers.add(this.entry);
    }
    observe(el: Element) {
      this.entry.targets.add(el);
    }
    unobserve(el: Element) {
      this.entry.targets.delete(el);
    }
    disconnect() {
      this.entry.targets.clear();
      observers.delete(this.entry);
    }
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal("IntersectionObserver", FakeObserver);
  return {
    /** Reports the element as intersecting to every observer watching it. */
    show(el: Element) {
      for (const observer of [...observers]) {
        if (!observer.targets.has(el)) continue;
        const entry = { target: el, isIntersecting: true, intersectionRatio: 1 } as unknown as IntersectionObserverEntry;
        observer.callback([entry], observer as unknown as IntersectionObserver);
      }
    },
    /** The report an observer makes when it starts watching: where the element is now. */
    report(el: Element) {
      for (const observer of [...observers]) {
        if (!observer.targets.has(el)) continue;
        const rect = el.getBoundingClientRect();
        const isIntersecting = rect.top < window.innerHeight && rect.bottom > 0;
        const entry = {
          target: el,
          isIntersecting,
          intersectionRatio: isIntersecting ? 1 : 0,
          boundingClientRect: rect,
        } as unknown as IntersectionObserverEntry;
        observer.callback([entry], observer as unknown as IntersectionObserver);
      }
    },
    thresholds: () => [...observers].map((o) => o.options?.threshold),
    watching: (el: Element) => [...observers].some((o) => o.targets.has(el)),
  };
}

/** Makes matchMedia report prefers-reduced-motion: reduce. */
export function reduceMotion() {
  vi.spyOn(window, "matchMedia").mockImplementation(
    (query: string) =>
      ({
        matches: query.includes("prefers-reduced-motion: reduce"),
        media: query,
        addEventListener() {},
        removeEventListener() {},
      }) as unknown as MediaQueryList,
  );
}
