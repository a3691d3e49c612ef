// Words of pieces the home hero draws whose projects keep their own pictures in English (the
// hero's Swedish twin shows them in Swedish; the project pages do not use this).
import { keep } from "../words.mjs";

/** The Brutal Beats screen on the hero: a drum machine's controls and its API log. */
export const heroBrutalBeats = {
  ...keep("brutal-beats.example.com", "BRUTAL BEATS", "TEMPO", "SWING", "VOL", "128 BPM", "KICK", "POST", "GET", "PUT",
    "12 ms", "4 ms", "9 ms", "api.brutal-beats · network", "/api/patterns", "/api/patterns/7fK2q", "/api/samples/kick.wav",
    "bb.example/p/7fK2q"),
  cached: "cachad",
  "Share pattern": "Dela mönster",
  Copy: "Kopiera",
};
