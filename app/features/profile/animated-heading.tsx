import { useEffect, useLayoutEffect } from "react";
import { escapeHtml } from "~/lib/escape-html";
import { MOTION } from "~/lib/reveal";
import { useReveal } from "~/lib/use-reveal";

type Props = { id: string; text: string; className?: string };

const WORD_CLASS = "inline-block whitespace-nowrap";

/**
 * The heading's whole text for assistive technology (visually hidden), then its words, each a run
 * that never breaks inside, hidden from assistive technology. The hidden text, not an aria-label,
 * names the heading: a heading is named by its content, and aria-label on one is not to be relied on.
 */
function wordsMarkup(text: string): string {
  const words = text
    .split(" ")
    .map((word) => `<span aria-hidden="true" class="${WORD_CLASS}">${escapeHtml(word)}</span>`)
    .join(" ");
  return `<span class="sr-only">${escapeHtml(text)}</span>${words}`;
}

/** Puts each letter of the heading's words in a span of its own, numbered for the stagger. */
function splitLetters(heading: HTMLElement): void {
  let index = 0;
  for (const word of heading.querySelectorAll<HTMLElement>(":scope > span[aria-hidden]")) {
    const letters = Array.from(word.textContent ?? "", (letter) => {
      const span = document.createElement("span");
      span.className = "reveal-letter";
      span.textContent = letter;
      span.style.setProperty("--i", String(index++));
      return span;
    });
    word.replaceChildren(...letters);
  }
}

/**
 * A section heading whose letters rise in one after another, once, to mark a new section. The
 * heading holds its whole text for assistive technology and its shown words are hidden from it, so
 * screen readers read the word, not the letters. Words never break inside.
 *
 * The words are the heading's own HTML (React leaves it alone), and only a heading that will
 * animate (below the first screen, motion allowed) is cut into letters, in the browser, as it is
 * hidden. A heading in view keeps its kerning, and the home page's HTML, first layout and
 * hydration carry about ninety elements fewer. Each letter's place in the stagger is set in the
 * browser, as the reveal itself is: as style attributes in the HTML every index would need its
 * own hash in the page's CSP.
 */
export function AnimatedHeading({ id, text, className }: Props) {
  const ref = useReveal<HTMLHeadingElement>({ delayMs: 0, durationMs: MOTION.durationMs, onHide: splitLetters });
  useEffect(() => {
    ref.current?.style.setProperty("--reveal-stagger", `${MOTION.letterStaggerMs}ms`);
  }, [ref]);
  // Another language's text arrives as whole words: a heading still waiting to rise needs its
  // letters again (one that has risen stays as it is; it animates once).
  useLayoutEffect(() => {
    const heading = ref.current;
    if (heading?.dataset.reveal === "hidden") splitLetters(heading);
  }, [ref, text]);
  return (
    <h2
      ref={ref}
      id={id}
      className={["reveal-letters", className].filter(Boolean).join(" ")}
      dangerouslySetInnerHTML={{ __html: wordsMarkup(text) }}
    />
  );
}
