// The Swedish words of each project whose art has words that a Swedish page should not show in English.
import { msb } from "./msb.mjs";

export const dictionaries = { msb };
