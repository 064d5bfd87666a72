import path from 'node:path';
import { BUILT_IN_BANLISTS } from '../../domain/banlists/built-in-banlists';
import type { Card } from '../../domain/cards/card';
import { DEFAULT_EDITION_BLOCKS } from '../../domain/cards/edition-blocks';
import { listPublishedVersions } from '../../domain/formats/built-in-versions';
import { insertBanlistsIfAbsent, insertBanlistVersions } from '../banlists/banlists.repository';
import { readCatalogueFile } from '../catalogue/catalogue-file';
import { storeCards } from '../catalogue/catalogue-import.service';
import { formatCatalogueProblem, validateCatalogue } from '../catalogue/catalogue-validation';
import { claimMeta, META_KEYS, readMeta, writeMeta } from '../db/app-meta.repository';
import type { Database } from '../db/connect';
import { insertEditionBlocksIfAbsent } from '../edition-blocks/edition-blocks.repository';

export type SeedOutcome = { seeded: false } | { seeded: true; demoCardCount: number | null };

/** The demo catalogue shipped with the app; a broken one is a defect of the release, so it throws. */
async function loadDemoCards(demoDir: string): Promise<Card[]> {
  const file = path.join(demoDir, 'cards.json');
  const read = await readCatalogueFile(file);
  const validation = read.ok ? validateCatalogue(read.data) : read;
  if (validation.ok) return validation.cards;
  const lines = validation.problems.slice(0, 10).map(formatCatalogueProblem);
  throw new Error(`Demo catalogue ${file} cannot be loaded:\n${lines.join('\n')}`);
}

/**
 * First start only: stores the built-in formats with their dated history, the edition blocks and
 * — unless a real catalogue was imported before the first start — the demo catalogue. Guarded by the `seeded` flag in the
 * same transaction, so restarts never overwrite what users changed since.
 */
export async function seedOnFirstStart(db: Database, demoDir: string): Promise<SeedOutcome> {
  if ((await readMeta(db, META_KEYS.seeded)) !== null) return { seeded: false };
  const hasCatalogue = (await readMeta(db, META_KEYS.catalogueSource)) !== null;
  const demoCards = hasCatalogue ? null : await loadDemoCards(demoDir);
  return db.transaction(async (tx): Promise<SeedOutcome> => {
    if (!(await claimMeta(tx, META_KEYS.seeded, new Date().toISOString()))) {
      return { seeded: false };
    }
    await insertBanlistsIfAbsent(tx, BUILT_IN_BANLISTS);
    // Each format's history: every adopted dated list, oldest first, so the newest is current.
    const versions = BUILT_IN_BANLISTS.flatMap((format) => listPublishedVersions(format));
    await insertBanlistVersions(tx, versions, null);
    await insertEditionBlocksIfAbsent(tx, DEFAULT_EDITION_BLOCKS);
    if (demoCards !== null) {
      await storeCards(tx, demoCards);
      await writeMeta(tx, META_KEYS.catalogueSource, 'demo');
    }
    return { seeded: true, demoCardCount: demoCards?.length ?? null };
  });
}
