import { and, desc, eq } from 'drizzle-orm';
import type { Card } from '../../domain/cards/card';
import type { Database } from '../db/connect';
import { cardRevisions, users } from '../db/schema';

export interface NewRevision {
  cardId: number;
  /** The card's version after this change. */
  version: number;
  authorId: string;
  before: Card | null;
  after: Card;
}

export async function insertRevision(db: Database, revision: NewRevision): Promise<void> {
  await db.insert(cardRevisions).values({
    cardId: revision.cardId,
    version: revision.version,
    changedBy: revision.authorId,
    before: revision.before,
    after: revision.after,
  });
}

const revisionColumns = {
  id: cardRevisions.id,
  version: cardRevisions.version,
  createdAt: cardRevisions.changedAt,
  before: cardRevisions.before,
  after: cardRevisions.after,
  author: { id: users.id, name: users.name, email: users.email },
};

/** A card's history with each author, newest first; `before`/`after` are raw JSON to parse. */
export async function listRevisionRows(db: Database, cardId: number) {
  return db
    .select(revisionColumns)
    .from(cardRevisions)
    .innerJoin(users, eq(users.id, cardRevisions.changedBy))
    .where(eq(cardRevisions.cardId, cardId))
    .orderBy(desc(cardRevisions.version), desc(cardRevisions.id));
}

/** One revision of one card (a revision id of another card is not found). */
export async function findRevisionRow(db: Database, cardId: number, revisionId: number) {
  const rows = await db
    .select({ after: cardRevisions.after })
    .from(cardRevisions)
    .where(and(eq(cardRevisions.cardId, cardId), eq(cardRevisions.id, revisionId)));
  return rows[0] ?? null;
}
