import type { Card } from './card';

/*
 * How real Primer Bloque texts declare a card unique (ADR 0012): the keyword 'Carta Única' or
 * 'Única' (an Oro's 'Único') standing as a clause of its own — at the start of the text, after a
 * full stop, inside parentheses, in a list of keywords ('(Imbloqueable, Carta Única)', 'Carta
 * Única e Indestructible') — or the reminder 'Sólo puedes tener una copia de esta carta en tu
 * Mazo Castillo'. Inside a sentence the same words only mention other cards ('busca una Carta
 * Única', 'destruye un aliado único', 'se consideran Carta Única') and say nothing of this one.
 * Patterns run on the text without accents, in lower case.
 */

/** Where a keyword clause may begin: the text's start, a separator, '(', a tag's '>' or a line. */
const CLAUSE_START = String.raw`(?:^|[.(,;:>\n\r])\s*`;

/** Where it ends: the text's end, a separator, '(' of a reminder, or 'e'/'y' joining a keyword. */
const CLAUSE_END = String.raw`(?=\s*(?:$|[.),;:<\n\r(]|[ey]\s))`;

const UNIQUE_KEYWORD = new RegExp(`${CLAUSE_START}(?:carta\\s+)?unic[ao]${CLAUSE_END}`, 'u');

/** The deck-building reminder; 'en juego' (one copy in play at a time) is another rule. */
const ONE_COPY_RULE =
  /solo\s+puedes\s+tener\s+(?:una|1)\s+copia(?:\s+de\s+esta\s+carta)?\s+en\s+tu\s+(?:mazo|castillo)/u;

/**
 * Every declaration holds 'nic' (Única, UNICA, Único) or 'copia', in any case, with any accent on
 * their vowels, composed or decomposed: the same texts the full patterns read once accents go.
 */
const MAY_DECLARE_UNIQUE = /n[i\u00ec-\u00ef]\p{M}*c|c[o\u00f2-\u00f6]\p{M}*pia/iu;

/**
 * Whether the ability text declares this card unique (SPEC §5 copy limits: 'Carta Única' in any
 * case or accents; ADR 0012 for the other real wordings), never because it mentions another card.
 */
export function isUniqueCard(habilidad: string | null): boolean {
  // Cheap pre-check first: the builder asks this for every card of a 20,000-card catalogue.
  if (habilidad === null || !MAY_DECLARE_UNIQUE.test(habilidad)) return false;
  const plain = habilidad
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
  return UNIQUE_KEYWORD.test(plain) || ONE_COPY_RULE.test(plain);
}

/**
 * Whether a card is limited to one copy for being unique (SPEC §5 copy limits): an editor's
 * choice when one was made (`unica` true or false), otherwise what its ability text says.
 */
export function isCardUnique(card: Pick<Card, 'habilidad' | 'unica'>): boolean {
  return card.unica ?? isUniqueCard(card.habilidad);
}
