import { CARD_TYPE_LABELS, parseCardType } from '../../domain/cards/card-type-labels';

/*
 * Turning what the OCR read into the fields of the AI suggestion result (SPEC §3). The card
 * font is a sans-serif in which a capital I and a lower-case l are the same glyph, and the OCR
 * reads accents and the º sign loosely; these functions undo the errors that follow from that.
 */

/** Lower-case words a card name may hold; any other word starting with a lower-case l is an I. */
const LOWER_CASE_NAME_WORDS = new Set(['la', 'las', 'lo', 'los', 'le', 'les']);

function collapseSpaces(text: string): string {
  return text.replace(/\s+/gu, ' ').trim();
}

function fixCapitalI(word: string): string {
  // A word of only I and l is a Roman numeral (Felipe II).
  if (/^[Il]+$/u.test(word)) return 'I'.repeat(word.length);
  if (word.startsWith('l') && !LOWER_CASE_NAME_WORDS.has(word.toLowerCase())) {
    return `I${word.slice(1)}`;
  }
  return word;
}

/** A card name from its band: one line, box edges trimmed, misread capital I restored. */
export function readCardName(text: string): string {
  return collapseSpaces(text)
    .replace(/^[^\p{L}\d¡¿"«]+/u, '')
    .replace(/[^\p{L}\d.!?"»)]+$/u, '')
    .split(' ')
    .map(fixCapitalI)
    .join(' ');
}

/** A whole number in a cost or strength badge; null when nothing readable is there. */
export function readBadgeNumber(text: string): number | null {
  const digits = text.replace(/\D/gu, '');
  if (digits === '' || digits.length > 2) return null;
  return Number.parseInt(digits, 10);
}

/** The type bar ('Aliado — Caballero', 'Talismán'): the type label and, for allies, the race. */
export function readTypeBar(text: string): { tipo: string; raza: string } | null {
  const line = collapseSpaces(text);
  const [head = '', ...rest] = line.split(/\s+[—–-]+\s+|\s*[—–]\s*/u);
  const tipo = parseCardType(head.trim());
  if (tipo === null) return null;
  return { tipo: CARD_TYPE_LABELS[tipo], raza: collapseSpaces(rest.join(' ')) };
}

/**
 * The ability text from the text box once the lighter flavour text has been thresholded away:
 * the first paragraph, its lines joined.
 */
export function readAbilityText(text: string): string {
  const paragraphs = text
    .split(/\n\s*\n/u)
    .map(collapseSpaces)
    .filter((paragraph) => /\p{L}{2,}/u.test(paragraph));
  return paragraphs[0] ?? '';
}

export interface FooterReading {
  edition?: string;
  id?: number;
  ilustrador?: string;
}

/** The footer line 'Espada Sagrada · Nº 12   Ilus. Camila Ferrada'. */
export function readFooter(text: string): FooterReading {
  const line = collapseSpaces(text);
  const reading: FooterReading = {};
  const illustratorAt = line.search(/\S*us[.,]\s/u);
  const left = illustratorAt === -1 ? line : line.slice(0, illustratorAt).trim();
  if (illustratorAt !== -1) {
    const name = line
      .slice(illustratorAt)
      .replace(/^\S*us[.,]\s*/u, '')
      .trim();
    if (name !== '')
      reading.ilustrador = name.replace(/^\p{Ll}/u, (letter) => letter.toUpperCase());
  }
  const edition = left.split(/\s+[·:•.-]+\s*|\s+N\S{0,3}\s*\d/u)[0]?.trim();
  if (edition) reading.edition = edition;
  const number = left.match(/(\d+)\s*$/u);
  if (number?.[1]) reading.id = Number.parseInt(number[1], 10);
  return reading;
}

/**
 * A card photographed or scanned in another layout: the first line with letters is the name,
 * the first type word found gives the type, the remaining lines are offered as the ability.
 */
export function readWholeCardText(text: string): Record<string, unknown> {
  const lines = text
    .split('\n')
    .map(collapseSpaces)
    .filter((line) => /\p{L}{3,}/u.test(line));
  const [first, ...rest] = lines;
  const reply: Record<string, unknown> = {};
  if (first !== undefined) reply['nombre'] = readCardName(first);
  const typeLine = rest.map(readTypeBar).find((reading) => reading !== null);
  if (typeLine) {
    reply['tipo'] = typeLine.tipo;
    if (typeLine.raza !== '') reply['raza'] = typeLine.raza;
  }
  const body = rest.filter((line) => readTypeBar(line) === null).join(' ');
  if (body !== '') reply['ability'] = body;
  return reply;
}
