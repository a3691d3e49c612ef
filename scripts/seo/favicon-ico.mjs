// /favicon.ico, which browsers ask for on a page without an icon link (the redirect pages): the
// owner's light page icon (scripts/brand/build.mjs) as one 32 px PNG in an ICO file.
import sharp from "sharp";

const FAVICON_SOURCE = "app/brand/favicon-light.svg";
const SIZE = 32;

/** The ICO file's bytes for one square PNG of `size` px. */
function icoOf(png, size = SIZE) {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(size % 256, 6);
  header.writeUInt8(size % 256, 7);
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(22, 18); // the image starts after this header
  return Buffer.concat([header, png]);
}

export async function faviconIco(source = FAVICON_SOURCE) {
  return icoOf(await sharp(source, { density: 300 }).resize(SIZE, SIZE).png().toBuffer());
}
