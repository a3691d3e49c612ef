import { expect, type Locator } from "@playwright/test";

type Sight = { ok: true } | { ok: false; why: string };

/**
 * What a person sees of an element, measured in the page: it has a box, the box lies inside the
 * viewport, no ancestor that clips (overflow other than visible, or `contain: paint`) cuts it off,
 * and the element (or something inside it) is the topmost thing at the centre of what is left.
 * `toBeVisible()` checks none of this: it passed while the phone menu was clipped to the header.
 */
function sightOf(el: Element): Sight {
  const px = (n: number) => Math.round(n);
  const box = el.getBoundingClientRect();
  if (box.width < 1 || box.height < 1) return { ok: false, why: `has no size (${px(box.width)}×${px(box.height)})` };
  const style = getComputedStyle(el);
  if (style.visibility !== "visible") return { ok: false, why: `visibility is ${style.visibility}` };
  if (Number(style.opacity) === 0) return { ok: false, why: "opacity is 0" };

  const vw = document.documentElement.clientWidth;
  const vh = window.innerHeight;
  const tolerance = 1;
  if (box.left < -tolerance || box.top < -tolerance || box.right > vw + tolerance || box.bottom > vh + tolerance) {
    return {
      ok: false,
      why:
        `lies outside the ${vw}×${vh} viewport ` +
        `(left ${px(box.left)}, top ${px(box.top)}, right ${px(box.right)}, bottom ${px(box.bottom)})`,
    };
  }

  // Every clipping ancestor must show the whole box (a fixed element escapes ancestors that are
  // not its containing block, which is exactly the case that went wrong, so check them all).
  let left = box.left;
  let top = box.top;
  let right = box.right;
  let bottom = box.bottom;
  for (let node = el.parentElement; node && node !== document.documentElement; node = node.parentElement) {
    const s = getComputedStyle(node);
    const clips = s.overflowX !== "visible" || s.overflowY !== "visible" || /paint|strict|content/.test(s.contain);
    if (!clips) continue;
    const r = node.getBoundingClientRect();
    const clipped =
      box.left < r.left - tolerance ||
      box.top < r.top - tolerance ||
      box.right > r.right + tolerance ||
      box.bottom > r.bottom + tolerance;
    if (clipped) {
      const name = node.tagName.toLowerCase() + (node.id ? `#${node.id}` : "");
      return {
        ok: false,
        why:
          `is clipped by <${name}> (its box ${px(r.left)},${px(r.top)}–${px(r.right)},${px(r.bottom)}; ` +
          `element ${px(box.left)},${px(box.top)}–${px(box.right)},${px(box.bottom)})`,
      };
    }
    left = Math.max(left, r.left);
    top = Math.max(top, r.top);
    right = Math.min(right, r.right);
    bottom = Math.min(bottom, r.bottom);
  }

  const x = (left + right) / 2;
  const y = (top + bottom) / 2;
  const hit = document.elementFromPoint(x, y);
  if (!hit) return { ok: false, why: `nothing is hit at its centre (${px(x)}, ${px(y)})` };
  if (hit !== el && !el.contains(hit)) {
    const name = hit.tagName.toLowerCase() + (hit.id ? `#${hit.id}` : "") + (hit.className && typeof hit.className === "string" ? `.${hit.className.split(/\s+/).slice(0, 3).join(".")}` : "");
    return { ok: false, why: `is covered at its centre (${px(x)}, ${px(y)}) by <${name}>` };
  }
  return { ok: true };
}

/**
 * Asserts that a person can see the element and reach it with a tap or a click: inside the
 * viewport, not clipped by any ancestor, and on top at its centre. Retries until `timeout`, so
 * it can follow an opening transition.
 */
export async function expectSeen(locator: Locator, options: { timeout?: number; scroll?: boolean } = {}) {
  await expect(locator).toBeVisible({ timeout: options.timeout });
  // A person scrolls to what is below the fold; `scroll` does the same before looking. Inside a
  // scrolling panel that only proves the item fits the panel: check the panel itself too.
  if (options.scroll) await locator.scrollIntoViewIfNeeded();
  let last = "";
  await expect
    .poll(
      async () => {
        const sight = await locator.evaluate(sightOf);
        last = sight.ok ? "" : sight.why;
        return last;
      },
      // Looked at again soon: an entrance or a scroll that ends just after a look would otherwise
      // cost up to a second more (the default steps, 100, 250, 500 then 1000 ms).
      { timeout: options.timeout ?? 5_000, intervals: [50, 100, 200], message: `expected ${locator} to be seen by a person` },
    )
    .toBe("");
  return last;
}

/** Every element of the list is seen by a person (see `expectSeen`). */
export async function expectAllSeen(locator: Locator, options: { scroll?: boolean } = {}) {
  const count = await locator.count();
  expect(count, `${locator} matches nothing`).toBeGreaterThan(0);
  for (let i = 0; i < count; i++) await expectSeen(locator.nth(i), options);
}
