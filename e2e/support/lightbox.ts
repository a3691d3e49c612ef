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

