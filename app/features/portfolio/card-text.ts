/**
 * The size of a card's description, the same on every kind of card (top 5 and project cards),
 * so moving down the page the text does not change size from one grid to the next.
 */
export const CARD_TEXT = "text-base";
