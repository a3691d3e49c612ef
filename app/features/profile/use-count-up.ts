import { useEffect, useRef, useState } from "react";
import { MOTION, watchReveal } from "~/lib/reveal";

/**
 * A skill bar counts from 0 to its value, 1 per 20 ms, once it is visible, so the visitor sees it
 * fill. The prerendered HTML and reduced motion show the value itself; the count restarts from 0
 * only after hydration, for a bar that is still below the fold.
 */
export function useCountUp<T extends Element>(target: number) {
  const ref = useRef<T>(null);
  const [value, setValue] = useState(target);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    let timer = 0;
    const stop = watchReveal(el, (phase) => {
      if (phase === "hidden") {
        setValue(0);
        return;
      }
      let current = 0;
      timer = window.setInterval(() => {
        current += 1;
        setValue(current);
        if (current >= target) window.clearInterval(timer);
      }, MOTION.countStepMs);
    });
    return () => {
      stop();
      window.clearInterval(timer);
      setValue(target);
    };
  }, [target]);
  return [ref, value] as const;
}
