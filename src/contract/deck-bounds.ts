/**
 * The most cards a side deck may hold; the real formats' is 10. Apart from the banlist contract
 * so that the account decks' contract, loaded on the first screen, does not carry every format.
 */
export const SIDE_DECK_MAX_SIZE = 50;
