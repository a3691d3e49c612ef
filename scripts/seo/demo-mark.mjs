// The demo's share image carries this mark (demo-art/shell/og.mjs), so the build can ask the owner
// to replace it (app/content/demo-share-image.server.ts); an owner's own picture never has it.
export const DEMO_ART_MARK = "demo-art:";

/** The SVG comment that marks a demo picture, saying what to do about it to whoever opens the file. */
export function demoArtComment(file) {
  return `<!-- ${DEMO_ART_MARK} the demo's picture. Replace content/images/${file} with your own. -->`;
}
