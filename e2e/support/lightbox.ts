import type { Page } from "@playwright/test";
import { expect } from "./fixtures";

// Rollup names the on-demand chunk after its module, app/features/gallery/gallery-lightbox.tsx.
const LIGHTBOX_CODE = /\/assets\/gallery-lightbox-[\w-]+\.js$/;

export const viewer = (page: Page) => page.getByRole("dialog", { name: "Image viewer" });

/**
 * Holds the lightbox's code on its way to the page, as a slow connection would, until the test
 * calls `release`. `arrived` resolves once the code has run in the page and React has had the
 * frames to render whatever it would open.
 */
export async function holdLightboxCode(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let url = "";
  await page.route(LIGHTBOX_CODE, async (route) => {
    url = route.request().url();
    await released;
    await route.continue();
  });
  const requested = () => expect.poll(() => url, { message: "the lightbox's code was requested" }).not.toBe("");
  const arrived = async () => {
    release();
    await page.evaluate(
      (src) =>
        import(src).then(
          () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 100)))),
        ),
      url,
    );
  };
  return { requested, arrived };
}

/** The lightbox's buttons, by their English names, as it opens (captions and thumbnails shown). */
export const LIGHTBOX_CONTROLS = [
  "Previous image",
  "Next image",
  "Close the image viewer",
  "Zoom in",
  "Zoom out",
  "Enter full screen",
  "Play slideshow",
  "Hide captions",
  "Hide thumbnails",
] as const;

type Box = { x: number; y: number; width: number; height: number };
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/**
 * The picture on screen lies clear of the toolbar, the counter, previous and next and the captions
 * (title and description): they sit around it, not over it.
 */
export async function expectPictureClear(page: Page) {
  const box = viewer(page);
  const slide = box.locator(".yarl__slide_current");
  const img = slide.locator("img");
  await expect(img).toHaveJSProperty("complete", true);
  const bands = [
    box.locator(".yarl__toolbar"),
    box.locator(".yarl__counter"),
    box.getByRole("button", { name: "Previous image", exact: true }),
    box.getByRole("button", { name: "Next image", exact: true }),
    slide.locator(".yarl__slide_title_container"),
    slide.locator(".yarl__slide_description_container"),
  ];
  // A slide that has just been asked for may still be sliding in, or be laid out a frame after a
  // resize: what must hold is the picture at rest, so the check is repeated until it does.
  await expect
    .poll(async () => {
      const picture = await img.boundingBox();
      if (!picture || picture.height <= 100) return ["the picture has room"];
      const problems: string[] = [];
      let seen = 0;
      for (const band of bands) {
        if (!(await band.isVisible())) continue;
        seen++;
        const around = await band.boundingBox();
        if (around && overlap(picture, around)) problems.push(`${band} lies over the picture (${JSON.stringify({ picture, around })})`);
      }
      if (seen < 4) problems.push("the toolbar, the counter, a way on and a caption are shown");
      return problems;
    })
    .toEqual([]);
}
