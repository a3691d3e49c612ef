// Every demo project's pictures, by slug: each function draws the project's images by name. A
// project with a cover of its own (./directed-covers.mjs) keeps its kind's other pictures.
import { backendProjectArt } from "./backend-art.mjs";
import { brutalBeatsBrand } from "./brutal-brand.mjs";
import * as backend from "./backend-projects.mjs";
import * as graphicA from "./graphic-a.mjs";
import * as graphicB from "./graphic-b.mjs";
import * as graphicC from "./graphic-c.mjs";
import { webProjectArt } from "./web-art.mjs";
import * as directed from "./directed-covers.mjs";
import { postersOnWalls } from "./in-context.mjs";
import * as webA from "./web-projects-a.mjs";
import * as webB from "./web-projects-b.mjs";

export const projects = {
  "brutal-beats": () => ({ ...webProjectArt(webA.brutalBeats, "fullstack"), cover: directed.brutalBeatsCover() }),
  "the-movie-db": () => ({ ...webProjectArt(webA.theMovieDb), cover: directed.theMovieDbCover() }),
  msb: () => ({ ...webProjectArt(webA.msb), cover: directed.msbCover() }),
  prodigies: () => ({ ...webProjectArt(webA.prodigies), cover: directed.prodigiesCover() }),
  "coffee-shop": () => ({ ...webProjectArt(webB.coffeeShop), cover: directed.coffeeShopCover() }),
  "photo-app": () => ({ ...webProjectArt(webB.photoApp, "fullstack"), cover: directed.photoAppCover() }),
  "alla-tiders-shop": () => ({ ...webProjectArt(webB.allaTidersShop, "fullstack"), cover: directed.allaTidersShopCover() }),
  "skjort-kravallerna": () => ({ ...webProjectArt(webB.skjortKravallerna), cover: directed.skjortKravallernaCover() }),
  "slowfashion-api": () => ({ ...backendProjectArt(backend.slowfashionApi), cover: directed.slowfashionApiCover() }),
  "salon-booking-api": () => ({ ...backendProjectArt(backend.salonBookingApi), cover: directed.salonBookingApiCover() }),
  "stock-sync-service": () => ({ ...backendProjectArt(backend.stockSyncService), cover: directed.stockSyncServiceCover() }),
  "printagon-graphics": () => graphicA.printagonGraphics(),
  skjortkravallerna: () => postersOnWalls(graphicA.skjortkravallerna()),
  "fred-for-kvall": () => graphicA.fredForKvall(),
  "tyckte-jag-horde-hundar": () => graphicA.tycktejagHordeHundar(),
  "kvarn-coffee-packaging": () => graphicB.kvarnCoffeePackaging(),
  "stumpen-signage": () => graphicB.stumpenSignage(),
  "sommarnatt-festival": () => graphicC.sommarnattFestival(),
  "brutal-beats-brand": () => brutalBeatsBrand(),
};
