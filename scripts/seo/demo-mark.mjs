// The demo's share image carries this mark, written by its generator (og.mjs), so the build can
// tell that og/default is still the demo's picture and ask the owner to replace it
// (app/content/demo-share-image.server.ts). The check reads no demo words or colours, which change
// with the art; an owner's own picture (a JPEG, a PNG, an SVG of their own) never has the mark.
export const DEMO_ART_MARK = "demo-art:";

/** The SVG comment that marks a demo picture, saying what to do about it to whoever opens the file. */
export function demoArtComment(file) {
  return `<!-- ${DEMO_ART_MARK} the demo's picture. Replace content/images/${file} with your own. -->`;
}
