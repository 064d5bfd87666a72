import { countEntries, type DeckContent, type DeckEntry } from './deck-content';

function mergeEntries(
  base: readonly DeckEntry[] | null,
  mine: readonly DeckEntry[],
  theirs: readonly DeckEntry[],
): DeckEntry[] {
  const baseCounts = base === null ? null : countEntries(base);
  const mineCounts = countEntries(mine);
  const theirCounts = countEntries(theirs);
  const ids = [...new Set([...mineCounts.keys(), ...theirCounts.keys()])];
  const merged: DeckEntry[] = [];
  for (const id of ids) {
    const mineCount = mineCounts.get(id) ?? 0;
    const theirCount = theirCounts.get(id) ?? 0;
    // Without the common version, keep every copy either side wants: nothing is lost.
    const count =
      baseCounts === null
        ? Math.max(mineCount, theirCount)
        : Math.max(0, mineCount + theirCount - (baseCounts.get(id) ?? 0));
    if (count > 0) merged.push({ id, count });
  }
  return merged;
}

function mergeField(base: string | undefined, mine: string, theirs: string): string {
  return base !== undefined && mine === base ? theirs : mine;
}

/**
 * A merge of two saves of one deck made apart (issue 16, the conflict screen's 'Combinar'). With
 * the version both started from (`base`), each side's change of copies is applied to it, so a
 * card one side added and the other left alone is in, one side took out is out, and copies both
 * changed add up (never below 0). Without it, every card either holds is kept with the larger
 * count. Name and format: the side that changed them wins; when both did, this device's.
 */
export function mergeDeckContent(
  base: DeckContent | null,
  mine: DeckContent,
  theirs: DeckContent,
): DeckContent {
  return {
    name: mergeField(base?.name, mine.name, theirs.name),
    format: mergeField(base?.format, mine.format, theirs.format),
    cards: mergeEntries(base?.cards ?? null, mine.cards, theirs.cards),
    side: mergeEntries(base?.side ?? null, mine.side, theirs.side),
  };
}
