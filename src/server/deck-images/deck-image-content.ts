import type { DeckImageRequest } from '../../contract/deck-images';
import type { Card } from '../../domain/cards/card';
import { formatCardType } from '../../domain/cards/card-type-labels';
import { groupDeckCards } from '../../domain/decks/deck-order';

/** One distinct card of the request; `card` is null for an id the catalogue does not have. */
export interface DeckImageLine {
  card: Card | null;
  /** The card's name, or 'Carta #<id>' (as 'Mazo Actual' names a card no longer available). */
  label: string;
  count: number;
}

export interface DeckImageSection {
  heading: string;
  lines: DeckImageLine[];
}

export const UNTITLED_DECK = 'Mazo sin nombre';
const UNAVAILABLE_HEADING = 'NO DISPONIBLES';
const SIDE_HEADING = 'SIDE DECK';

type Entries = DeckImageRequest['cards'];

function countCopies(lines: readonly { count: number }[]): number {
  return lines.reduce((total, line) => total + line.count, 0);
}

function withCount(heading: string, lines: readonly DeckImageLine[]): string {
  return `${heading} (${countCopies(lines)})`;
}

/** The entries in the deck listing order of SPEC §5; ids the catalogue lacks come last. */
function orderLines(entries: Entries, catalogue: ReadonlyMap<number, Card>): DeckImageLine[] {
  const known: Card[] = [];
  const unknown: DeckImageLine[] = [];
  for (const entry of entries) {
    const card = catalogue.get(entry.id);
    if (card) for (let copy = 0; copy < entry.count; copy += 1) known.push(card);
    else unknown.push({ card: null, label: `Carta #${entry.id}`, count: entry.count });
  }
  const lines = groupDeckCards(known).map(({ card, count }) => ({
    card,
    label: card.nombre,
    count,
  }));
  return [...lines, ...unknown];
}

/**
 * The main deck under one heading per card type ('ALIADO (18)'), in the listing order of SPEC §5,
 * then the ids the catalogue lacks ('NO DISPONIBLES'), then the side deck as one group of its own.
 */
export function groupDeckImageLines(
  request: DeckImageRequest,
  catalogue: ReadonlyMap<number, Card>,
): DeckImageSection[] {
  const sections: DeckImageSection[] = [];
  const lines = orderLines(request.cards, catalogue);
  for (const line of lines) {
    const heading = line.card ? formatCardType(line.card.tipo).toLocaleUpperCase('es') : null;
    const title = heading ?? UNAVAILABLE_HEADING;
    const last = sections[sections.length - 1];
    if (last?.heading === title) last.lines.push(line);
    else sections.push({ heading: title, lines: [line] });
  }
  const side = orderLines(request.side ?? [], catalogue);
  if (side.length > 0) sections.push({ heading: SIDE_HEADING, lines: side });
  return sections.map((section) => ({
    heading: withCount(section.heading, section.lines),
    lines: section.lines,
  }));
}

/** The title (the deck's name) and the line under it: format, card count, side deck count. */
export function describeDeckImage(
  request: DeckImageRequest,
  formatName: string,
): { title: string; subtitle: string } {
  const mainCount = countCopies(request.cards);
  const sideCount = countCopies(request.side ?? []);
  const parts = [formatName, `${mainCount} ${mainCount === 1 ? 'carta' : 'cartas'}`];
  if (sideCount > 0) parts.push(`side deck: ${sideCount}`);
  return { title: request.name === '' ? UNTITLED_DECK : request.name, subtitle: parts.join(' · ') };
}
