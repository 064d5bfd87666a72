import { isCardType, type Card } from '../cards/card';
import { formatCardType } from '../cards/card-type-labels';
import { toCardNameKey } from './card-name-key';
import { DEFAULT_SUGGESTION_LIMIT } from './closest-names';
import {
  addImportedCopies,
  IMPORT_MESSAGES,
  indexCatalogue,
  isValidLineCount,
  type CatalogueIndex,
  type ImportedDeckEntry,
  type ParsedDeck,
  type UnmatchedDeckLine,
} from './deck-import';
import { groupDeckCards } from './deck-order';

/** What a text export needs: the deck's name, its format's display name, and its cards. */
export interface DeckTextSource {
  name: string | null;
  formatName: string | null;
  cards: readonly Card[];
  /** The side deck (issue 15), listed under SIDE_DECK_HEADING after the main deck. */
  side?: readonly Card[];
}

/** The heading the side deck's lines follow in a text list. */
export const SIDE_DECK_HEADING = 'SIDE DECK';

const FORMAT_LABEL = 'Formato';
const DECK_LABEL = 'Mazo';

function toSingleLine(text: string | null): string {
  return (text ?? '').replace(/\s+/gu, ' ').trim();
}

function formatHeading(tipo: string): string {
  return (isCardType(tipo) ? formatCardType(tipo) : tipo).toLocaleUpperCase('es');
}

/**
 * Text export of a deck, as players share lists: 'Formato: …' and 'Mazo: …' on top, a blank line,
 * then 'Nx Name' lines under the headings ALIADO, TALISMÁN, ARMA, TÓTEM, ORO (only the types the
 * deck has), in the listing order of SPEC §5; then, when the deck has one, 'SIDE DECK' and the
 * side deck's lines the same way.
 */
export function exportDeckText({ name, formatName, cards, side = [] }: DeckTextSource): string {
  const header: string[] = [];
  const format = toSingleLine(formatName);
  const deckName = toSingleLine(name);
  if (format !== '') header.push(`${FORMAT_LABEL}: ${format}`);
  if (deckName !== '') header.push(`${DECK_LABEL}: ${deckName}`);
  const blocks: string[] = header.length > 0 ? [header.join('\n')] : [];
  blocks.push(...listTypeBlocks(cards));
  if (side.length > 0) blocks.push(SIDE_DECK_HEADING, ...listTypeBlocks(side));
  return `${blocks.join('\n\n')}\n`;
}

/** 'Nx Name' lines under one heading per card type, in the listing order of SPEC §5. */
function listTypeBlocks(cards: readonly Card[]): string[] {
  const blocks: string[] = [];
  let currentType: string | null = null;
  let block: string[] = [];
  for (const { card, count } of groupDeckCards(cards)) {
    if (card.tipo !== currentType) {
      if (block.length > 0) blocks.push(block.join('\n'));
      currentType = card.tipo;
      block = [formatHeading(card.tipo)];
    }
    block.push(`${count}x ${toSingleLine(card.nombre)}`);
  }
  if (block.length > 0) blocks.push(block.join('\n'));
  return blocks;
}

// Singular and plural, without accents: the headings players write above each type.
const TYPE_HEADINGS = new Set([
  'aliado',
  'aliados',
  'talisman',
  'talismanes',
  'arma',
  'armas',
  'totem',
  'totems',
  'totemes',
  'oro',
  'oros',
]);

/** 'ALIADO', 'Aliados:', 'TÓTEM (4)', 'oros: 20'… */
function isTypeHeading(line: string): boolean {
  const match = /^([a-z]+)\s*:?\s*(?:\(\s*\d+\s*\)|\d+)?\s*:?$/u.exec(toCardNameKey(line));
  return match !== null && TYPE_HEADINGS.has(match[1]!);
}

/** 'SIDE DECK', 'Side deck:', 'Side (10)', 'Banquillo': the side deck's lines follow. */
function isSideDeckHeading(line: string): boolean {
  return /^(side(?: ?deck)?|banquillo)\s*:?\s*(?:\(\s*\d+\s*\)|\d+)?\s*:?$/u.test(
    toCardNameKey(line),
  );
}

/** 'Formato: …' or 'Mazo: …' (also 'Nombre: …'), with any case or spacing around the colon. */
function readHeaderLine(line: string): { field: 'name' | 'formatName'; value: string } | null {
  const match = /^(formato|mazo|nombre)\s*:(.*)$/iu.exec(line);
  if (match === null) return null;
  const field = match[1]!.toLowerCase() === 'formato' ? 'formatName' : 'name';
  return { field, value: match[2]!.trim() };
}

interface LineReading {
  count: number;
  name: string;
}

