import { z } from 'zod';
import { builtOnFirstUse } from './built-on-first-use';
import { decodeBase64Url, encodeBase64Url } from '../domain/decks/base64url';
import { accountDeckIdSchema, deckVisibilitySchema } from './account-decks';
import { boundedText, rowIdParamSchema, rowIdSchema, TEXT_MAX_LENGTH } from './input-bounds';

/** Decks per page of 'Mazos de la comunidad'. */
export const COMMUNITY_PAGE = { default: 24, max: 50 } as const;

export const COMMUNITY_SORTS = ['newest', 'likes'] as const;

export type CommunitySort = (typeof COMMUNITY_SORTS)[number];

/**
 * Where a page of the listing ends, in its order: newest is (publishedAt, id), likes is
 * (likeCount, publishedAt, id), both descending. The client passes it back as `after` unread.
 */
export type CommunityCursor =
  | { sort: 'newest'; publishedAt: string; id: string }
  | { sort: 'likes'; likeCount: number; publishedAt: string; id: string };

const cursorTupleSchema = builtOnFirstUse(() =>
  z.union([
    z.tuple([z.literal('n'), z.iso.datetime({ offset: true }), accountDeckIdSchema.unwrap()]),
    z.tuple([
      z.literal('l'),
      z.int32().nonnegative(),
      z.iso.datetime({ offset: true }),
      accountDeckIdSchema.unwrap(),
    ]),
  ]),
);

/** The opaque `after` of a cursor: base64url of a small JSON array. */
export function encodeCommunityCursor(cursor: CommunityCursor): string {
  const tuple =
    cursor.sort === 'newest'
      ? ['n', cursor.publishedAt, cursor.id]
      : ['l', cursor.likeCount, cursor.publishedAt, cursor.id];
  return encodeBase64Url(new TextEncoder().encode(JSON.stringify(tuple)));
}

/** The cursor an `after` holds; null when it is not one this server wrote. */
export function decodeCommunityCursor(text: string): CommunityCursor | null {
  const bytes = decodeBase64Url(text);
  if (bytes === null) return null;
  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    return null;
  }
  const tuple = cursorTupleSchema.safeParse(json);
  if (!tuple.success) return null;
  const value = tuple.data;
  return value[0] === 'n'
    ? { sort: 'newest', publishedAt: value[1], id: value[2] }
    : { sort: 'likes', likeCount: value[1], publishedAt: value[2], id: value[3] };
}

/** Query of `GET /api/community/decks`: filters, order, page size and where the last page ended. */
export const communityDecksQuerySchema = builtOnFirstUse(() =>
  z
    .strictObject({
      format: boundedText(TEXT_MAX_LENGTH.identifier).min(1).optional(),
      race: boundedText(TEXT_MAX_LENGTH.name).min(1).optional(),
      block: boundedText(TEXT_MAX_LENGTH.name).min(1).optional(),
      /** A card id the deck holds (main or side deck). */
      card: rowIdParamSchema.unwrap().optional(),
      /** The author's user id (`authorId` of an item). */
      author: boundedText(TEXT_MAX_LENGTH.identifier).min(1).optional(),
      sort: z.enum(COMMUNITY_SORTS).default('newest'),
      after: z
        .string()
        .max(400)
        .transform((text, context) => {
          const cursor = decodeCommunityCursor(text);
          if (cursor === null) {
            context.addIssue({ code: 'custom', message: 'no es un cursor de esta lista' });
            return z.NEVER;
          }
          return cursor;
        })
        .optional(),
      limit: z.coerce.number().int().min(1).max(COMMUNITY_PAGE.max).default(COMMUNITY_PAGE.default),
    })
    .refine((query) => query.after === undefined || query.after.sort === query.sort, {
      message: 'el cursor es de otro orden',
      path: ['after'],
    }),
);

export type CommunityDecksQuery = z.output<typeof communityDecksQuerySchema>;

/** One deck of the listing. */
export const communityDeckItemSchema = builtOnFirstUse(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    format: z.string(),
    race: z.string().nullable(),
    block: z.string().nullable(),
    authorId: z.string(),
    authorName: z.string(),
    /** Copies in the main deck. */
    cardCount: z.int().nonnegative(),
    likeCount: z.int().nonnegative(),
    publishedAt: z.iso.datetime({ offset: true }),
  }),
);

export type CommunityDeckItem = z.infer<typeof communityDeckItemSchema>;

/** `GET /api/community/decks`: a page, and the `after` of the next one (null on the last). */
export const communityDeckPageSchema = builtOnFirstUse(() =>
  z.object({
    decks: z.array(communityDeckItemSchema.unwrap()),
    nextCursor: z.string().nullable(),
  }),
);

export type CommunityDeckPage = z.infer<typeof communityDeckPageSchema>;

const deckEntryListSchema = builtOnFirstUse(() =>
  z.array(z.object({ id: rowIdSchema.unwrap(), count: rowIdSchema.unwrap() })),
);

/** `GET /api/public-decks/:id`: a public or unlisted deck, for anyone. */
export const publicDeckSchema = builtOnFirstUse(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    format: z.string(),
    cards: deckEntryListSchema.unwrap(),
    side: deckEntryListSchema.unwrap(),
    authorId: z.string(),
    authorName: z.string(),
    version: rowIdSchema.unwrap(),
    updatedAt: z.iso.datetime({ offset: true }),
    /** When it first became public; null for a deck that was only ever unlisted. */
    publishedAt: z.iso.datetime({ offset: true }).nullable(),
    likeCount: z.int().nonnegative(),
    /** Whether the signed-in caller likes it; false for a visitor. */
    likedByMe: z.boolean(),
    visibility: deckVisibilitySchema.unwrap().exclude(['private']),
    /** True only in what the owner and admins read: others get 410 deck_hidden. */
    hidden: z.boolean(),
    /** Whether the caller owns the deck. */
    isMine: z.boolean(),
  }),
);

export type PublicDeck = z.infer<typeof publicDeckSchema>;

export const publicDeckParamsSchema = builtOnFirstUse(() =>
  z.object({ id: accountDeckIdSchema.unwrap() }),
);

/** Body of `PUT /api/decks/:id/visibility`. */
export const deckVisibilityWriteSchema = builtOnFirstUse(() =>
  z.strictObject({ visibility: deckVisibilitySchema.unwrap() }),
);

/** `PUT`/`DELETE /api/community/decks/:id/like`: the deck's likes after the change. */
export const deckLikeStateSchema = builtOnFirstUse(() =>
  z.object({
    likeCount: z.int().nonnegative(),
    likedByMe: z.boolean(),
  }),
);

export type DeckLikeState = z.infer<typeof deckLikeStateSchema>;

/** Body of `PUT /api/community/decks/:id/hidden` (admins). */
export const deckHiddenWriteSchema = builtOnFirstUse(() => z.strictObject({ hidden: z.boolean() }));

/** Answer of `PUT /api/community/decks/:id/hidden`. */
export const deckHiddenStateSchema = builtOnFirstUse(() =>
  z.object({ id: z.string(), hidden: z.boolean() }),
);

/** 410 of a hidden deck's page for anyone but its owner and admins. */
export const DECK_HIDDEN = {
  error: 'deck_hidden',
  message: 'Este mazo fue ocultado por la moderación.',
} as const;
