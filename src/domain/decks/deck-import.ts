import type { Card } from '../cards/card';
import { normalizeNameCached } from '../cards/card-name';
import type { Banlist } from '../banlists/banlist';
import { isRecord } from '../ai-reply/json-value';
import { toCardNameKey } from './card-name-key';
import { createClosestNameFinder, type ClosestNameFinder } from './closest-names';
import { sortDeckCards } from './deck-order';
import type { DeckCardCount } from './portable-deck';

/** A card found in an imported list, with its copies and the line (or position) it came from. */
export interface ImportedDeckEntry {
  card: Card;
  count: number;
  /** 1-based line of the text where the card first appeared; for JSON, its position in `cards`. */
  lineNumber: number;
}

/** A line that names no card, so the player can fix it; nothing is dropped silently. */
export interface UnmatchedDeckLine {
  /** 1-based line of the text; for JSON, the 1-based position of the entry in `cards`. */
  lineNumber: number;
  text: string;
  /** Closest card names, best first (at most 3). */
  suggestions: string[];
  /** Why the line was not taken, in Spanish for the import dialog. */
  reason: string;
  /** The line belongs to the side deck (issue 15). */
  inSideDeck?: boolean;
}

/** What a deck import found: header values, the cards, and every line it could not use. */
export interface ParsedDeck {
  name: string | null;
  formatName: string | null;
  entries: ImportedDeckEntry[];
  /** The side deck's cards (issue 15); empty for a deck without one. */
  sideEntries: ImportedDeckEntry[];
  unmatched: UnmatchedDeckLine[];
}

/** Why an import line or entry was not taken, shown beside it in the import dialog. */
export const IMPORT_MESSAGES = {
  unknownCard: 'No hay ninguna carta con ese nombre.',
  unknownId: 'No hay ninguna carta con ese id en el catálogo.',
  invalidCount: 'La cantidad de copias debe ser un número entero entre 1 y 999.',
  invalidEntry: 'La entrada debe tener un id y una cantidad de copias.',
  invalidDocument: 'El texto no es un mazo en JSON: debe tener una lista "cards".',
  invalidSide: 'El side deck ("side") debe ser una lista de cartas.',
} as const;

/** Most copies one line may ask for; more is a typo, and would flood the builder. */
export const MAX_LINE_COUNT = 999;

/** Whether a count is a whole number of copies one line may carry. */
export function isValidLineCount(count: number): boolean {
  return Number.isSafeInteger(count) && count >= 1 && count <= MAX_LINE_COUNT;
}

/** The catalogue looked up by normalised name and by id. */
export interface CatalogueIndex {
  byNameKey: ReadonlyMap<string, Card>;
  byId: ReadonlyMap<number, Card>;
  /** Closest card names for a line that names no card. */
  suggestNames: ClosestNameFinder;
}

/**
 * Catalogue lookup for deck import. Reprints share a name, and a text line cannot tell them
 * apart, so a name goes to the reprint with the lowest id (the first printing).
 */
export function indexCatalogue(catalogue: readonly Card[]): CatalogueIndex {
  const byNameKey = new Map<string, Card>();
  for (const card of catalogue) {
    const key = toCardNameKey(card.nombre);
    const known = byNameKey.get(key);
    if (known === undefined || card.id < known.id) byNameKey.set(key, card);
  }
  return {
    byNameKey,
    byId: indexCatalogueById(catalogue),
    suggestNames: createClosestNameFinder(catalogue.map((card) => card.nombre)),
  };
}

/**
 * The catalogue by id alone, for decks that name their cards by id (JSON files, share links):
 * far cheaper than indexCatalogue, whose names and suggestions took a 20,000-card catalogue
 * tens of ms to build (issue 19).
 */
function indexCatalogueById(catalogue: readonly Card[]): ReadonlyMap<number, Card> {
  const byId = new Map<number, Card>();
  for (const card of catalogue) {
    if (!byId.has(card.id)) byId.set(card.id, card);
  }
  return byId;
}

/** Adds copies of a card to the entries found so far; repeated lines add up (deck import rule). */
export function addImportedCopies(
  entries: Map<number, ImportedDeckEntry>,
  card: Card,
  count: number,
  lineNumber: number,
): void {
  const entry = entries.get(card.id);
  if (entry) entry.count += count;
  else entries.set(card.id, { card, count, lineNumber });
}

function readCardCount(value: unknown): DeckCardCount | null {
  if (!isRecord(value)) return null;
  const { id, count } = value;
  return typeof id === 'number' && typeof count === 'number' ? { id, count } : null;
}

function describeEntry(value: unknown): string {
  // JSON.stringify gives undefined for undefined and functions, which JSON files cannot hold.
  return JSON.stringify(value) ?? String(value);
}

/**
 * Cards by id (a JSON file's or a share link's list) looked up in the catalogue: each entry must
 * be { id, count }; known ids become entries and repeated ids add up; every malformed entry, bad
 * count or id the catalogue lacks is reported with its 1-based position.
 */
export function resolveDeckCardCounts(
  values: readonly unknown[],
  catalogue: readonly Card[],
): Pick<ParsedDeck, 'entries' | 'unmatched'> {
  const byId = indexCatalogueById(catalogue);
  const entries = new Map<number, ImportedDeckEntry>();
  const unmatched: UnmatchedDeckLine[] = [];
  values.forEach((value, index) => {
    const position = index + 1;
    const report = (reason: string) =>
      unmatched.push({ lineNumber: position, text: describeEntry(value), suggestions: [], reason });
    const entry = readCardCount(value);
    const card = entry === null ? undefined : byId.get(entry.id);
    if (entry === null) report(IMPORT_MESSAGES.invalidEntry);
    else if (!isValidLineCount(entry.count)) report(IMPORT_MESSAGES.invalidCount);
    else if (card === undefined) report(IMPORT_MESSAGES.unknownId);
    else addImportedCopies(entries, card, entry.count, position);
  });
  return { entries: [...entries.values()], unmatched };
}

/** The deck an import describes, one card per copy in listing order, for the deck builder. */
export function expandDeckEntries(entries: readonly { card: Card; count: number }[]): Card[] {
  return sortDeckCards(
    entries.flatMap(({ card, count }) => Array.from({ length: count }, () => card)),
  );
}

/**
 * The format an imported deck names: by key (JSON files and links carry the key) or by display
 * name (text lists carry 'Formato: Racial Edición - Primer Bloque'), ignoring case and accents.
 */
export function resolveDeckFormat(
  formatName: string | null,
  banlists: readonly Banlist[],
): Banlist | null {
  if (formatName === null) return null;
  const exact = banlists.find((banlist) => banlist.key === formatName.trim());
  if (exact) return exact;
  const key = normalizeNameCached(formatName);
  if (key === '') return null;
  return (
    banlists.find(
      (banlist) =>
        normalizeNameCached(banlist.name) === key || normalizeNameCached(banlist.key) === key,
    ) ?? null
  );
}
