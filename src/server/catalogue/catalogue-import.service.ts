import type { Card } from '../../domain/cards/card';
import { moveCardIdSequencePastMax, upsertCards } from '../cards/cards.repository';
import { META_KEYS, writeMeta } from '../db/app-meta.repository';
import type { Database } from '../db/connect';
import { bumpCatalogueRevision } from './catalogue-revision';
import { validateCatalogue, type CatalogueProblem } from './catalogue-validation';

/** Cards per INSERT: far below PostgreSQL's 65,535 parameters, and the progress granularity. */
const CHUNK_SIZE = 1000;

export type ProgressListener = (stored: number, total: number) => void;

export type ImportResult =
  { ok: true; cardCount: number } | { ok: false; problems: CatalogueProblem[] };

/**
 * Upserts cards by id in chunks, moves the id sequence past them (so cards created later get
 * fresh ids) and moves the catalogue revision; call inside a transaction.
 */
export async function storeCards(
  db: Database,
  cards: readonly Card[],
  onProgress?: ProgressListener,
): Promise<void> {
  for (let start = 0; start < cards.length; start += CHUNK_SIZE) {
    const chunk = cards.slice(start, start + CHUNK_SIZE);
    await upsertCards(db, chunk);
    onProgress?.(start + chunk.length, cards.length);
  }
  await moveCardIdSequencePastMax(db);
  await bumpCatalogueRevision(db);
}

/**
 * Loads a catalogue in the spec's card JSON format: every record is validated first, then all
 * cards are upserted by id in one transaction and the catalogue is marked 'imported'. Any bad
 * record, or a database refusal, leaves the database exactly as it was.
 */
export async function importCatalogue(
  db: Database,
  input: unknown,
  onProgress?: ProgressListener,
): Promise<ImportResult> {
  const validation = validateCatalogue(input);
  if (!validation.ok) return validation;
  try {
    await db.transaction(async (tx) => {
      await storeCards(tx, validation.cards, onProgress);
      await writeMeta(tx, META_KEYS.catalogueSource, 'imported');
    });
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    return {
      ok: false,
      problems: [
        { index: null, field: '', reason: `La base de datos rechazó la importación: ${detail}` },
      ],
    };
  }
  return { ok: true, cardCount: validation.cards.length };
}
