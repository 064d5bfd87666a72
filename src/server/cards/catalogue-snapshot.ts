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

/**
 * Keeps the serialised catalogue in memory and rebuilds it only when the stored revision moves,
 * so a request costs one tiny query instead of reading and hashing every card.
 */
export function createCatalogueSnapshotCache(source: {
  readRevision: () => Promise<number>;
  listCards: () => Promise<Card[]>;
}): { getSnapshot: () => Promise<CatalogueSnapshot> } {
  let cached: Promise<CatalogueSnapshot> | null = null;

  async function buildSnapshot(revision: number): Promise<CatalogueSnapshot> {
    // The revision is read before the cards: a write landing in between leaves newer cards under
    // an older revision, which the next request replaces; the reverse order could pin stale cards.
    const body = JSON.stringify(await source.listCards());
    const hash = createHash('sha256').update(body).digest('base64url').slice(0, 32);
    return { revision, body, etag: `"${hash}"`, compressed: memoiseCompression(body) };
  }

  async function getSnapshot(): Promise<CatalogueSnapshot> {
    const revision = await source.readRevision();
    const current = cached ? await cached.catch(() => null) : null;
    if (current?.revision === revision) return current;
    const building = buildSnapshot(revision);
    cached = building;
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
