/**
 * Text that NFD leaves as ASCII and the combining accents U+0300–U+034E, all of them diacritics
 * to Unicode: the texts of a Spanish catalogue. For them the functions below strip
 * LATIN_DIACRITICS instead of matching Unicode's Diacritic property, whose pattern is compiled on
 * its first use: some 5 ms on a desktop CPU, 20 ms on a phone's, in the middle of a page's first
 * tasks (issue 19). The other texts take the property's path; the results are the same
 * (card-name.test.ts compares them).
 */
// The combining accents are meant one by one here, as NFD leaves them after their letters.
// eslint-disable-next-line no-misleading-character-class
const LATIN_DECOMPOSED = /^[\x20-\x7e\u0300-\u034e]*$/u;

/** The diacritics of LATIN_DECOMPOSED text: the combining accents, '^' and '`'. */
const LATIN_DIACRITICS = /[\u0300-\u034e^`]/gu;

// Printable ASCII without '^' and '`' (diacritics to Unicode): text with nothing to take off.
const PLAIN_ASCII = /^[\x20-\x5d\x5f\x61-\x7e]*$/u;

/**
 * `name` decomposed (NFD) without its diacritics, and whether what is left is ASCII: the fast
 * paths for plain ASCII and LATIN_DECOMPOSED text, Unicode's Diacritic property for any other.
 */
function stripDiacritics(name: string): { text: string; isAscii: boolean } {
  // Most names are plain ASCII; skipping NFD for them makes a cold catalogue pass much faster.
  if (PLAIN_ASCII.test(name)) return { text: name, isAscii: true };
  const decomposed = name.normalize('NFD');
  if (LATIN_DECOMPOSED.test(decomposed)) {
    return { text: decomposed.replace(LATIN_DIACRITICS, ''), isAscii: true };
  }
  return { text: decomposed.replace(/\p{Diacritic}/gu, ''), isAscii: false };
}

/**
 * Loose text comparison (SPEC §5): lowercase, accents stripped, surrounding spaces trimmed. Used
 * where words still matter (searching names by containment, races, editions); which card a name
 * means is toCardMatchKey.
 */
export function normalizeName(name: string): string {
  return stripDiacritics(name).text.toLowerCase().trim();
}

// A reworked printing keeps its card's place in the banlists; any punctuation may follow it.
const TRAILING_REWORK = /(?:\(\s*rework\s*\)[^\p{L}\p{N}]*)+$/u;

// TRAILING_REWORK for lowercase ASCII text, where a to z and 0 to 9 are every letter and digit.
const ASCII_TRAILING_REWORK = /(?:\(\s*rework\s*\)[^a-z0-9]*)+$/u;

function toAsciiMatchKey(lowercaseAscii: string): string {
  return lowercaseAscii.replace(ASCII_TRAILING_REWORK, '').replace(/[^a-z0-9]/gu, '');
}

/**
 * Which card a name means (SPEC §5 'Banlist name matching', issue 14): case, accents,
 * apostrophes, hyphens, spaces and every other character that is not a letter or a digit are
 * ignored, and a trailing '(Rework)' names the same card. 'Dru'ath an-Morén', 'Dru ath
 * an-Moren' and 'druathanmoren' give one key.
 */
export function toCardMatchKey(name: string): string {
  // Diacritics first: '^' and '`' are diacritics, taken off before a trailing '(Rework)' is
  // looked for, and some (the modifier-letter apostrophe 'ʼ') are letters to Unicode.
  const { text, isAscii } = stripDiacritics(name);
  const lowercase = text.toLowerCase();
  if (isAscii) return toAsciiMatchKey(lowercase);
  return lowercase.replace(TRAILING_REWORK, '').replace(/[^\p{L}\p{N}]/gu, '');
}

// Large enough for a whole catalogue's names, editions and races; cleared when full so memory
// stays bounded whatever strings pass through.
const MAX_CACHED_NAMES = 50_000;

function memoise<Result>(compute: (name: string) => Result): (name: string) => Result {
  const results = new Map<string, Result>();
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

// What a plain key holds: space, digits, a to z, and ñ as ENYE_KEY.
const PLAIN_ORDER_KEY = /^(?:[a-z0-9 ]|n\uffff)*$/u;

/**
 * ñ in a plain key: n followed by a character above every other a key holds, so it sorts after
 * every n and before o, a letter of its own as Spanish orders it.
 */
const ENYE_KEY = 'n\uffff';

// ñ decomposed (NFD), or another accent of LATIN_DECOMPOSED text.
const ENYE_OR_ACCENT = /n\u0303|[\u0300-\u034e]/gu;

/**
 * A LATIN_DECOMPOSED text with its accents taken off, ñ kept as ENYE_KEY and its case folded, or
 * null when what is left is not a plain key (any other text is the collator's). Nothing else is
 * dropped: spaces and punctuation count in Spanish order. A tilde on another letter, or one that
 * does not follow its n at once, is kept, so the text is left to the collator.
 */
function toPlainOrderKey(text: string): string | null {
  const decomposed = text.normalize('NFD').toLowerCase();
  if (!LATIN_DECOMPOSED.test(decomposed)) return null;
  const key = decomposed.replace(ENYE_OR_ACCENT, (found) =>
    found === 'n\u0303' ? ENYE_KEY : found === '\u0303' ? found : '',
  );
  return PLAIN_ORDER_KEY.test(key) ? key : null;
}

const readPlainOrderKey = memoise(toPlainOrderKey);

/**
 * Spanish alphabetical order, for sorting names and labels. Two texts of plain letters (ñ
 * among them), digits and spaces, accents and case aside, that differ in more than accents and
 * case are ordered by those characters, which is what the Spanish collator answers for them
 * (space, then digits, then a to n, ñ, o to z; checked against it in card-name.test.ts); anything
 * else (punctuation, a tie) is the collator's. Most card names never need it, and making it loads
 * the language's collation data: 13–22 ms of a shared deck's page load on a desktop CPU, four
 * times that on a phone's (issue 19). One collator serves every call: `localeCompare(other,
 * 'es')` builds a new ICU collator each time, which made sorting a 40-card deck cost
 * milliseconds.
 */
export function compareSpanish(a: string, b: string): number {
  const keyA = readPlainOrderKey(a);
  const keyB = readPlainOrderKey(b);
  if (keyA !== null && keyB !== null && keyA !== keyB) return keyA < keyB ? -1 : 1;
  return prepareSpanishOrder().compare(a, b);
}

/**
 * The collator compareSpanish falls back to, made now if it was not yet. Its first making loads
 * the language's collation data (13–22 ms on a desktop CPU).
 */
export function prepareSpanishOrder(): Intl.Collator {
  spanishCollator ??= new Intl.Collator('es');
  return spanishCollator;
}
