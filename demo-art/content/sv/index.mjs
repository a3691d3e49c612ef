// The Swedish words of every project whose art has words: each picture a Swedish page shows
// speaks Swedish (a piece set in Swedish from the start maps its words to themselves).
import { brutalBeats, prodigies, theMovieDb } from "./apps.mjs";
import { salonBookingApi, slowfashionApi, stockSyncService } from "./backend.mjs";
import * as graphic from "./graphic.mjs";
import { msb } from "./msb.mjs";
import { allaTidersShop, coffeeShop, photoApp, skjortKravallerna } from "./web.mjs";

export const dictionaries = {
  "brutal-beats": brutalBeats,
  "the-movie-db": theMovieDb,
  msb,
  prodigies,
  "coffee-shop": coffeeShop,
  "photo-app": photoApp,
  "alla-tiders-shop": allaTidersShop,
  "skjort-kravallerna": skjortKravallerna,
  "slowfashion-api": slowfashionApi,
  "salon-booking-api": salonBookingApi,
  "stock-sync-service": stockSyncService,
  "printagon-graphics": graphic.printagon,
  skjortkravallerna: graphic.skjortkravallernaPrint,
  "fred-for-kvall": graphic.fredForKvall,
  "tyckte-jag-horde-hundar": graphic.tycktejagHordeHundar,
  "kvarn-coffee-packaging": graphic.kvarnPackaging,
  "stumpen-signage": graphic.stumpen,
  "sommarnatt-festival": graphic.sommarnattFestival,
  "brutal-beats-brand": graphic.brutalBeatsBrand,
};
