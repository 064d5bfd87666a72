import type { Card } from '../cards/card';
import { normalizeNameCached, toCardMatchKeyCached } from '../cards/card-name';
import type { EditionBlocks } from '../cards/edition-blocks';
import { readFormatSwitches, type Banlist, type FormatSwitches } from '../banlists/banlist';
import { getBanlistNameSets } from '../banlists/banlist-name-sets';
import {
  AVAILABILITY_MESSAGES,
  formatWrongBlockMessage,
  formatWrongRaceMessage,
} from './card-availability';
import { getCopyLimit } from './copy-limits';
import {
  checkExactDeckSize,
  checkSideDeckSize,
  checkVanillaGold,
  findCardBlock,
  formatEditionNotAllowedMessage,
  isEditionAllowed,
  type CardSource,
} from './format-deck-checks';

export type ViolationCode =
  | 'too_many_cards'
  | 'too_many_copies'
  | 'banned'
  | 'ally_needed'
  | 'invalid_block'
  | 'wrong_block'
  | 'wrong_race'
  | 'too_few_allies'
  | 'too_few_cards'
  | 'gold_needed'
  | 'edition_not_allowed'
  | 'side_too_big';

/**
 * Errors a deck under construction clears by adding cards: a minimum not reached yet (cards,
 * 'Oros sin habilidad', allies when required) or the ally that defines the block. Every other
 * error comes from a card in the deck and stays while that card does.
 */
export const UNMET_MINIMUM_CODES: ReadonlySet<ViolationCode> = new Set<ViolationCode>([
  'too_few_cards',
  'gold_needed',
  'too_few_allies',
  'ally_needed',
]);

/** Whether an error is a minimum the deck has not reached yet (see UNMET_MINIMUM_CODES). */
export function isUnmetMinimum(violation: Pick<Violation, 'code'>): boolean {
  return UNMET_MINIMUM_CODES.has(violation.code);
}

/** One broken rule of a deck; names the card when it concerns one. */
export interface Violation {
  code: ViolationCode;
  message: string;
  cardId?: number;
  cardName?: string;
}

/** Errors make a deck illegal in the format; warnings are guides only (SPEC §5 minimum allies). */
export interface DeckLegality {
  errors: Violation[];
  warnings: Violation[];
}

function cardViolation(code: ViolationCode, card: Card, reason: string): Violation {
  return { code, message: `${card.nombre}: ${reason}`, cardId: card.id, cardName: card.nombre };
}

function countById(cards: readonly Card[]): Map<number, { card: Card; count: number }> {
  const counts = new Map<number, { card: Card; count: number }>();
  for (const card of cards) {
    const entry = counts.get(card.id);
    if (entry) entry.count += 1;
    else counts.set(card.id, { card, count: 1 });
  }
  return counts;
}

/** The block and race switches (SPEC §5 racialEdicion's rules): the first ally sets both. */
function checkBlockAndRace(
  cards: readonly Card[],
  distinctCards: readonly Card[],
  blockOf: (card: Card) => string | null,
  switches: FormatSwitches,
): Violation[] {
  const firstAlly = cards.find((card) => card.tipo === 'aliado');
  if (!firstAlly) {
    return switches.oneBlock && cards.length > 0
      ? [{ code: 'ally_needed', message: AVAILABILITY_MESSAGES.allyNeeded }]
      : [];
  }
  const deckBlock = blockOf(firstAlly);
  const deckRace = normalizeNameCached(firstAlly.raza ?? '');
  const violations: Violation[] = [];
  for (const card of distinctCards) {
    const cardBlock = switches.oneBlock ? blockOf(card) : null;
    if (switches.oneBlock && cardBlock === null) {
      violations.push(cardViolation('invalid_block', card, AVAILABILITY_MESSAGES.invalidBlock));
    } else if (switches.oneBlock && deckBlock !== null && cardBlock !== deckBlock) {
      violations.push(cardViolation('wrong_block', card, formatWrongBlockMessage(deckBlock)));
    }
    const isOtherRace = card.tipo === 'aliado' && normalizeNameCached(card.raza ?? '') !== deckRace;
    if (switches.oneRace && isOtherRace) {
      violations.push(cardViolation('wrong_race', card, formatWrongRaceMessage(firstAlly.raza)));
    }
  }
  return violations;
}

/** Cards counted toward the format's minimum: allies, or the types the format names. */
function countTowardMinimum(cards: readonly Card[], switches: FormatSwitches): number {
  return cards.filter((card) => switches.minAlliesCountedTypes.includes(card.tipo)).length;
}

