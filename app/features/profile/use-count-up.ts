import { useEffect, useRef, useState } from "react";
import { MOTION, watchReveal } from "~/lib/reveal";

/**
 * A skill bar counts from 0 to its value, 1 per 20 ms, once it is visible, so the visitor sees it
 * fill. The prerendered HTML and reduced motion show the value itself; the count restarts from 0
 * only after hydration, for a bar that is still below the fold.
 * The count follows the clock, not the number of ticks: a busy or background tab runs intervals
 * late or rarely, and counting ticks left a bar far short of its value (or at 0) long after it
 * came into view. Printing shows every value, scrolled to or not.
 */
export function useCountUp<T extends Element>(target: number) {
  const ref = useRef<T>(null);
  const [value, setValue] = useState(target);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    let timer = 0;
    const finish = () => {
      window.clearInterval(timer);
      setValue(target);
    };
    const stop = watchReveal(el, (phase) => {
      if (phase === "hidden") {
        setValue(0);
        return;
      }
      const start = Date.now();
      timer = window.setInterval(() => {
        const current = Math.min(target, Math.floor((Date.now() - start) / MOTION.countStepMs));
        setValue(current);
        if (current >= target) window.clearInterval(timer);
      }, MOTION.countStepMs);
    });
    window.addEventListener("beforeprint", finish);
    return () => {
      stop();
      window.removeEventListener("beforeprint", finish);
      finish();
    };
  }, [target]);
  return [ref, value] as const;
}
