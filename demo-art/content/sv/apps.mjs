// The owner's own apps: on the Swedish pages their controls speak Swedish; names, addresses,
// routes and a film's title stay as they are.
import { keep } from "../words.mjs";

/** A drum machine's controls and its API log. The panel's labels stay as printed on the hardware it
 * copies (Swedish producers say "pattern" too); its dialogs speak Swedish. */
export const brutalBeats = {
  ...keep("brutal-beats.example.com", "BRUTAL BEATS", "TEMPO", "SWING", "VOL", "128 BPM", "KICK", "POST", "GET", "PUT",
    "12 ms", "4 ms", "9 ms", "api.brutal-beats · network", "/api/patterns", "/api/patterns/7fK2q", "/api/samples/kick.wav",
    "bb.example/p/7fK2q", "PATTERN"),
  cached: "cachad",
  "Share pattern": "Dela mönster",
  Copy: "Kopiera",
};

export const theMovieDb = {
  ...keep("movies.example.com", "Drama", "Sci-fi", "The Long Summer", "the long summ", "THE", "LONG", "SUMMER"),
  FILMS: "FILMER",
  "Search films…": "Sök filmer…",
  "1970s": "1970-tal",
  "Rated 7+": "Betyg 7+",
  "1974 · Drama · 2 h 04 min": "1974 · Drama · 2 tim 04 min",
  "1974 · Drama": "1974 · Drama",
};

export const prodigies = {
  ...keep("learn.prodigies.example.com", "Prodigies", "Quiz"),
  "Lesson 4: Loops": "Lektion 4: Loopar",
  "Run  ": "Kör  ",
  "My journey": "Min resa",
  "Prodigies · Teacher": "Prodigies · Lärare",
  "Group B · week 6": "Grupp B · vecka 6",
  "What does this loop print?": "Vad skriver loopen ut?",
  Nothing: "Ingenting",
};
