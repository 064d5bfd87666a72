import type { CardType } from './card';
import { parseCardType } from './card-type-labels';

/**
 * Whole-number field of the card form (SPEC §5 'Card form rules'): the leading integer of the
 * input, non-numeric input as 0. Costs and strengths are never negative, so negatives become 0.
 */
export function coerceWholeNumber(value: unknown): number {
  const parsed =
    typeof value === 'number'
      ? Math.trunc(value)
      : typeof value === 'string'
        ? Number.parseInt(value.trim(), 10)
        : Number.NaN;
  return Number.isFinite(parsed) && parsed > 0 ? parsed : 0;
}

/** The raw fields of the card form that need coercion. */
export interface CardFormFields {
  coste?: unknown;
  fuerza?: unknown;
  tipo?: unknown;
}

/** The same form with coste, fuerza and tipo coerced. */
export type CoercedCardForm<T extends CardFormFields> = Omit<T, 'coste' | 'fuerza' | 'tipo'> & {
  coste: number;
  fuerza: number;
  tipo: CardType;
};

/**
 * Card form coercion (SPEC §5 'Card form rules'): coste and fuerza as whole numbers, tipo limited
 * to the five values; an unknown type falls back to the default type aliado (SPEC §9).
 */
export function coerceCardForm<T extends CardFormFields>(form: T): CoercedCardForm<T> {
  const tipo = typeof form.tipo === 'string' ? parseCardType(form.tipo) : null;
  return {
    ...form,
    coste: coerceWholeNumber(form.coste),
    fuerza: coerceWholeNumber(form.fuerza),
    tipo: tipo ?? 'aliado',
  };
}
