import type { VersionedCard } from '../../contract/card-writes';
import { readCatalogueRevision, readExpectedCardCount } from '../catalogue/catalogue-revision';
import type { CatalogueRevisionWatch } from '../catalogue/catalogue-revision-watch';
import type { Database } from '../db/connect';
import type { Card } from '../../domain/cards/card';
import { findStoredCard, listCards, listCardsByIds } from './cards.repository';
import {
  createCatalogueSnapshotCache,
  type CatalogueRead,
  type StoredCatalogue,
} from './catalogue-snapshot';

/** Largest id a card can have (the column is a PostgreSQL integer). */
const MAX_CARD_ID = 2_147_483_647;

export type CardLookup = { ok: true; card: VersionedCard } | { ok: false; reason: 'not_found' };

export interface CardsService {
  getCatalogue: () => Promise<CatalogueRead>;
  getCard: (id: number) => Promise<CardLookup>;
  /** The cards of these ids that exist (a shared deck's page's, server/client-app). */
  getCards: (ids: readonly number[]) => Promise<Card[]>;
}

/** The cards, their revision and the count the last write recorded, as of one moment. */
function readStoredCatalogue(db: Database): Promise<StoredCatalogue> {
  return db.transaction(
    async (tx) => ({
      revision: await readCatalogueRevision(tx),
      expectedCount: await readExpectedCardCount(tx),
      cards: await listCards(tx),
    }),
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

export function createCardsService(db: Database, revisions: CatalogueRevisionWatch): CardsService {
  const snapshots = createCatalogueSnapshotCache({
    readRevision: revisions.readRevision,
    readCatalogue: () => readStoredCatalogue(db),
  });

  return {
    getCatalogue: () => snapshots.getSnapshot(),
    async getCard(id) {
      const stored = id <= MAX_CARD_ID ? await findStoredCard(db, id) : null;
      return stored
        ? { ok: true, card: { ...stored.card, version: stored.version } }
        : { ok: false, reason: 'not_found' };
    },
    getCards: (ids) => listCardsByIds(db, ids),
  };
}
