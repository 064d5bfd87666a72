import type { Card } from '../cards/card';
import { toCardDraft, type CardDraft } from './card-draft';

/**
 * Fields an AI suggestion may change; the id, the image the model read and an editor's
 * uniqueness choice and tag correction stay as they are.
 */
export type SuggestableField = Exclude<
  keyof CardDraft,
  'id' | 'ruta_completa' | 'unica' | 'etiquetas'
>;

const SUGGESTABLE_FIELDS = [
  'nombre',
  'tipo',
  'habilidad',
  'flavor_text',
  'coste',
  'fuerza',
  'edicion',
  'raza',
  'ilustrador',
  'habilidades',
  'revisada',
] as const satisfies readonly SuggestableField[];

/** What the editor decided about one field the suggestion changed. */
export type SuggestedFieldStatus = 'pending' | 'accepted' | 'reverted';

/** A suggestion merged into the form: the form before it, and each changed field's fate. */
export interface SuggestionReview {
  before: CardDraft;
  fields: Partial<Record<SuggestableField, SuggestedFieldStatus>>;
}

/**
 * Merges the AI's card into the form (SPEC §4 'Revisar con IA'): every field the model read
 * replaces the typed one and the reviewed flag resets to false; the id, the image URL and the
 * uniqueness choice and tag correction stay. The fields that changed are listed, pending the editor's decision.
 */
export function applySuggestionToDraft(
  draft: CardDraft,
  suggested: Card,
): { draft: CardDraft; review: SuggestionReview } {
  const next: CardDraft = {
    ...toCardDraft(suggested),
    id: draft.id,
    ruta_completa: draft.ruta_completa,
    revisada: false,
    unica: draft.unica,
    etiquetas: draft.etiquetas,
  };
  const fields: SuggestionReview['fields'] = {};
  for (const field of SUGGESTABLE_FIELDS) {
    if (next[field] !== draft[field]) fields[field] = 'pending';
  }
  return { draft: next, review: { before: draft, fields } };
}

/** Keeps the suggested value of one field. */
export function acceptSuggestedField(
  review: SuggestionReview,
  field: SuggestableField,
): SuggestionReview {
  return { ...review, fields: { ...review.fields, [field]: 'accepted' } };
}

/** Puts one field back to what it was before the suggestion. */
export function revertSuggestedField(
  draft: CardDraft,
  review: SuggestionReview,
  field: SuggestableField,
): { draft: CardDraft; review: SuggestionReview } {
  return {
    draft: { ...draft, [field]: review.before[field] },
    review: { ...review, fields: { ...review.fields, [field]: 'reverted' } },
  };
}

/** The changed fields the editor did not revert: what the saved card keeps of the suggestion. */
export function listKeptFields(review: SuggestionReview): SuggestableField[] {
  return SUGGESTABLE_FIELDS.filter((field) => {
    const status = review.fields[field];
    return status !== undefined && status !== 'reverted';
  });
}

/** The texts the review form shows when the AI call fails (SPEC §8 'AI failure in review screen'). */
export const AI_FAILURE_FORM_TEXTS = {
  nombre: 'Error en IA',
  habilidad: 'Error al obtener sugerencias de la IA. Revisa la consola para más detalles.',
} as const;

/** The review form after a failed AI call (SPEC §8): the error name and ability texts. */
export function fillDraftWithAiFailure(draft: CardDraft): CardDraft {
  return { ...draft, ...AI_FAILURE_FORM_TEXTS, revisada: false };
}
