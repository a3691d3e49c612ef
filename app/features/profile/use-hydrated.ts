import { useEffect, useState } from "react";

/** False in the prerendered HTML and during hydration, true afterwards. */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  // eslint-disable-next-line react-hooks/set-state-in-effect -- the second render, after hydration, is the point
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
