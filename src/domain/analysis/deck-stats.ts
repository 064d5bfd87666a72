import { findTagAction, listCardTags, tagEffectAction } from '../cards/ability-tags';
import { normalizeActionName } from '../cards/action-names';
import { isCardType, type Card, type CardType } from '../cards/card';
import { normalizeNameCached } from '../cards/card-name';
import { visitEffectActions } from '../cards/effect-actions';
import type { ActionId } from '../cards/effect-vocabulary';
import { parseStructuredEffects } from '../ai-reply/effects-parser';
import { isRecord } from '../ai-reply/json-value';

/** How often a deck can perform one action, split by whose side it targets (SPEC §3). */
export interface ActionCount {
  total: number;
  own: number;
  opponent: number;
  other: number;
}

/** Cards per type; `unknown` holds anything outside the five types so the counts sum to the deck. */
export type TypeCounts = Record<CardType | 'unknown', number>;

/** Deck stats (SPEC §3 'Deck stats'). */
export interface DeckStats {
  totalCards: number;
  typeCounts: TypeCounts;
  /** Over non-gold cards; 0 when there are none. */
  averageCost: number;
  totalCost: number;
  totalStrength: number;
  /** Cost → number of non-gold cards with that cost. */
  costCurve: Record<number, number>;
  detailedActions: Partial<Record<ActionId, ActionCount>>;
  /** Structured abilities that change or mention strength, for the Agro score (SPEC §9). */
  strengthAbilities: number;
}

type Side = 'own' | 'opponent' | 'other';

/** Which side an objetivo targets (SPEC §3): 'propio' or 'tu…' is own, 'oponente' opponent. */
export function classifyTargetSide(objetivo: unknown): Side {
  const selector = isRecord(objetivo) ? objetivo['selector'] : objetivo;
  if (typeof selector !== 'string') return 'other';
  const text = normalizeNameCached(selector);
  // 'tu' as the start of a word (tu, tus, tuyo), so that words like 'estatua' do not count.
  if (text.includes('propio') || /(?:^|[^\p{L}])tu/u.test(text)) return 'own';
  if (text.includes('oponente')) return 'opponent';
  return 'other';
}

function readQuantity(value: unknown): number | null {
  const quantity = typeof value === 'string' ? Number(value) : value;
  return typeof quantity === 'number' && Number.isFinite(quantity) && quantity > 0
    ? quantity
    : null;
}

/** cantidad of an action (SPEC §3): its own, else its parameters', else its target's; default 1. */
function readActionQuantity(action: Record<string, unknown>): number {
  const parametros = action['parametros'];
  const objetivo = action['objetivo'];
  return (
    readQuantity(action['cantidad']) ??
    (isRecord(parametros) ? readQuantity(parametros['cantidad']) : null) ??
    (isRecord(objetivo) ? readQuantity(objetivo['cantidad']) : null) ??
    1
  );
}

function isStrengthAbility(effect: unknown): boolean {
  const descripcion = isRecord(effect) ? effect['descripcion'] : undefined;
  if (typeof descripcion === 'string' && normalizeNameCached(descripcion).includes('fuerza')) {
    return true;
  }
  let changesStrength = false;
  visitEffectActions(effect, (action) => {
    if (normalizeActionName(action['accion']) === 'modify_strength') changesStrength = true;
  });
  return changesStrength;
}

function emptyTypeCounts(): TypeCounts {
  return { aliado: 0, arma: 0, talisman: 0, totem: 0, oro: 0, unknown: 0 };
}

function addCount(stats: DeckStats, id: ActionId, quantity: number, side: Side): void {
  const count = stats.detailedActions[id] ?? { total: 0, own: 0, opponent: 0, other: 0 };
  count.total += quantity;
  count[side] += quantity;
  stats.detailedActions[id] = count;
}

/**
 * A card's actions as its ability tags say (ADR 0023): a structured action counts (its cantidad,
 * on its target's side) unless it stands for a tag the card does not carry, and a carried tag no
 * structured action stands for counts once toward its action, on no side. Uncorrected cards carry
 * exactly the tags of their actions, so they count as SPEC §3 and §9 say.
 */
function addCardActions(stats: DeckStats, card: Card, effects: readonly unknown[]): void {
  const tags = listCardTags(card);
  const shownTags = new Set<string>();
  visitEffectActions(effects, (action) => {
    const id = normalizeActionName(action['accion']);
    if (id === null) return;
    const tag = tagEffectAction(action);
    if (tag !== null && !tags.includes(tag)) return;
    if (tag !== null) shownTags.add(tag);
    addCount(stats, id, readActionQuantity(action), classifyTargetSide(action['objetivo']));
  });
  for (const tag of tags) {
    const id = findTagAction(tag);
    if (id !== null && !shownTags.has(tag)) addCount(stats, id, 1, 'other');
  }
}

/**
 * Deck stats (SPEC §3, §9): counts per type; averageCost, totalCost and the cost curve over
 * non-gold cards; totalStrength; missing cost or strength as 0; detailedActions from the
 * structured abilities, nested ones included, each action counting its cantidad (default 1) as
 * own, opponent or other side, as far as the card's ability tags allow (ADR 0023). A verb outside
 * the action vocabulary is not counted.
 */
export function computeDeckStats(cards: readonly Card[]): DeckStats {
  const stats: DeckStats = {
    totalCards: cards.length,
    typeCounts: emptyTypeCounts(),
    averageCost: 0,
    totalCost: 0,
    totalStrength: 0,
    costCurve: {},
    detailedActions: {},
    strengthAbilities: 0,
  };
  let nonGoldCards = 0;
  for (const card of cards) {
    stats.typeCounts[isCardType(card.tipo) ? card.tipo : 'unknown'] += 1;
    stats.totalStrength += card.fuerza ?? 0;
    if (card.tipo !== 'oro') {
      const cost = card.coste ?? 0;
      nonGoldCards += 1;
      stats.totalCost += cost;
      stats.costCurve[cost] = (stats.costCurve[cost] ?? 0) + 1;
    }
    const effects = parseStructuredEffects(card.habilidades);
    stats.strengthAbilities += effects.filter(isStrengthAbility).length;
    addCardActions(stats, card, effects);
  }
  stats.averageCost = nonGoldCards === 0 ? 0 : stats.totalCost / nonGoldCards;
  return stats;
}
