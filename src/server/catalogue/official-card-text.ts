/**
 * Texts of the official card database as our catalogue writes them (ADR 0013). The official
 * dump (borisbelmar/myl-scripts, data/*.json, commit 5930019c5c0b215cbf01723b3ea9c466d590eb0d,
 * read 2026-11-23) writes names in lowercase without accents, and abilities with '↵' line marks,
 * CR LF line ends, non-breaking and zero-width spaces; the official site may also serve HTML
 * markup and entities. All of it becomes plain text here.
 */

/** Combining marks for the accent entities (`&aacute;`, `&ntilde;`, `&uuml;` …). */
const ENTITY_ACCENTS: Readonly<Record<string, string>> = {
  acute: '\u0301',
  grave: '\u0300',
  circ: '\u0302',
  tilde: '\u0303',
  uml: '\u0308',
};

const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  iexcl: '¡',
  iquest: '¿',
  laquo: '«',
  raquo: '»',
  hellip: '…',
  ndash: '–',
  mdash: '—',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  ordm: 'º',
  ordf: 'ª',
  deg: '°',
  middot: '·',
  bull: '•',
};

const MAX_CODE_POINT = 0x10ffff;

function decodeEntity(entity: string, body: string): string {
  if (body.startsWith('#')) {
    const isHex = body[1] === 'x' || body[1] === 'X';
    const codePoint = Number.parseInt(body.slice(isHex ? 2 : 1), isHex ? 16 : 10);
    const isValid =
      Number.isInteger(codePoint) &&
      codePoint > 0 &&
      codePoint <= MAX_CODE_POINT &&
      (codePoint < 0xd800 || codePoint > 0xdfff);
    return isValid ? String.fromCodePoint(codePoint) : '';
  }
  const named = NAMED_ENTITIES[body.toLowerCase()];
  if (named !== undefined) return named;
  const accented = /^([a-zA-Z])(acute|grave|circ|tilde|uml)$/u.exec(body);
  const mark = accented ? ENTITY_ACCENTS[accented[2] ?? ''] : undefined;
  if (accented && mark !== undefined) return `${accented[1] ?? ''}${mark}`;
  return entity;
}

// Breaks and block ends become line ends; every other tag goes. Only text shaped like a tag
// counts, so a lone '<' in a rule ("fuerza < 3") stays.
const LINE_BREAK_TAG = /<br\s*\/?>|<\/(?:p|div|li|h[1-6])\s*>/giu;
const ANY_TAG = /<\/?[a-zA-Z][^<>]*>/gu;
const ENTITY = /&(#\d{1,7}|#[xX][0-9a-fA-F]{1,6}|[a-zA-Z]{2,8});/gu;
// Control characters but tab and line feed, C1 controls and zero-width characters.
// eslint-disable-next-line no-control-regex -- removing control characters is the point
const INVISIBLE = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u200B-\u200D\u2060\uFEFF]/gu;

/**
 * Plain text of an official ability or flavour text: markup removed, entities decoded, the
 * dump's '↵' marks and CR LF as line ends, spaces tidied; null when nothing is left.
 */
export function toPlainText(text: string | null | undefined): string | null {
  if (text === null || text === undefined) return null;
  const plain = text
    .replace(/\r\n?/gu, '\n')
    .replace(/↵/gu, '\n')
    .replace(LINE_BREAK_TAG, '\n')
    .replace(ANY_TAG, '')
    .replace(ENTITY, decodeEntity)
    .normalize('NFC')
    .replace(INVISIBLE, '')
    .replace(/[\t\u00A0\u2007\u202F]/gu, ' ')
    .split('\n')
    .map((line) => line.replace(/ {2,}/gu, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/gu, '\n\n')
    .trim();
  return plain === '' ? null : plain;
}

/** Short words Spanish titles keep in lowercase inside a name ("Hijos de Daana"). */
const LOWERCASE_WORDS = new Set([
  'a',
  'al',
  'con',
  'de',
  'del',
  'e',
  'el',
  'en',
  'la',
  'las',
  'lo',
  'los',
  'o',
  'para',
  'por',
  'sin',
  'u',
  'un',
  'una',
  'y',
]);

const ROMAN_NUMERAL = /^[ivx]+$/u;

function capitalise(word: string): string {
  return word
    .split('-')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('-');
}

/**
 * A card name as our catalogue writes it: the dump's all-lowercase names in Spanish title case
 * ('rey arturo pendragon' → 'Rey Arturo Pendragon', roman numerals in capitals, short words
 * such as 'de' in lowercase after the first word); a name with any capital is kept as written.
 * Accents the dump dropped cannot be restored; name matching ignores them anyway.
 */
export function toDisplayName(name: string): string {
  const words = (toPlainText(name) ?? '').split(/\s+/u).filter((word) => word !== '');
  const written = words.join(' ');
  if (written !== written.toLowerCase()) return written;
  return words
    .map((word, position) => {
      if (ROMAN_NUMERAL.test(word)) return word.toUpperCase();
      if (position > 0 && LOWERCASE_WORDS.has(word)) return word;
      return capitalise(word);
    })
    .join(' ');
}
