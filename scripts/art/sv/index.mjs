// The Swedish words of each project whose art has words a Swedish page should not show in English.
import { kvarnPackaging, printagon, slowfashionLookbook, stumpen } from "./graphic.mjs";
import { msb } from "./msb.mjs";
import { allaTidersShop, coffeeShop, photoApp, skjortKravallerna } from "./web.mjs";

export const dictionaries = {
  msb,
  "coffee-shop": coffeeShop,
  "photo-app": photoApp,
  "alla-tiders-shop": allaTidersShop,
  "skjort-kravallerna": skjortKravallerna,
  "printagon-graphics": printagon,
  "slowfashion-lookbook": slowfashionLookbook,
  "kvarn-coffee-packaging": kvarnPackaging,
  "stumpen-signage": stumpen,
};
