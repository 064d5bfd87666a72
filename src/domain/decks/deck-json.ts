import type { Card } from '../cards/card';
import { isRecord } from '../ai-reply/json-value';
import { IMPORT_MESSAGES, resolveDeckCardCounts, type ParsedDeck } from './deck-import';
import { countDeckCards, type PortableDeck } from './portable-deck';

/**
 * JSON export of a deck (the portable form): name, format key, and cards as { id, count } in
 * listing order; `side` likewise when the deck has a side deck (issue 15), left out otherwise.
 */
export function exportDeckJson({
  name,
  format,
  cards,
  side = [],
}: {
  name: string | null;
  format: string;
  cards: readonly Card[];
  side?: readonly Card[];
}): PortableDeck {
  const portable: PortableDeck = { name, format, cards: countDeckCards(cards) };
  return side.length > 0 ? { ...portable, side: countDeckCards(side) } : portable;
}

function readOptionalText(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    // JSON.parse has no non-throwing form; a broken file is an expected failure here.
    return { ok: false };
  }
}

/** The side deck of a JSON file: none when left out; a `side` that is no list is reported. */
function readSideDeck(
  value: unknown,
  catalogue: readonly Card[],
): Pick<ParsedDeck, 'sideEntries' | 'unmatched'> {
  if (value === undefined || value === null) return { sideEntries: [], unmatched: [] };
  if (!Array.isArray(value)) {
    const text = JSON.stringify(value) ?? String(value);
    const line = { lineNumber: 1, text, suggestions: [], reason: IMPORT_MESSAGES.invalidSide };
    return { sideEntries: [], unmatched: [{ ...line, inSideDeck: true }] };
  }
  const { entries, unmatched } = resolveDeckCardCounts(value, catalogue);
  return {
    sideEntries: entries,
    unmatched: unmatched.map((line) => ({ ...line, inSideDeck: true })),
  };
}

/**
 * Deck import from the JSON export ({ name, format, cards: [{ id, count }], side? }), checked by
 * hand: cards are matched by id (so reprints are exact), repeated ids add up, and each entry that
 * is malformed or whose id the catalogue lacks is reported with its 1-based position in `cards`
 * (or in `side`, marked as the side deck's). A text that is not such a document is reported as
 * its line 1. formatName holds the format key.
 */
export function parseDeckJson(text: string, catalogue: readonly Card[]): ParsedDeck {
  const parsed = parseJson(text);
  const root = parsed.ok ? parsed.value : null;
  if (!isRecord(root) || !Array.isArray(root['cards'])) {
    const firstLine = text.trim().split(/\r\n|\r|\n/u)[0] ?? '';
    return {
      name: null,
      formatName: null,
      entries: [],
      sideEntries: [],
      unmatched: [
        {
          lineNumber: 1,
          text: firstLine,
          suggestions: [],
          reason: IMPORT_MESSAGES.invalidDocument,
        },
      ],
    };
  }
  const main = resolveDeckCardCounts(root['cards'], catalogue);
  const side = readSideDeck(root['side'], catalogue);
  return {
    name: readOptionalText(root['name']),
    formatName: readOptionalText(root['format']),
    entries: main.entries,
    sideEntries: side.sideEntries,
    unmatched: [...main.unmatched, ...side.unmatched],
  };
}
