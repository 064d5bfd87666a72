/** One card of a deck with its copies, by card id. */
export interface DeckEntry {
  id: number;
  count: number;
}

/**
 * What one save of a deck holds (issue 16): its name, format, and main and side deck as card ids
 * with their copies. Card data is not part of it: a deck keeps the ids the catalogue lost.
 */
export interface DeckContent {
  name: string;
  format: string;
  cards: DeckEntry[];
  side: DeckEntry[];
}

/** A deck's card ids with repeats (as the builder and localStorage keep them) as entries. */
export function toDeckEntries(cardIds: readonly number[]): DeckEntry[] {
  const counts = new Map<number, number>();
  for (const id of cardIds) counts.set(id, (counts.get(id) ?? 0) + 1);
  return [...counts].map(([id, count]) => ({ id, count }));
}

/** Entries back as card ids with repeats, each card's copies together, in the entries' order. */
export function toCardIds(entries: readonly DeckEntry[]): number[] {
  return entries.flatMap(({ id, count }) => Array.from({ length: count }, () => id));
}

/** Copies of each card of a card list, by id. */
export function countEntries(entries: readonly DeckEntry[]): Map<number, number> {
  const counts = new Map<number, number>();
  for (const { id, count } of entries) counts.set(id, (counts.get(id) ?? 0) + count);
  return counts;
}

/** Whether two card lists hold the same cards with the same copies, whatever their order. */
export function sameEntries(first: readonly DeckEntry[], second: readonly DeckEntry[]): boolean {
  const a = countEntries(first);
  const b = countEntries(second);
  if (a.size !== b.size) return false;
  for (const [id, count] of a) if (b.get(id) !== count) return false;
  return true;
}

/** Whether two saves hold the same deck: name, format, and the same cards in main and side. */
export function sameDeckContent(first: DeckContent, second: DeckContent): boolean {
  return (
    first.name === second.name &&
    first.format === second.format &&
    sameEntries(first.cards, second.cards) &&
    sameEntries(first.side, second.side)
  );
}

/** What to add and take out to turn one card list into another, with counts. */
export interface EntriesChange {
  add: DeckEntry[];
  remove: DeckEntry[];
}

/**
 * The cards to add and to take out to go from `from` to `to` (issue 16, 'Cambios desde la última
 * vez'): each card once, with the difference of copies; cards in `to`'s order, then `from`'s.
 */
export function diffEntries(from: readonly DeckEntry[], to: readonly DeckEntry[]): EntriesChange {
  const before = countEntries(from);
  const after = countEntries(to);
  const add: DeckEntry[] = [];
  const remove: DeckEntry[] = [];
  for (const [id, count] of after) {
    const difference = count - (before.get(id) ?? 0);
    if (difference > 0) add.push({ id, count: difference });
  }
  for (const [id, count] of before) {
    const difference = count - (after.get(id) ?? 0);
    if (difference > 0) remove.push({ id, count: difference });
  }
  return { add, remove };
}

/** Everything that changed between two saves of a deck. */
export interface DeckContentChange {
  name: { from: string; to: string } | null;
  format: { from: string; to: string } | null;
  cards: EntriesChange;
  side: EntriesChange;
}

/** The change from one save of a deck to another, main and side deck apart. */
export function diffDeckContent(from: DeckContent, to: DeckContent): DeckContentChange {
  return {
    name: from.name === to.name ? null : { from: from.name, to: to.name },
    format: from.format === to.format ? null : { from: from.format, to: to.format },
    cards: diffEntries(from.cards, to.cards),
    side: diffEntries(from.side, to.side),
  };
}

/** Whether a change changes nothing. */
export function isEmptyChange(change: DeckContentChange): boolean {
  return (
    change.name === null &&
    change.format === null &&
    change.cards.add.length + change.cards.remove.length === 0 &&
    change.side.add.length + change.side.remove.length === 0
  );
}
