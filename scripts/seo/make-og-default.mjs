// Renders the default share image (og:image for pages without their own picture) to a
// 1200×630 PNG, the size and format every social network accepts. Run after editing the SVG:
//   node scripts/seo/make-og-default.mjs
// Until the image pipeline renders content/images/og/default.svg, public/og-default.png is it.
import sharp from "sharp";

const source = new URL("./og-default.svg", import.meta.url);
const target = new URL("../../public/og-default.png", import.meta.url);
const info = await sharp(source.pathname).png({ compressionLevel: 9, palette: true }).toFile(target.pathname);
console.log(`wrote public/og-default.png (${info.width}×${info.height}, ${info.size} bytes)`);
