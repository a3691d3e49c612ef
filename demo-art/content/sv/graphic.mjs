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

export const kvarnPackaging = {
  ...keep("HUILA", "KVARN", "SIDAMO", "CERRADO", "KAYANZA", "Huila, Colombia"),
  Origin: "Ursprung",
  Roasted: "Rostat",
  "14 March": "14 mars",
  "Tastes like": "Smaknoter",
  "Red apple, cocoa": "Rött äpple, kakao",
  Brew: "Bryggning",
  "Filter, 60 g/l": "Filter, 60 g/l",
};

export const stumpen = {
  "Courts 1–4": "Plan 1–4",
  Pool: "Simhall",
};

export const skjortkravallernaPrint = {
  ...keep("SKJORTKRAVALLERNA"),
  "RELEASE TOUR · 14 MAR NORRKÖPING": "RELEASETURNÉ · 14 MARS NORRKÖPING",
};

/** The brand's name stays; the UI kit sheet names the button's states in Swedish. */
export const brutalBeatsBrand = {
  ...keep("BRUTAL", "BEATS", "Brutal Beats"),
  default: "standard",
  hover: "hover",
  pressed: "nedtryckt",
  focus: "fokus",
  disabled: "inaktiv",
};

// Pieces set in Swedish from the start: every word stays, and the dictionary says so.
export const fredForKvall = keep("Fred för kväll", "EN KAMMARPJÄS · HÖSTEN 2019", "Mamma", "Pappa", "Moster", "Sonen", "Dottern",
  "Gästen");
export const tycktejagHordeHundar = keep("POESI", "TYCKTE JAG HÖRDE HUNDAR", "DIKTER", "II. NATTEN");
export const sommarnattFestival = keep("SOMMARNATT", "21 JUNI · FRÅN SOLNEDGÅNG TILL SOLUPPGÅNG", "Sjöfolk", "Ljusnatt", "Dimman",
  "Kvarnen", "Vågor", "Nattbuss", "Daggen", "Soluppgång", "SOMMARNATT · 21:00", "SOMMARNATT · 22:00", "SOMMARNATT · 23:00",
  "SOMMARNATT · 00:00", "SOMMARNATT · 01:00");
