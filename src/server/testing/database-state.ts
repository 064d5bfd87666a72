import { asc } from 'drizzle-orm';
import { aiSuggestions } from '../db/ai-schema';
import type { Database } from '../db/connect';
import {
  accountDecks,
  accountDeckVersions,
  appMeta,
  banlists,
  cardRevisions,
  cards,
  collectionCards,
  deckLikes,
  users,
} from '../db/schema';

/**
 * Everything a write endpoint could change, in a stable order, for "refused means unchanged"
 * assertions. A table added for a new write endpoint belongs here too.
 */
export async function readDatabaseState(db: Database) {
  return {
    cards: await db.select().from(cards).orderBy(asc(cards.id)),
    cardRevisions: await db.select().from(cardRevisions).orderBy(asc(cardRevisions.id)),
    banlists: await db.select().from(banlists).orderBy(asc(banlists.key)),
    users: await db.select().from(users).orderBy(asc(users.id)),
    appMeta: await db.select().from(appMeta).orderBy(asc(appMeta.key)),
    aiSuggestions: await db.select().from(aiSuggestions).orderBy(asc(aiSuggestions.id)),
    accountDecks: await db.select().from(accountDecks).orderBy(asc(accountDecks.id)),
    accountDeckVersions: await db
      .select()
      .from(accountDeckVersions)
      .orderBy(asc(accountDeckVersions.deckId), asc(accountDeckVersions.version)),
    deckLikes: await db
      .select()
      .from(deckLikes)
      .orderBy(asc(deckLikes.deckId), asc(deckLikes.userId)),
    collectionCards: await db
      .select()
      .from(collectionCards)
      .orderBy(asc(collectionCards.ownerId), asc(collectionCards.cardId)),
  };
}
