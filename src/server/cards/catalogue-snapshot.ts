import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Card } from '../../domain/cards/card';

/** Encodings the catalogue is kept in, preferred first. */
export const CATALOGUE_ENCODINGS = ['br', 'gzip'] as const;
export type CatalogueEncoding = (typeof CATALOGUE_ENCODINGS)[number];

const compressors: Record<CatalogueEncoding, (body: string) => Promise<Buffer>> = {
  // Quality 5 compresses 20,000 cards to about 4% in a fraction of a second; higher levels take
  // seconds for a few percent more.
  br: (body) =>
    promisify(brotliCompress)(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
  gzip: (body) => promisify(gzip)(body, { level: 6 }),
};

/** The whole catalogue serialised once per revision, with its strong ETag. */
export interface CatalogueSnapshot {
  revision: number;
  cardCount: number;
  /** Every card's name, in catalogue order (reprints repeat): what banlist entries resolve to. */
  cardNames: readonly string[];
  body: string;
  etag: string;
  /**
   * The body compressed with an encoding, made at most once per revision: compressing 20,000
   * cards on every request would cost far more than serving them.
   */
  compressed: (encoding: CatalogueEncoding) => Promise<Buffer>;
}

function memoiseCompression(body: string): CatalogueSnapshot['compressed'] {
  const made = new Map<CatalogueEncoding, Promise<Buffer>>();
  return (encoding) => {
    let buffer = made.get(encoding);
    if (!buffer) {
      buffer = compressors[encoding](body);
      made.set(encoding, buffer);
    }
    return buffer;
  };
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

/** Whether an If-None-Match header names this ETag (or `*`). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  return ifNoneMatch
    .split(',')
    .map((candidate) => candidate.trim().replace(/^W\//, ''))
    .some((candidate) => candidate === '*' || candidate === etag);
}

/**
 * The best encoding of ours the client accepts (`Accept-Encoding`), or null for identity.
 * q-values of 0 refuse an encoding; otherwise our own preference order decides.
 */
export function chooseCatalogueEncoding(
  acceptEncoding: string | undefined,
): CatalogueEncoding | null {
  if (acceptEncoding === undefined) return null;
  const accepted = new Set<string>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...parameters] = part.trim().toLowerCase().split(';');
    const isRefused = parameters.some((parameter) => /^\s*q=0(\.0*)?\s*$/.test(parameter));
    if (!isRefused) accepted.add(name.trim());
  }
  return (
    CATALOGUE_ENCODINGS.find((encoding) => accepted.has(encoding) || accepted.has('*')) ?? null
  );
}
