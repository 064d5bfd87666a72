import type { VersionedCard } from '../../contract/card-writes';
import { readCatalogueRevision } from '../catalogue/catalogue-revision';
import type { Database } from '../db/connect';
import { findStoredCard, listCards } from './cards.repository';
import { createCatalogueSnapshotCache, type CatalogueSnapshot } from './catalogue-snapshot';

/** Largest id a card can have (the column is a PostgreSQL integer). */
const MAX_CARD_ID = 2_147_483_647;

export type CardLookup = { ok: true; card: VersionedCard } | { ok: false; reason: 'not_found' };

export interface CardsService {
  getCatalogue: () => Promise<CatalogueSnapshot>;
  getCard: (id: number) => Promise<CardLookup>;
}

export function createCardsService(db: Database): CardsService {
  const snapshots = createCatalogueSnapshotCache({
    readRevision: () => readCatalogueRevision(db),
    listCards: () => listCards(db),
  });

  return {
    getCatalogue: () => snapshots.getSnapshot(),
    async getCard(id) {
      const stored = id <= MAX_CARD_ID ? await findStoredCard(db, id) : null;
      return stored
        ? { ok: true, card: { ...stored.card, version: stored.version } }
        : { ok: false, reason: 'not_found' };
    },
  };
}
