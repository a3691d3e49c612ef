import { cloneElement, type ReactElement, type ReactNode } from "react";

// A few lines instead of react-i18next's <Trans> (3.4 KB brotli with its HTML parser, on the
// first load of every page that showed a translated emphasis).
const TAG = /<(\/?)([a-z][\w-]*)\s*(\/?)>/gi;
const VOID = new Set(["br", "hr", "wbr"]);

type Frame = { name: string; opening: string; children: ReactNode[] };

/**
 * A translated text whose named tags become the given elements: `<accent>x</accent>` is
 * `components.accent` holding x, `<br/>` an empty one. Anything else stays text as written, an
 * unknown tag, one with attributes or one left open included: a translation can emphasise words
 * but never inject elements or attributes.
 */
export function Markup({ text, components }: { text: string; components: Record<string, ReactElement> }) {
  const root: Frame = { name: "", opening: "", children: [] };
  const stack = [root];
  let key = 0;
  let at = 0;
  const top = () => stack[stack.length - 1]!;
  // Neighbouring texts join, so the HTML has one text node where the translation has one run.
  const add = (frame: Frame, ...nodes: ReactNode[]) => {
    for (const node of nodes) {
      const last = frame.children.length - 1;
      if (typeof node === "string" && typeof frame.children[last] === "string") frame.children[last] += node;
      else frame.children.push(node);
    }
  };
  const element = (name: string, children: ReactNode[]) => cloneElement(components[name]!, { key: key++ }, ...children);

  for (const match of text.matchAll(TAG)) {
    const [tag, closing, name = "", selfClosing] = match;
    if (match.index > at) add(top(), text.slice(at, match.index));
    at = match.index + tag.length;
    const known = Object.hasOwn(components, name);
    const type = known ? components[name]!.type : null;
    if (known && !closing && (selfClosing || (typeof type === "string" && VOID.has(type)))) {
      add(top(), element(name, []));
    } else if (known && !closing) {
      stack.push({ name, opening: tag, children: [] });
    } else if (closing && stack.length > 1 && top().name === name) {
      const frame = stack.pop()!;
      add(top(), element(name, frame.children));
    } else {
      add(top(), tag);
    }
  }
  if (at < text.length) add(top(), text.slice(at));
  // Tags left open are text, their contents kept.
  while (stack.length > 1) {
    const frame = stack.pop()!;
    add(top(), frame.opening, ...frame.children);
  }
  return <>{root.children}</>;
}
