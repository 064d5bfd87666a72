import type { Card } from '../cards/card';
import { normalizeNameCached, toCardMatchKeyCached } from '../cards/card-name';
import { findBlock, type EditionBlocks } from '../cards/edition-blocks';
import type { Banlist } from '../banlists/banlist';
import { getBanlistNameSets } from '../banlists/banlist-name-sets';
import {
  AVAILABILITY_MESSAGES,
  formatWrongBlockMessage,
  formatWrongRaceMessage,
} from './card-availability';
import { getCopyLimit } from './copy-limits';
import { countAllies, RACIAL_EDICION_KEY } from './deck';

export type ViolationCode =
  | 'too_many_cards'
  | 'too_many_copies'
  | 'banned'
  | 'ally_needed'
  | 'invalid_block'
  | 'wrong_block'
  | 'wrong_race'
  | 'too_few_allies';

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

function checkRacialEdicion(
  cards: readonly Card[],
  distinctCards: readonly Card[],
  editionBlocks: EditionBlocks,
): Violation[] {
  const firstAlly = cards.find((card) => card.tipo === 'aliado');
  if (!firstAlly) {
    return cards.length === 0
      ? []
      : [{ code: 'ally_needed', message: AVAILABILITY_MESSAGES.allyNeeded }];
  }
  const deckBlock = findBlock(firstAlly.edicion, editionBlocks);
  const deckRace = normalizeNameCached(firstAlly.raza ?? '');
  const violations: Violation[] = [];
  for (const card of distinctCards) {
    const cardBlock = findBlock(card.edicion, editionBlocks);
    if (cardBlock === null) {
      violations.push(cardViolation('invalid_block', card, AVAILABILITY_MESSAGES.invalidBlock));
    } else if (deckBlock !== null && cardBlock !== deckBlock) {
      violations.push(cardViolation('wrong_block', card, formatWrongBlockMessage(deckBlock)));
    }
    if (card.tipo === 'aliado' && normalizeNameCached(card.raza ?? '') !== deckRace) {
      violations.push(cardViolation('wrong_race', card, formatWrongRaceMessage(firstAlly.raza)));
    }
  }
  return violations;
}

/**
 * Legality of a finished deck under a format (SPEC §5, §9): too many cards, banned cards, copies
 * over the limit, and the racialEdicion block and race rules are errors; allies under the
 * format's minimum is a warning, since the minimum is a guide only.
 */
export function checkDeckLegality(
  deckCards: readonly Card[],
  banlist: Banlist,
  editionBlocks: EditionBlocks,
): DeckLegality {
  const { rules } = banlist;
  const errors: Violation[] = [];
  if (deckCards.length > rules.maxCard) {
    errors.push({
      code: 'too_many_cards',
      message: `El mazo tiene ${deckCards.length} cartas; el máximo es ${rules.maxCard}.`,
    });
  }
  const counts = [...countById(deckCards).values()];
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
  }
  if (banlist.key === RACIAL_EDICION_KEY) {
    const distinctCards = counts.map(({ card }) => card);
    errors.push(...checkRacialEdicion(deckCards, distinctCards, editionBlocks));
  }
  const allies = countAllies(deckCards);
  const warnings: Violation[] =
    allies < rules.minAllies
      ? [
          {
            code: 'too_few_allies',
            message: `El mazo tiene ${allies} aliados; el mínimo del formato es ${rules.minAllies}.`,
          },
        ]
      : [];
  return { errors, warnings };
}