/** The minimum of allies: a guide (warning) in the spec, a requirement (error) where the format says so. */
function checkMinimumAllies(
  cards: readonly Card[],
  minimum: number,
  switches: FormatSwitches,
): Violation | null {
  const counted = countTowardMinimum(cards, switches);
  if (counted >= minimum) return null;
  const isAlliesOnly =
    switches.minAlliesCountedTypes.length === 1 && switches.minAlliesCountedTypes[0] === 'aliado';
  const what = isAlliesOnly
    ? counted === 1
      ? 'aliado'
      : 'aliados'
    : counted === 1
      ? 'carta que cuenta como aliado'
      : 'cartas que cuentan como aliados';
  return {
    code: 'too_few_allies',
    message: `El mazo tiene ${counted} ${what}; el mínimo del formato es ${minimum}.`,
  };
}

/** What a deck's check may need beyond its main cards. */
export interface DeckCheckExtras {
  /** The side deck (issue 15): its size is checked, and its copies count with the main deck's. */
  side?: readonly Card[];
  /** The catalogue, to tell a reprint from a card of an edition the format does not allow. */
  catalogue?: CardSource;
}

/** The deck-level rules of the real formats (issue 15), as errors. */
function checkFormatDeckRules(
  deckCards: readonly Card[],
  sideCards: readonly Card[],
  rules: Banlist['rules'],
  switches: FormatSwitches,
): Violation[] {
  const checks: [ViolationCode, string | null][] = [
    ['too_few_cards', checkExactDeckSize(deckCards.length, rules, switches)],
    ['gold_needed', checkVanillaGold(deckCards, switches)],
    ['side_too_big', checkSideDeckSize(sideCards.length, switches)],
  ];
  return checks.flatMap(([code, message]) => (message === null ? [] : [{ code, message }]));
}

/**
 * Legality of a finished deck under a format (SPEC §5, §9): too many cards, banned cards, copies
 * over the limit, and the format's block and race rules (racialEdicion's, in the spec) are
 * errors; allies under the format's minimum is a warning (the spec's guide) unless the format
 * makes it a requirement. The real formats' rules (issue 15) add errors: exact size, 'Oros sin
 * habilidad', allowed editions and the side deck's size. Side-deck cards count toward copy limits
 * with the main deck's and follow the same card rules; minimums are the main deck's.
 */
export function checkDeckLegality(
  deckCards: readonly Card[],
  banlist: Banlist,
  editionBlocks: EditionBlocks,
  extras: DeckCheckExtras = {},
): DeckLegality {
  const { rules } = banlist;
  const sideCards = extras.side ?? [];
  const switches = readFormatSwitches(rules);
  const errors: Violation[] = [];
  if (deckCards.length > rules.maxCard) {
    errors.push({
      code: 'too_many_cards',
      message: `El mazo tiene ${deckCards.length} cartas; el máximo es ${rules.maxCard}.`,
    });
  }
  errors.push(...checkFormatDeckRules(deckCards, sideCards, rules, switches));
  const counts = [...countById([...deckCards, ...sideCards]).values()];
  const banned = getBanlistNameSets(rules).banned;
  for (const { card, count } of counts) {
    if (banned.has(toCardMatchKeyCached(card.nombre))) {
      errors.push(cardViolation('banned', card, AVAILABILITY_MESSAGES.banned));
      continue;
    }
    const limit = getCopyLimit(card, rules);
    if (count > limit) {
      errors.push(
        cardViolation('too_many_copies', card, `${count} copias; el máximo es ${limit}.`),
      );
    }
    if (!isEditionAllowed(card, switches, extras.catalogue)) {
      const reason = formatEditionNotAllowedMessage(card.edicion);
      errors.push(cardViolation('edition_not_allowed', card, reason));
    }
  }
  const distinctCards = counts.map(({ card }) => card);
  const blockOf = (card: Card) => findCardBlock(card, editionBlocks, switches, extras.catalogue);
  errors.push(...checkBlockAndRace(deckCards, distinctCards, blockOf, switches));
  const warnings: Violation[] = [];
  const tooFewAllies = checkMinimumAllies(deckCards, rules.minAllies, switches);
  if (tooFewAllies !== null) (switches.minAlliesRequired ? errors : warnings).push(tooFewAllies);
  return { errors, warnings };
}
