import { Fragment, type CSSProperties } from "react";
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
  let index = 0;
  return (
    <h2
      ref={ref}
      id={id}
      aria-label={text}
      className={["reveal-letters", className].filter(Boolean).join(" ")}
      style={{ "--reveal-stagger": `${MOTION.letterStaggerMs}ms` } as CSSProperties}
    >
      {text.split(" ").map((word, w) => (
        <Fragment key={`${w}-${word}`}>
          {w > 0 && " "}
          <span aria-hidden="true" className="inline-block whitespace-nowrap">
            {Array.from(word, (letter) => {
              const i = index++;
              return (
                <span key={i} className="reveal-letter" style={{ "--i": i } as CSSProperties}>
                  {letter}
                </span>
              );
            })}
          </span>
        </Fragment>
      ))}
    </h2>
  );
}
