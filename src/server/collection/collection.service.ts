import type {
  Collection,
  CollectionImportResult,
  CollectionMode,
  CollectionWrite,
} from '../../contract/collection';
import type { Database } from '../db/connect';
import { formatCollectionCsv, readCollectionCsv, type CsvRefusal } from './collection-csv';
import {
  clearCollection,
  deleteCollectionCards,
  findCatalogueIds,
  listCatalogueNames,
  listCollectionRows,
  listNamedCollectionRows,
  upsertCollectionCards,
} from './collection.repository';

/** A write naming a card the catalogue does not have: which field, for the 400. */
export type CollectionWriteResult<T> = { ok: true; value: T } | { ok: false; field: string };

export type CollectionImport = { ok: true; result: CollectionImportResult } | CsvRefusal;

export interface CollectionService {
  /** The player's whole collection. */
  readCollection: (ownerId: string) => Promise<Collection>;
  /** Sets one card's copies (0 removes it). */
  setCard: (
    ownerId: string,
    cardId: number,
    count: number,
  ) => Promise<CollectionWriteResult<{ id: number; count: number }>>;
  /** Sets many cards at once (merge) or makes the collection exactly these (replace). */
  setCards: (ownerId: string, write: CollectionWrite) => Promise<CollectionWriteResult<Collection>>;
  /** The collection as CSV (`id,nombre,cantidad`). */
  exportCsv: (ownerId: string) => Promise<string>;
  /** Applies a CSV's resolved rows and reports the others; a malformed file applies nothing. */
  importCsv: (ownerId: string, text: string, mode: CollectionMode) => Promise<CollectionImport>;
}

/** 'Mi colección' on the account (issue 17): only its player reads or writes it. */
export function createCollectionService(db: Database): CollectionService {
  /** Writes the cards in one transaction; counts of 0 remove (merge) or are left out (replace). */
  function applyCards(ownerId: string, write: CollectionWrite): Promise<void> {
    return db.transaction(async (tx) => {
      if (write.mode === 'replace') await clearCollection(tx, ownerId);
      const removed = write.cards.filter((card) => card.count === 0).map((card) => card.id);
      if (write.mode === 'merge') await deleteCollectionCards(tx, ownerId, removed);
      await upsertCollectionCards(
        tx,
        ownerId,
        write.cards.filter((card) => card.count > 0),
      );
    });
  }

  return {
    readCollection: async (ownerId) => ({ cards: await listCollectionRows(db, ownerId) }),

    setCard: async (ownerId, cardId, count) => {
      if (!(await findCatalogueIds(db, [cardId])).has(cardId))
        return { ok: false, field: 'cardId' };
      await applyCards(ownerId, { mode: 'merge', cards: [{ id: cardId, count }] });
      return { ok: true, value: { id: cardId, count } };
    },

    setCards: async (ownerId, write) => {
      const known = await findCatalogueIds(
        db,
        write.cards.map((card) => card.id),
      );
      const unknown = write.cards.findIndex((card) => !known.has(card.id));
      if (unknown !== -1) return { ok: false, field: `cards.${unknown}.id` };
      await applyCards(ownerId, write);
      return { ok: true, value: { cards: await listCollectionRows(db, ownerId) } };
    },

    exportCsv: async (ownerId) => formatCollectionCsv(await listNamedCollectionRows(db, ownerId)),

    importCsv: async (ownerId, text, mode) => {
      const read = readCollectionCsv(text, await listCatalogueNames(db));
      if (!read.ok) return read;
      await applyCards(ownerId, { mode, cards: read.cards });
      return {
        ok: true,
        result: { applied: read.cards.length, unresolved: read.unresolved },
      };
    },
  };
}
