// Print and signage for Swedish clients: on the Swedish pages their words are Swedish.
import { keep } from "../words.mjs";

export const printagon = {
  ...keep("PANTONE", "PRINTAGON"),
  VARNISH: "LACK",
  "DIE-CUT": "STANS",
  "SPOT VARNISH ON MATTE BLACK": "SPOTLACK PÅ MATT SVART",
  "Price list 2020": "Prislista 2020",
  "Posters A2": "Affischer A2",
  "Posters B1": "Affischer B1",
  "Flyers A5": "Flygblad A5",
  Booklets: "Häften",
  "Business cards": "Visitkort",
  "Roll-ups": "Roll-ups",
  "Spot varnish": "Spotlack",
  "Die-cutting": "Stansning",
  "380 kr": "380 kr", "570 kr": "570 kr", "760 kr": "760 kr", "950 kr": "950 kr", "1140 kr": "1140 kr", "1330 kr": "1330 kr",
  "1520 kr": "1520 kr", "1710 kr": "1710 kr",
};

export const slowfashionLookbook = {
  ...keep("SLOWFASHION", "SF-1042-M"),
  "SLOWFASHION · AUTUMN": "SLOWFASHION · HÖST",
  Rentals: "Uthyrningar",
  Kilometres: "Kilometer",
  Repairs: "Lagningar",
  "previous rentals": "tidigare uthyrningar",
};

export const kvarnPackaging = {
  ...keep("HUILA", "KVARN", "SIDAMO", "CERRADO", "KAYANZA", "Huila, Colombia"),
  Origin: "Ursprung",
  Roasted: "Rostat",
  "14 March": "14 mars",
  "Tastes like": "Smakar",
  "Red apple, cocoa": "Rött äpple, kakao",
  Brew: "Bryggning",
  "Filter, 60 g/l": "Filter, 60 g/l",
};

export const stumpen = {
  "Courts 1–4": "Plan 1–4",
  Pool: "Simhall",
};
