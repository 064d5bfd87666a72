import type { EditionBlocks } from '../../domain/cards/edition-blocks';
import type { Database } from '../db/connect';
import { editionBlocks } from '../db/schema';

/** Adds the mapping's editions, leaving editions already stored (perhaps edited) untouched. */
export async function insertEditionBlocksIfAbsent(
  db: Database,
  mapping: EditionBlocks,
): Promise<void> {
  const rows = Object.entries(mapping).map(([edition, block]) => ({ edition, block }));
  if (rows.length === 0) return;
  await db
    .insert(editionBlocks)
    .values(rows)
    .onConflictDoNothing({ target: editionBlocks.edition });
}

export async function readEditionBlocks(db: Database): Promise<EditionBlocks> {
  const rows = await db.select().from(editionBlocks);
  return Object.fromEntries(rows.map((row) => [row.edition, row.block]));
}
