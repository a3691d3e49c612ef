// A quiet placeholder picture: two overlapping circles on a tinted ground, its hue taken from the
// file's name so that several placeholders on one page are told apart. No text, so no font is needed
// when the image step turns it into AVIF and WebP.
function hue(seed) {
  let hash = 0;
  for (const char of seed) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return hash % 360;
}

// The mark lets the build name every placeholder still there (app/content/placeholder-images.server.ts);
// a picture of the owner's own never has it.
export const PLACEHOLDER_MARK = "placeholder:";

/** A placeholder picture for `content/images/<file>` (`projects/shop/cover.svg`), which its comment names. */
export function placeholderSvg(file, width, height) {
  const h = hue(file);
  const r = Math.round(Math.min(width, height) * 0.32);
  const cy = Math.round(height / 2);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <!-- ${PLACEHOLDER_MARK} replace content/images/${file} with your own picture
       (a .jpg or .png of the same name, once this file is deleted) -->
  <rect width="${width}" height="${height}" fill="hsl(${h} 45% 88%)"/>
  <circle cx="${Math.round(width * 0.42)}" cy="${cy}" r="${r}" fill="hsl(${h} 55% 62%)"/>
  <circle cx="${Math.round(width * 0.58)}" cy="${cy}" r="${r}" fill="hsl(${(h + 40) % 360} 60% 45%)" fill-opacity="0.75"/>
</svg>
`;
}
