import { normalizeNameCached } from '../cards/card-name';

/**
 * Name matching for imported decks: the banlist normalisation of SPEC §5 (case and accents
 * ignored), plus what hand-typed and pasted lists add: typographic apostrophes and repeated
 * spaces.
 */
export function toCardNameKey(name: string): string {
  return normalizeNameCached(name)
    .replace(/[\u2018\u2019\u00b4\u02bc]/gu, "'")
    .replace(/\s+/gu, ' ');
}
