import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { HEADER_SCROLL_THRESHOLD } from "~/lib/constants";

/**
 * The header makes room for reading: hide after scrolling down more than 10 px past the last
 * position, show after scrolling up more than 10 px, and show again on every route change.
 */
export function useHeaderVisibility(): boolean {
  const [visible, setVisible] = useState(true);
  const last = useRef(0);
  const { pathname } = useLocation();

  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- a new page starts with the header shown
    setVisible(true);
    last.current = window.scrollY;
  }, [pathname]);

  useEffect(() => {
    last.current = window.scrollY;
    const onScroll = () => {
      const y = Math.max(0, window.scrollY);
      const delta = y - last.current;
      if (Math.abs(delta) <= HEADER_SCROLL_THRESHOLD) return;
      setVisible(delta < 0);
      last.current = y;
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);

  return visible;
}
