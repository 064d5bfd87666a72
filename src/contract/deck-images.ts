import { z } from 'zod';
import { builtOnFirstUse } from './built-on-first-use';
import { accountDeckWriteSchema, ACCOUNT_DECK_LIMITS } from './account-decks';
import { boundedText } from './input-bounds';

/** Deck images (issue 17): POST a deck, get a PNG back. Kept here, not in api-paths.ts. */
export const DECK_IMAGE_PATHS = {
  deckImages: '/api/deck-images',
} as const;

/** Width of every deck image, in pixels: the width social networks show a post at. */
export const DECK_IMAGE_WIDTH = 1080;

/**
 * Body of `POST /api/deck-images`: the deck as its JSON export has it, with the bounds of a deck
 * on the account (ACCOUNT_DECK_LIMITS). The name may be empty (a deck not saved yet); `format`
 * is a banlist key, shown by its name when the server knows the format.
 */
export const deckImageRequestSchema = builtOnFirstUse(() =>
  z.strictObject({
    name: boundedText(ACCOUNT_DECK_LIMITS.name).trim(),
    format: accountDeckWriteSchema.unwrap().shape.format,
    cards: accountDeckWriteSchema.unwrap().shape.cards,
    side: accountDeckWriteSchema.unwrap().shape.side,
  }),
);

export type DeckImageRequest = z.infer<typeof deckImageRequestSchema>;
