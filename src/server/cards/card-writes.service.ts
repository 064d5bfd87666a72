import { z } from 'zod';
import type { CurrentUser } from '../../contract/auth';
import { storableCardSchema } from '../../contract/stored-card-fields';
import { cardRevisionListSchema, type CardRevision } from '../../contract/card-writes';
import type { Card } from '../../domain/cards/card';
import { listCardChanges } from '../../domain/review/card-changes';
import { recordKeptFields } from '../ai/kept-fields';
import { bumpCatalogueRevision } from '../catalogue/catalogue-revision';
import type { Database } from '../db/connect';
import { findRevisionRow, insertRevision, listRevisionRows } from './card-revisions.repository';
import {
  findStoredCard,
  insertCard,
  moveCardIdSequencePastMax,
  updateCardAtVersion,
  type NewCard,
  type StoredCard,
} from './cards.repository';

/** One field of an old revision that today's bounds refuse, with why (in Spanish). */
export interface RevisionProblem {
  field: string;
  reason: string;
}

export type CardWrite =
  | { ok: true; stored: StoredCard }
  | { ok: false; reason: 'not_found' | 'revision_not_found' | 'id_mismatch' }
  | { ok: false; reason: 'conflict'; current: StoredCard }
  | { ok: false; reason: 'id_taken'; id: number }
  | { ok: false; reason: 'revision_not_storable'; problems: RevisionProblem[] };

export type RevisionList =
  { ok: true; revisions: CardRevision[] } | { ok: false; reason: 'not_found' };

const spanishErrors = z.locales.es().localeError;

/** The card fields an editor saves; the id may be left for the server to assign. */
export type EditedCard = NewCard;

/**
 * What an editor sends to change a card: its fields, the version they loaded and, when the edit
 * started from an AI suggestion, which fields they kept from it.
 */
export interface CardEdit {
  card: EditedCard;
  version: number;
  aiSuggestionId?: string | undefined;
  keptFields?: readonly string[] | undefined;
}

export interface CardWritesService {
  createCard: (fields: EditedCard, author: CurrentUser) => Promise<CardWrite>;
  updateCard: (id: number, edit: CardEdit, author: CurrentUser) => Promise<CardWrite>;
  listRevisions: (id: number) => Promise<RevisionList>;
  restoreRevision: (
    id: number,
    revisionId: number,
    version: number,
    author: CurrentUser,
  ) => Promise<CardWrite>;
}

export function createCardWritesService(db: Database): CardWritesService {
  /**
   * Optimistic concurrency: the card is written only if it is still at the version the editor
   * loaded; the write, its revision and the catalogue revision commit together or not at all.
   */
  async function writeAtVersion(
    card: Card,
    expectedVersion: number,
    author: CurrentUser,
  ): Promise<CardWrite> {
    const outcome = await db.transaction(async (tx): Promise<CardWrite | 'stale'> => {
      const before = await findStoredCard(tx, card.id);
      if (before === null) return { ok: false, reason: 'not_found' };
      if (before.version !== expectedVersion) return 'stale';
      // Saving an unchanged form is not a change: no new version, no empty revision.
      if (listCardChanges(before.card, card).length === 0) return { ok: true, stored: before };
      const stored = await updateCardAtVersion(tx, card, expectedVersion);
      if (stored === null) return 'stale';
      await insertRevision(tx, {
        cardId: card.id,
        version: stored.version,
        authorId: author.id,
        before: before.card,
        after: stored.card,
      });
      await bumpCatalogueRevision(tx);
      return { ok: true, stored };
    });
    if (outcome !== 'stale') return outcome;
    const current = await findStoredCard(db, card.id);
    return current
      ? { ok: false, reason: 'conflict', current }
      : { ok: false, reason: 'not_found' };
  }

  /** Stores the creation in the card's history and moves the catalogue revision. */
  async function recordCreation(
    tx: Database,
    stored: StoredCard,
    author: CurrentUser,
  ): Promise<CardWrite> {
    await insertRevision(tx, {
      cardId: stored.card.id,
      version: stored.version,
      authorId: author.id,
      before: null,
      after: stored.card,
    });
    await bumpCatalogueRevision(tx);
    return { ok: true, stored };
  }

  /**
   * A card without an id takes the next one from the sequence (editors creating cards at once
   * never compete); one with an id moves the sequence past it, in the same transaction.
   */
  async function insertNewCard(fields: EditedCard, author: CurrentUser): Promise<CardWrite> {
    return db.transaction(async (tx): Promise<CardWrite> => {
      const stored = await insertCard(tx, fields);
      if (fields.id === undefined) {
        // Every write with explicit ids moves the sequence past them, so this is a defect.
        if (stored === null) throw new Error('cards: the id sequence is behind the table');
        return recordCreation(tx, stored, author);
      }
      if (stored === null) return { ok: false, reason: 'id_taken', id: fields.id };
      await moveCardIdSequencePastMax(tx);
      return recordCreation(tx, stored, author);
    });
  }

  return {
    createCard: insertNewCard,

    async updateCard(id, edit, author) {
      if (edit.card.id !== undefined && edit.card.id !== id) {
        return { ok: false, reason: 'id_mismatch' };
      }
      const write = await writeAtVersion({ ...edit.card, id }, edit.version, author);
      // Measurement only: an unknown suggestion id never costs the editor their save.
      if (write.ok && edit.aiSuggestionId !== undefined) {
        await recordKeptFields(db, edit.aiSuggestionId, edit.keptFields ?? []);
      }
      return write;
    },

    async listRevisions(id) {
      if ((await findStoredCard(db, id)) === null) return { ok: false, reason: 'not_found' };
      const rows = await listRevisionRows(db, id);
      // Stored JSON is parsed, not trusted: a hand-edited row must not reach clients malformed.
      const revisions = cardRevisionListSchema.parse(
        rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
      );
      return { ok: true, revisions };
    },

    async restoreRevision(id, revisionId, version, author) {
      const revision = await findRevisionRow(db, id, revisionId);
      if (revision === null) return { ok: false, reason: 'revision_not_found' };
      // Checked as a write, not as a read: a revision saved before addresses and texts were
      // bounded (a `javascript:` ruta_completa) must not come back into the catalogue.
      const restored = storableCardSchema.safeParse(revision.after, { error: spanishErrors });
      if (!restored.success) {
        const problems = restored.error.issues.map((issue) => ({
          field: issue.path.map(String).join('.'),
          reason: issue.message,
        }));
        return { ok: false, reason: 'revision_not_storable', problems };
      }
      return writeAtVersion({ ...restored.data, id }, version, author);
    },
  };
}
