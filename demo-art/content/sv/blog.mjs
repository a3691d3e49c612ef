// The Swedish words of each post's picture. Most show only code, which stays; the error a form
// would show a person is Swedish on the Swedish post.
import { keep } from "../words.mjs";

export const blogDictionaries = {
  "container-queries-card-grid": keep("48rem", "35rem", "26rem", "28rem"),
  "scheduling-web-audio": keep("ctx.currentTime + 0.1"),
  "honest-errors-minimal-apis": {
    ...keep("POST", "/bookings", '  "service": "colour",', '  "start": "09:00",', '  "phone": ""', "400 Bad Request",
      '  "type": "…/validation",', '  "status": 400,', '  "errors": {', '    "phone": ['),
    '  "title": "Check the form",': '  "title": "Rätta formuläret",',
    '      "Enter a phone number"': '      "Ange ett telefonnummer"',
  },
  "prerendering-a-bilingual-portfolio": keep("npm run build", "SV", "EN"),
};
