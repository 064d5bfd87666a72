import { createHash } from 'node:crypto';
import type { Card } from '../../domain/cards/card';
import { FIRST_SCREEN_CARD_COUNT, type FirstScreen } from '../../contract/first-screen';
import { memoiseCompression, type RevalidatedBody } from '../http/revalidated-body';

/** The whole catalogue serialised once per revision, with its strong ETag. */
export interface CatalogueSnapshot extends RevalidatedBody {
  revision: number;
  cardCount: number;
  /** Every card's name, in catalogue order (reprints repeat): what banlist entries resolve to. */
  cardNames: readonly string[];
  /** The grid's first screen (contract/first-screen.ts), which the page carries. */
  firstScreen: FirstScreen;
  /** Every card's id, in catalogue order, beside `cardNames`. */
  cardIds: readonly number[];
}

/** The cards as stored, read in one consistent view with what the last write recorded. */
export interface StoredCatalogue {
  revision: number;
  cards: Card[];
  /** How many cards the last catalogue write left; null before the first write. */
  expectedCount: number | null;
}

/** Whether the catalogue could be served, and why not. */
export type CatalogueRead =
  { ok: true; snapshot: CatalogueSnapshot } | { ok: false; reason: 'damaged'; message: string };

/** A store that lost rows (a truncated data file) must say so, never serve part of the catalogue. */
function checkCardCount(stored: StoredCatalogue): string | null {
  if (stored.expectedCount === null || stored.expectedCount === stored.cards.length) return null;
  return `La base de datos está dañada: el catálogo tiene ${stored.cards.length} cartas y debería tener ${stored.expectedCount}. Restaura una copia de seguridad (npm run restore).`;
}

/**
 * Keeps the serialised catalogue in memory and rebuilds it only when the revision moves, so a
 * request costs at most one tiny query (none while the revision is watched in memory) instead of
 * reading and hashing every card.
 */
export function createCatalogueSnapshotCache(source: {
  readRevision: () => Promise<number>;
  readCatalogue: () => Promise<StoredCatalogue>;
}): { getSnapshot: () => Promise<CatalogueRead> } {
  let cached: Promise<CatalogueRead> | null = null;
  let cachedRevision: number | null = null;

  async function buildSnapshot(): Promise<CatalogueRead> {
    const stored = await source.readCatalogue();
    const damage = checkCardCount(stored);
    if (damage !== null) return { ok: false, reason: 'damaged', message: damage };
    const body = JSON.stringify(stored.cards);
    const hash = createHash('sha256').update(body).digest('base64url').slice(0, 32);
    const etag = `"${hash}"`;
    return {
      ok: true,
      snapshot: {
        revision: stored.revision,
        cardCount: stored.cards.length,
        cardNames: stored.cards.map((card) => card.nombre),
        body,
        etag,
        compressed: memoiseCompression(body),
        firstScreen: {
          total: stored.cards.length,
          cards: stored.cards.slice(0, FIRST_SCREEN_CARD_COUNT),
        },
        cardIds: stored.cards.map((card) => card.id),
      },
    };
  }

  async function getSnapshot(): Promise<CatalogueRead> {
    const revision = await source.readRevision();
    if (cached !== null && cachedRevision === revision) return cached;
    const building = buildSnapshot();
    cached = building;
    cachedRevision = revision;
    // A failed build (database down) is not kept: the next request tries again.
    building.catch(() => {
      if (cached === building) cached = null;
    });
    return building;
  }

  return { getSnapshot };
}
