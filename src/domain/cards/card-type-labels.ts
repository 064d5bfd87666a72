import { CARD_TYPES, type CardType } from './card';
import { normalizeName } from './card-name';

/** How a card type is shown in the review screens (SPEC §3 'Card'). */
export const CARD_TYPE_LABELS = {
  aliado: 'Aliado',
  arma: 'Arma',
  talisman: 'Talismán',
  totem: 'Tótem',
  oro: 'Oro',
} as const satisfies Record<CardType, string>;

export type CardTypeLabel = (typeof CARD_TYPE_LABELS)[CardType];

/** Display label of a card type (SPEC §3: Aliado, Arma, Talismán, Tótem, Oro). */
export function formatCardType(tipo: CardType): CardTypeLabel {
  return CARD_TYPE_LABELS[tipo];
}

/** Card type from a stored value or a label, accented or capitalised (SPEC §3, §5 'five values'). */
export function parseCardType(input: string): CardType | null {
  const key = normalizeName(input);
  return CARD_TYPES.find((tipo) => tipo === key) ?? null;
}
