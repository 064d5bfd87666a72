import type { Card } from './card';

/** How an imported file meets the catalogue: upsert by id, or become the whole catalogue. */
export type CatalogueImportMode = 'merge' | 'replace';

/** A card the import overwrites, with the fields whose values differ. */
export interface ChangedCard {
  before: Card;
  after: Card;
  fields: string[];
}

/** What an import does to the catalogue; `removed` is only ever filled by a replace. */
export interface CatalogueDiff {
  added: Card[];
  changed: ChangedCard[];
  unchanged: Card[];
  removed: Card[];
}

/**
 * JSON with object keys sorted, so that two values equal as data compare equal as text whatever
 * order their keys were written in (PostgreSQL's jsonb reorders them).
 */
function toComparableJson(value: unknown): string {
  return JSON.stringify(value, (_key, nested: unknown) => {
    if (nested === null || typeof nested !== 'object' || Array.isArray(nested)) return nested;
    return Object.fromEntries(
      Object.entries(nested).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
    );
  });
}

/** The fields of a card whose values differ in `after`, in `after`'s field order. */
export function listChangedFields(before: Card, after: Card): string[] {
  const fields = new Set([...Object.keys(after), ...Object.keys(before)]);
  return [...fields].filter(
    (field) =>
      toComparableJson((before as unknown as Record<string, unknown>)[field] ?? null) !==
      toComparableJson((after as unknown as Record<string, unknown>)[field] ?? null),
  );
}

/**
 * Compares the catalogue with an imported file by id: cards only in the file are added, cards in
 * both are changed (with the fields) or unchanged, and in replace mode the catalogue's cards
 * missing from the file are removed. Each list keeps the file's order (removed: the catalogue's).
 */
export function diffCatalogue(
  current: readonly Card[],
  incoming: readonly Card[],
  mode: CatalogueImportMode,
): CatalogueDiff {
  const currentById = new Map(current.map((card) => [card.id, card]));
  const diff: CatalogueDiff = { added: [], changed: [], unchanged: [], removed: [] };
  const incomingIds = new Set<number>();
  for (const after of incoming) {
    incomingIds.add(after.id);
    const before = currentById.get(after.id);
    if (before === undefined) {
      diff.added.push(after);
      continue;
    }
    const fields = listChangedFields(before, after);
    if (fields.length === 0) diff.unchanged.push(after);
    else diff.changed.push({ before, after, fields });
  }
  if (mode === 'replace') diff.removed = current.filter((card) => !incomingIds.has(card.id));
  return diff;
}

/** Whether applying the diff would write nothing. */
export function isEmptyDiff(diff: CatalogueDiff): boolean {
  return diff.added.length === 0 && diff.changed.length === 0 && diff.removed.length === 0;
}

/** How many cards of each kind an import report names. */
export const DIFF_SAMPLE_SIZE = 20;

/** A card as an import report names it. */
export interface DiffEntry {
  id: number;
  nombre: string;
}

/** An import's diff as reported: the counts, and the first cards of each kind by name. */
export interface CatalogueDiffSummary {
  counts: { added: number; changed: number; unchanged: number; removed: number };
  added: DiffEntry[];
  changed: (DiffEntry & { fields: string[] })[];
  unchanged: DiffEntry[];
  removed: DiffEntry[];
}

const toEntry = ({ id, nombre }: Card): DiffEntry => ({ id, nombre });

/** The report of an import (CLI and admin page): counts and the first `limit` of each kind. */
export function summariseCatalogueDiff(
  diff: CatalogueDiff,
  limit: number = DIFF_SAMPLE_SIZE,
): CatalogueDiffSummary {
  return {
    counts: {
      added: diff.added.length,
      changed: diff.changed.length,
      unchanged: diff.unchanged.length,
      removed: diff.removed.length,
    },
    added: diff.added.slice(0, limit).map(toEntry),
    changed: diff.changed
      .slice(0, limit)
      .map(({ after, fields }) => ({ ...toEntry(after), fields })),
    unchanged: diff.unchanged.slice(0, limit).map(toEntry),
    removed: diff.removed.slice(0, limit).map(toEntry),
  };
}
