// MSB is a Swedish authority: on the Swedish pages its checklist speaks Swedish.
import { keep } from "../words.mjs";

export const msb = {
  ...keep("beredskap.example.com", "Information", "27 l"),
  "Home preparedness": "Hemberedskap",
  "Your household: 3 people": "Ditt hushåll: 3 personer",
  Water: "Vatten",
  Food: "Mat",
  Heat: "Värme",
  "Expires within a month": "Går ut inom en månad",
  "Tinned beans": "Bönor på burk",
  "AA batteries": "AA-batterier",
  Crispbread: "Knäckebröd",
  "Water cans": "Vattendunkar",
  "6 days": "6 dagar",
  "13 days": "13 dagar",
  "20 days": "20 dagar",
  "27 days": "27 dagar",
  "of 63 litres for one week": "av 63 liter för en vecka",
  "Add to list": "Lägg till i listan",
  "My household kit": "Hushållets förråd",
  "Offline · saved on this device": "Offline · sparas på enheten",
};
