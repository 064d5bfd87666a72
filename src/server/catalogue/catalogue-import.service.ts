import type { CatalogueInfo } from '../../contract/cards';
import type { Card } from '../../domain/cards/card';
import {
  diffCatalogue,
  type CatalogueDiff,
  type CatalogueImportMode,
} from '../../domain/cards/catalogue-diff';
import {
  deleteCards,
  listCards,
  moveCardIdSequencePastMax,
  upsertCards,
} from '../cards/cards.repository';
import { BUILT_IN_BANLISTS } from '../../domain/banlists/built-in-banlists';
import {
  findUnresolvedBanlistEntries,
  type FormatUnresolvedEntries,
} from '../../domain/banlists/unresolved-entries';
import { createBanlistsService } from '../banlists/banlists.service';
import { META_KEYS, readMeta, writeMeta } from '../db/app-meta.repository';
import type { Database } from '../db/connect';
import { parseCatalogueText, type CatalogueFormat } from './catalogue-file';
import { bumpCatalogueRevision } from './catalogue-revision';
import { validateCatalogue, type CatalogueProblem } from './catalogue-validation';

/** Cards per INSERT: far below PostgreSQL's 65,535 parameters, and the progress granularity. */
const CHUNK_SIZE = 1000;

export type ProgressListener = (stored: number, total: number) => void;

export type CatalogueSource = CatalogueInfo['source'];

export interface ImportOptions {
  /** merge (default): upsert by id; replace: the file becomes the whole catalogue. */
  mode?: CatalogueImportMode;
  /** Compute and return the diff, write nothing. */
  dryRun?: boolean;
  onProgress?: ProgressListener;
}

export type ImportResult =
  | {
      ok: true;
      /** Cards in the file. */
      cardCount: number;
      diff: CatalogueDiff;
      /** What GET /api/catalogue says after this import (or would say, for a dry run). */
      source: CatalogueSource;
      dryRun: boolean;
      /** Per format, the list entries that name no card of the resulting catalogue. */
      unresolved: FormatUnresolvedEntries[];
    }
  | { ok: false; problems: CatalogueProblem[] };

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
 * The catalogue's source after an import: a replace, or a merge that touched every card, leaves
 * only imported cards; a merge that kept cards the file does not name keeps demo cards when the
 * catalogue held demo cards before.
 */
function decideSource(
  previous: string | null,
  mode: CatalogueImportMode,
  currentCount: number,
  diff: CatalogueDiff,
): CatalogueSource {
  const keptCount = currentCount - diff.changed.length - diff.unchanged.length;
  if (mode === 'replace' || keptCount === 0 || previous === 'imported') return 'imported';
  return 'mixed';
}

/** The names of the catalogue the import leaves: kept, changed and added cards. */
function listResultingNames(
  current: readonly Card[],
  incoming: readonly Card[],
  diff: CatalogueDiff,
) {
  const removed = new Set(diff.removed.map((card) => card.id));
  const byId = new Map(current.filter((card) => !removed.has(card.id)).map((c) => [c.id, c]));
  for (const card of incoming) byId.set(card.id, card);
  return [...byId.values()].map((card) => card.nombre);
}

/**
 * The formats' entries that name no card once the import is done. Before the server's first
 * start no format is stored yet; the built-in ones it will seed are checked instead.
 */
async function findUnresolvedAfterImport(db: Database, names: readonly string[]) {
  const stored = await createBanlistsService(db).listBanlists();
  return findUnresolvedBanlistEntries(stored.length > 0 ? stored : BUILT_IN_BANLISTS, names);
}

function databaseProblem(error: unknown): ImportResult {
  const detail = error instanceof Error ? error.message : String(error);
  return {
    ok: false,
    problems: [
      { index: null, field: '', reason: `La base de datos rechazó la importación: ${detail}` },
    ],
  };
}

/** Rolls a dry run's transaction back once its diff is read, carrying the answer out. */
class DryRunRollback extends Error {
  constructor(readonly result: ImportResult) {
    super('dry run');
  }
}

/**
 * Loads a catalogue in the spec's card JSON format, the one path of the CLI and the admin page:
 * every record is validated first, then, in one transaction, the current catalogue is compared
 * with the file, new and changed cards are written, in replace mode the cards missing from the
 * file are removed, and the revision moves once. Any bad record, a dry run or a database refusal
 * leaves the database exactly as it was.
 */
export async function importCatalogue(
  db: Database,
  input: unknown,
  options: ImportOptions = {},
): Promise<ImportResult> {
  const { mode = 'merge', dryRun = false, onProgress } = options;
  const validation = validateCatalogue(input);
  if (!validation.ok) return validation;
  const incoming = validation.cards;
  try {
    return await db.transaction(async (tx): Promise<ImportResult> => {
      const current = await listCards(tx);
      const diff = diffCatalogue(current, incoming, mode);
      const previous = await readMeta(tx, META_KEYS.catalogueSource);
      const source = decideSource(previous, mode, current.length, diff);
      const names = listResultingNames(current, incoming, diff);
      const unresolved = await findUnresolvedAfterImport(tx, names);
      const result: ImportResult = {
        ok: true,
        cardCount: incoming.length,
        diff,
        source,
        dryRun,
        unresolved,
      };
      if (dryRun) throw new DryRunRollback(result);
      await deleteCards(
        tx,
        diff.removed.map((card) => card.id),
      );
      await storeCards(tx, [...diff.added, ...diff.changed.map(({ after }) => after)], onProgress);
      await writeMeta(tx, META_KEYS.catalogueSource, source);
      return result;
    });
  } catch (error) {
    if (error instanceof DryRunRollback) return error.result;
    return databaseProblem(error);
  }
}

/** A catalogue file's text as the admin page sends it: parsed in its format, then imported. */
export async function importCatalogueText(
  db: Database,
  text: string,
  options: ImportOptions & { format: CatalogueFormat },
): Promise<ImportResult> {
  const read = parseCatalogueText(text, options.format);
  if (!read.ok) return read;
  return importCatalogue(db, read.data, options);
}
