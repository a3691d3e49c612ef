import { Fragment, useEffect } from "react";
import { MOTION } from "~/lib/reveal";
import { useReveal } from "~/lib/use-reveal";

type Props = { id: string; text: string; className?: string };

/**
 * A section heading whose letters rise in one after another, once, to mark a new section. The
 * letters are hidden from assistive technology and the heading is named by its whole text, so
 * screen readers read the word, not the letters. Words never break inside.
 */
export function AnimatedHeading({ id, text, className }: Props) {
  const ref = useReveal<HTMLHeadingElement>({ delayMs: 0, durationMs: MOTION.durationMs });
  // Each letter's place in the stagger is set in the browser, as the reveal itself is: written
  // as style attributes into the HTML, every index would need its own hash in the page's CSP
  // (17 on the home page, 0.7 KB brotli).
  useEffect(() => {
    const heading = ref.current;
    if (!heading) return;
    heading.style.setProperty("--reveal-stagger", `${MOTION.letterStaggerMs}ms`);
    heading.querySelectorAll<HTMLElement>(".reveal-letter").forEach((letter, i) => letter.style.setProperty("--i", String(i)));
  }, [ref, text]);
  return (
    <h2
      ref={ref}
      id={id}
      aria-label={text}
      className={["reveal-letters", className].filter(Boolean).join(" ")}
    >
      {text.split(" ").map((word, w) => (
        <Fragment key={`${w}-${word}`}>
          {w > 0 && " "}
          <span aria-hidden="true" className="inline-block whitespace-nowrap">
            {Array.from(word, (letter, i) => (
              <span key={i} className="reveal-letter">
                {letter}
              </span>
            ))}
          </span>
        </Fragment>
      ))}
    </h2>
  );
}
