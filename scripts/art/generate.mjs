// Writes every project and blog image as an SVG source under content/images/. Run with
// `npm run art`; the image pipeline turns the sources into AVIF and WebP at build time. A project
// with a Swedish dictionary (./sv/) also gets "<name>-sv.svg" for each image whose words differ.
import { mkdir, writeFile } from "node:fs/promises";
import { assertOutlined } from "./font-uses.mjs";
import { dirname, join } from "node:path";
import { backendProjectArt } from "./backend-art.mjs";
import * as backend from "./backend-projects.mjs";
import { blogArt } from "./blog-art.mjs";
import * as graphicA from "./graphic-a.mjs";
import * as graphicB from "./graphic-b.mjs";
import * as graphicC from "./graphic-c.mjs";
import * as sv from "./sv/index.mjs";
import { webProjectArt } from "./web-art.mjs";
import * as webA from "./web-projects-a.mjs";
import * as webB from "./web-projects-b.mjs";
import { drawIn } from "./words.mjs";

const IMAGES = new URL("../../content/images/", import.meta.url).pathname;

const projects = {
  "brutal-beats": () => webProjectArt(webA.brutalBeats, "fullstack"),
  "the-movie-db": () => webProjectArt(webA.theMovieDb),
  msb: () => webProjectArt(webA.msb),
  prodigies: () => webProjectArt(webA.prodigies),
  "coffee-shop": () => webProjectArt(webB.coffeeShop),
  "photo-app": () => webProjectArt(webB.photoApp, "fullstack"),
  "alla-tiders-shop": () => webProjectArt(webB.allaTidersShop, "fullstack"),
  "skjort-kravallerna": () => webProjectArt(webB.skjortKravallerna),
  "slowfashion-api": () => backendProjectArt(backend.slowfashionApi),
  "salon-booking-api": () => backendProjectArt(backend.salonBookingApi),
  "stock-sync-service": () => backendProjectArt(backend.stockSyncService),
  "printagon-graphics": () => graphicA.printagonGraphics(),
  skjortkravallerna: () => graphicA.skjortkravallerna(),
  "fred-for-kvall": () => graphicA.fredForKvall(),
  "tyckte-jag-horde-hundar": () => graphicA.tycktejagHordeHundar(),
  "alla-tiders-identity": () => graphicB.allaTidersIdentity(),
  "slowfashion-lookbook": () => graphicB.slowfashionLookbook(),
  "kvarn-coffee-packaging": () => graphicB.kvarnCoffeePackaging(),
  "stumpen-signage": () => graphicB.stumpenSignage(),
  "sommarnatt-festival": () => graphicC.sommarnattFestival(),
  "ljudlos-zine": () => graphicC.ljudlosZine(),
  "brutal-beats-brand": () => graphicC.brutalBeatsBrand(),
};

async function put(relative, content) {
  const file = join(IMAGES, relative);
  await mkdir(dirname(file), { recursive: true });
  assertOutlined(file, content);
  await writeFile(file, content);
}

let count = 0;
for (const [slug, draw] of Object.entries(projects)) {
  const images = draw();
  for (const [name, content] of Object.entries(images)) {
    await put(`projects/${slug}/${name}.svg`, content);
    count++;
  }
  const words = sv.dictionaries[slug];
  if (!words) continue;
  const { drawn, missing } = drawIn(words, draw);
  if (missing.length) throw new Error(`art: ./sv/ has no Swedish for ${slug}'s ${missing.map((m) => `"${m}"`).join(", ")}`);
  for (const [name, content] of Object.entries(drawn)) {
    if (content === images[name]) continue;
    await put(`projects/${slug}/${name}-sv.svg`, content);
    count++;
  }
}
for (const [slug, draw] of Object.entries(blogArt)) {
  await put(`blog/${slug}.svg`, draw());
  count++;
}
console.log(`art: wrote ${count} SVG sources to content/images/`);