// How a line may give its copies, tried in order; a reading counts only if its name is a card.
const COUNT_PATTERNS: readonly RegExp[] = [
  /^(\d+)\s*[x×]\s*(.+)$/iu, // 3x Name, 3X Name, 3 x Name
  /^[x×]\s*(\d+)\s+(.+)$/iu, // x3 Name
  /^(\d+)\s+(.+)$/u, // 3 Name
];
const TRAILING_COUNT_PATTERN = /^(.+?)\s+[x×]\s*(\d+)$/iu; // Name x3

/** Every way to read a card line, most usual first; the bare name (one copy) comes last. */
function listReadings(line: string): LineReading[] {
  const readings: LineReading[] = [];
  for (const pattern of COUNT_PATTERNS) {
    const match = pattern.exec(line);
    if (match) readings.push({ count: Number(match[1]), name: match[2]! });
  }
  const trailing = TRAILING_COUNT_PATTERN.exec(line);
  if (trailing) readings.push({ count: Number(trailing[2]), name: trailing[1]! });
  readings.push({ count: 1, name: line });
  return readings;
}

function suggestForReadings(readings: readonly LineReading[], index: CatalogueIndex): string[] {
  const suggestions = new Set<string>();
  const askedKeys = new Set<string>();
  for (const reading of readings) {
    const key = toCardNameKey(reading.name);
    if (askedKeys.has(key)) continue;
    askedKeys.add(key);
    for (const name of index.suggestNames(reading.name)) suggestions.add(name);
  }
  return [...suggestions].slice(0, DEFAULT_SUGGESTION_LIMIT);
}

function readCardLine(
  line: string,
  lineNumber: number,
  index: CatalogueIndex,
): { card: Card; count: number } | UnmatchedDeckLine {
  const readings = listReadings(line);
  let hasInvalidCount = false;
  for (const reading of readings) {
    const card = index.byNameKey.get(toCardNameKey(reading.name));
    if (card === undefined) continue;
    if (isValidLineCount(reading.count)) return { card, count: reading.count };
    hasInvalidCount = true;
  }
  return hasInvalidCount
    ? { lineNumber, text: line, suggestions: [], reason: IMPORT_MESSAGES.invalidCount }
    : {
        lineNumber,
        text: line,
        suggestions: suggestForReadings(readings, index),
        reason: IMPORT_MESSAGES.unknownCard,
      };
}

/**
 * Deck import from a shared text list: 'Formato:'/'Mazo:' header lines, type headings (any case or
 * accents, with an optional colon or count), blank lines, and card lines as '3x Name', '3 Name',
 * 'x3 Name', 'Name x3' or a bare 'Name' (one copy); names ignore case, accents and extra spaces,
 * and repeated lines add up. A line that is a card name with or without a count is read so that a
 * name starting with a number ('7 Sabios') or an 'x' still matches. Each other line is reported
 * with its 1-based number and up to 3 close names. A bare 'Oro' (or any type word) is read as a
 * heading, not as one card. Lines after a 'SIDE DECK' heading (also 'Side', 'Banquillo') are
 * the side deck's (issue 15). Reprints: see indexCatalogue.
 */
export function parseDeckText(text: string, catalogue: readonly Card[]): ParsedDeck {
  const index = indexCatalogue(catalogue);
  const parsed: ParsedDeck = {
    name: null,
    formatName: null,
    entries: [],
    sideEntries: [],
    unmatched: [],
  };
  const mainEntries = new Map<number, ImportedDeckEntry>();
  const sideEntries = new Map<number, ImportedDeckEntry>();
  let isInSideDeck = false;
  const lines = text.replace(/^\uFEFF/u, '').split(/\r\n|\r|\n/u);
  lines.forEach((rawLine, position) => {
    const lineNumber = position + 1;
    const line = rawLine.trim().replace(/^[-*•]\s+/u, '');
    if (line === '' || isTypeHeading(line)) return;
    if (isSideDeckHeading(line)) {
      isInSideDeck = true;
      return;
    }
    const header = readHeaderLine(line);
    if (header !== null) {
      // The first header of each kind wins; an empty value leaves the field unknown.
      if (parsed[header.field] === null && header.value !== '') parsed[header.field] = header.value;
      return;
    }
    const reading = readCardLine(line, lineNumber, index);
    const entries = isInSideDeck ? sideEntries : mainEntries;
    if ('card' in reading) addImportedCopies(entries, reading.card, reading.count, lineNumber);
    else parsed.unmatched.push(isInSideDeck ? { ...reading, inSideDeck: true } : reading);
  });
  parsed.entries = [...mainEntries.values()];
  parsed.sideEntries = [...sideEntries.values()];
  return parsed;
}
