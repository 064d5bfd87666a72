import { structuredEffectListSchema } from '../../../contract/structured-effects';
import type { StructuredEffect } from '../../../domain/cards/structured-effect';

export type StructuredEffectsReading =
  { ok: true; effects: StructuredEffect[] } | { ok: false; reason: string };

function parseJsonOrRaw(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * Reads a card's `habilidades` for display (SPEC §5): a JSON string is parsed, falling back to
 * the raw value; what is not a list of structured effects cannot be shown.
 */
export function readStructuredEffects(habilidades: unknown): StructuredEffectsReading {
  if (habilidades === null || habilidades === undefined) return { ok: true, effects: [] };
  if (typeof habilidades === 'string' && habilidades.trim() === '')
    return { ok: true, effects: [] };
  const value = typeof habilidades === 'string' ? parseJsonOrRaw(habilidades) : habilidades;
  const parsed = structuredEffectListSchema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { ok: false, reason: issue ? `${issue.path.join('.')}: ${issue.message}` : 'formato' };
  }
  return { ok: true, effects: parsed.data };
}
