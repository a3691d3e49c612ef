// The words of the art in the language being drawn. A piece is drawn in English; a project with a
// dictionary is drawn again in Swedish and written beside it as "<name>-sv.svg" wherever its words
// differ. A dictionary names every text of its project (a word kept as it is maps to itself), so a
// Swedish twin never carries an English word by accident.
let dictionary = null;
let missing = null;

/** Draws with `draw()` while the text of the art comes from `words`; returns what was drawn and what was not in `words`. */
export function drawIn(words, draw) {
  [dictionary, missing] = [words, new Set()];
  try {
    return { drawn: draw(), missing: [...missing] };
  } finally {
    [dictionary, missing] = [null, null];
  }
}

/** Dictionary entries for words that stay as they are: names, addresses, code. */
export const keep = (...words) => Object.fromEntries(words.map((word) => [word, word]));

/** A text of the art in the current language. */
export function say(text) {
  // Figures and punctuation read the same in both languages.
  if (!dictionary || !/\p{L}/u.test(text)) return text;
  if (Object.hasOwn(dictionary, text)) return dictionary[text];
  missing.add(text);
  return text;
}
