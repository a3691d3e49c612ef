// Swedish businesses' sites speak Swedish on the Swedish pages; addresses, names and code stay.
import { keep } from "../words.mjs";

const API = keep("POST", "GET", "PATCH", "DELETE", "18 ms", "22 ms", "9 ms", "7 ms", "5 ms", "3 ms");

export const coffeeShop = {
  ...keep("kvarn-coffee.example.com", "Kvarn", "Huila", "Sidamo", "Cerrado", "Kayanza", "LUNCH"),
  "This week's beans": "Veckans bönor",
  "Open Mon–Fri 7–18 · Sat 9–16": "Öppet mån–fre 7–18 · lör 9–16",
  Mon: "Mån", Tue: "Tis", Wed: "Ons", Thu: "Tor", Fri: "Fre",
  "Lunch this week": "Veckans lunch",
  Monday: "Måndag", Tuesday: "Tisdag", Wednesday: "Onsdag", Thursday: "Torsdag", Friday: "Fredag",
  "Huila, Colombia": "Huila, Colombia",
};

export const photoApp = {
  ...API,
  ...keep("photos.example.com", "photos api · network", "/api/albums/lake-25/photos", "/api/albums/lake-25", "/api/shares",
    "/a/lake-25?code=…", "/api/photos/4411", "photos.example.com/a/lake-25"),
  "Family album": "Familjealbum",
  "Saturday 14 June": "Lördag 14 juni",
  "Sunday 15 June": "Söndag 15 juni",
  "Drop photos here": "Släpp bilder här",
  "6 of 6": "6 av 6",
  "Share “Summer at the lake”": "Dela ”Sommar vid sjön”",
  "Code word: kanelbulle": "Kodord: kanelbulle",
  "Copy link and code": "Kopiera länk och kod",
  "Uploading 6 photos": "Laddar upp 6 bilder",
  "Summer at the lake · 48 photos": "Sommar vid sjön · 48 bilder",
};

export const allaTidersShop = {
  ...API,
  ...keep("allatiders.example.com", "AllaTiders", "allatiders api · network", "/api/reservations", "/api/items?cat=chairs",
    "/webhooks/payment", "/api/items/0418", "/api/items/0377", "8 400 kr", "3 900 kr"),
  "Teak sideboard, 1962": "Skänk i teak, 1962",
  "W 180 · D 45 · H 78 cm": "B 180 · D 45 · H 78 cm",
  "No. 0418": "Nr 0418",
  "No. 0377": "Nr 0377",
  Reserve: "Reservera",
  sold: "såld",
  reserved: "reserverad",
  Chairs: "Stolar",
  "Reserved 14:58": "Reserverad 14:58",
  "Easy chair, 1958": "Fåtölj, 1958",
};

export const skjortKravallerna = {
  ...keep("skjortkravallerna.example.com", "SKJORTKRAVALLERNA",
    "Norrköping · Kulturhuset", "Linköping · Båten", "Stockholm · Kollektivet", "Norrköping", "Linköping", "Stockholm",
    "1. Stämpelklocka", "2. Kragen", "3. Övertid",
    "4. Namnbricka", "5. Fredag 17:00", "6. Facket"),
  "NEXT GIGS": "NÄSTA SPELNINGAR",
  // Swedish writes the month out: "14 mars", never "14 MAR" or a padded "04".
  "14 MAR": "14 MARS",
  "21 MAR": "21 MARS",
  "28 MAR": "28 MARS",
  "04 APR": "4 APRIL",
  "11 APR": "11 APRIL",
  RECORDS: "SKIVOR",
};
