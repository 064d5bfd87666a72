/**
 * Loose text comparison (SPEC §5): lowercase, accents stripped, surrounding spaces trimmed. Used
 * where words still matter (searching names by containment, races, editions); which card a name
 * means is toCardMatchKey.
 */
export function normalizeName(name: string): string {
  // Most names are plain ASCII; skipping NFD for them makes a cold catalogue pass much faster.
  // '^' and '`' are left to the full path because Unicode counts them as diacritics.
  if (/^[\x20-\x5d\x5f\x61-\x7e]*$/u.test(name)) return name.toLowerCase().trim();
  return name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}

// A reworked printing keeps its card's place in the banlists; any punctuation may follow it.
const TRAILING_REWORK = /(?:\(\s*rework\s*\)[^\p{L}\p{N}]*)+$/u;

/**
 * Which card a name means (SPEC §5 'Banlist name matching', issue 14): case, accents,
 * apostrophes, hyphens, spaces and every other character that is not a letter or a digit are
 * ignored, and a trailing '(Rework)' names the same card. 'Dru'ath an-Morén', 'Dru ath
 * an-Moren' and 'druathanmoren' give one key.
 */
export function toCardMatchKey(name: string): string {
  if (/^[\x20-\x7e]*$/u.test(name)) {
    return name
      .toLowerCase()
      .replace(TRAILING_REWORK, '')
      .replace(/[^a-z0-9]/gu, '');
  }
  return (
    name
      .normalize('NFD')
      // Diacritics first: some (the modifier-letter apostrophe 'ʼ') are letters to Unicode.
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase()
      .replace(TRAILING_REWORK, '')
      .replace(/[^\p{L}\p{N}]/gu, '')
  );
}

// Large enough for a whole catalogue's names, editions and races; cleared when full so memory
// stays bounded whatever strings pass through.
const MAX_CACHED_NAMES = 50_000;

function memoise(compute: (name: string) => string): (name: string) => string {
  const results = new Map<string, string>();
  return (name) => {
    const cached = results.get(name);
    if (cached !== undefined) return cached;
    if (results.size >= MAX_CACHED_NAMES) results.clear();
    const result = compute(name);
    results.set(name, result);
    return result;
  };
}

/**
 * normalizeName, memoised: the deck builder checks a whole catalogue after each click and NFD
 * normalisation of every name each time is too slow.
 */
export const normalizeNameCached: (name: string) => string = memoise(normalizeName);

/**
 * toCardMatchKey, memoised (SPEC §5 'Banlist name matching'): the deck builder matches a whole
 * catalogue against the format's lists after each click.
 */
export const toCardMatchKeyCached: (name: string) => string = memoise(toCardMatchKey);

let spanishCollator: Intl.Collator | null = null;

/**
 * Spanish alphabetical order, for sorting names and labels. One collator serves every call:
 * `localeCompare(other, 'es')` builds a new ICU collator each time, which made sorting a
 * 40-card deck cost milliseconds (issue 19).
 */
export function compareSpanish(a: string, b: string): number {
  return prepareSpanishOrder().compare(a, b);
}

/**
 * The collator compareSpanish uses, made now if it was not yet. Its first making loads the
 * language's collation data, about 13 ms on a desktop CPU (53 ms at a phone's 4×, measured on a
 * shared deck's first render): a page can make it while it waits on the network instead of
 * inside its first render (issue 19).
 */
export function prepareSpanishOrder(): Intl.Collator {
  spanishCollator ??= new Intl.Collator('es');
  return spanishCollator;
}
