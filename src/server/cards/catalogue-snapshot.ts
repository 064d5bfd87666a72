import { createHash } from 'node:crypto';
import type { Card } from '../../domain/cards/card';

/** The whole catalogue serialised once per revision, with its strong ETag. */
export interface CatalogueSnapshot {
  revision: number;
  body: string;
  etag: string;
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
    return { revision, body, etag: `"${hash}"` };
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
