import type { Card, CardType } from '../cards/card';
import { coerceWholeNumber } from '../cards/card-form';

/**
 * The card edit form as typed (SPEC §2 'Card edit modal'): every field as text, the type from
 * its select, the structured effects as JSON text, the reviewed toggle and the uniqueness choice
 * (null: 'Según el texto').
 */
export interface CardDraft {
  id: string;
  nombre: string;
  tipo: CardType;
  habilidad: string;
  flavor_text: string;
  coste: string;
  fuerza: string;
  edicion: string;
  raza: string;
  ilustrador: string;
  ruta_completa: string;
  habilidades: string;
  revisada: boolean;
  unica: boolean | null;
  /** The ability tags' correction (ADR 0023); null: the tags derived from the effects. */
  etiquetas: string[] | null;
}

/** The fields of the form that hold text (every one but the type and the choices). */
export type CardDraftTextField = Exclude<
  keyof CardDraft,
  'tipo' | 'revisada' | 'unica' | 'etiquetas'
>;

/** A card as the form gives it: the id may be missing when creating (the server assigns one). */
export type CardInput = Omit<Card, 'id'> & { id?: number };

/** Why the form cannot become a card, per field, in Spanish. */
export interface DraftProblem {
  field: keyof CardDraft;
  message: string;
}

export type DraftReading = { ok: true; card: CardInput } | { ok: false; problems: DraftProblem[] };

/** The id is required when saving in review (SPEC §4); creating leaves it to the server. */
export interface DraftReadingOptions {
  isIdRequired: boolean;
}

/**
 * Structured effects as the form shows them (SPEC §2 'Older edit form'): JSON indented by 2
 * spaces; a string holding JSON is decoded first, and text that is not JSON is shown as it is.
 */
export function formatStructuredEffectsText(habilidades: unknown): string {
  if (habilidades === null || habilidades === undefined) return '[]';
  if (typeof habilidades === 'string') {
    if (habilidades.trim() === '') return '[]';
    try {
      return JSON.stringify(JSON.parse(habilidades), null, 2);
    } catch {
      return habilidades;
    }
  }
  return JSON.stringify(habilidades, null, 2);
}

export type EffectsTextReading =
  { ok: true; value: unknown[] | string } | { ok: false; value: string; error: string };

/**
 * Structured effects from the form (SPEC §5): parsed as JSON, falling back to the raw text when
 * it is not JSON; an empty box is an empty list. The JSON error is kept so it can be shown.
 */
export function readStructuredEffectsText(text: string): EffectsTextReading {
  if (text.trim() === '') return { ok: true, value: [] };
  try {
    const parsed: unknown = JSON.parse(text);
    if (Array.isArray(parsed)) return { ok: true, value: parsed };
    return { ok: false, value: text, error: 'Los efectos estructurados deben ser una lista.' };
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    return { ok: false, value: text, error: `JSON no válido: ${detail}` };
  }
}

function toText(value: string | number | null): string {
  return value === null ? '' : String(value);
}

/** The form filled from a card, or empty for a new one (type Aliado, SPEC §9). */
export function toCardDraft(card: Card | null): CardDraft {
  if (card === null) {
    return {
      id: '',
      nombre: '',
      tipo: 'aliado',
      habilidad: '',
      flavor_text: '',
      coste: '',
      fuerza: '',
      edicion: '',
      raza: '',
      ilustrador: '',
      ruta_completa: '',
      habilidades: '[]',
      revisada: false,
      unica: null,
      etiquetas: null,
    };
  }
  return {
    id: String(card.id),
    nombre: card.nombre,
    tipo: card.tipo,
    habilidad: toText(card.habilidad),
    flavor_text: toText(card.flavor_text),
    coste: toText(card.coste),
    fuerza: toText(card.fuerza),
    edicion: card.edicion,
    raza: toText(card.raza),
    ilustrador: toText(card.ilustrador),
    ruta_completa: toText(card.ruta_completa),
    habilidades: formatStructuredEffectsText(card.habilidades),
    revisada: card.revisada,
    unica: card.unica,
    etiquetas: card.etiquetas,
  };
}

function toNullableText(text: string): string | null {
  const trimmed = text.trim();
  return trimmed === '' ? null : trimmed;
}

/**
 * Whole-number field of the form (SPEC §5): a blank box means the card has no value (an Oro has
 * no strength), anything else is coerced and non-numeric input becomes 0.
 */
export function readWholeNumberText(text: string): number | null {
  return text.trim() === '' ? null : coerceWholeNumber(text);
}

function readId(
  text: string,
  isIdRequired: boolean,
): { ok: true; id: number | undefined } | { ok: false; message: string } {
  if (text.trim() === '') {
    return isIdRequired
      ? { ok: false, message: 'La carta necesita un ID para guardarse.' }
      : { ok: true, id: undefined };
  }
  const id = Number(text.trim());
  return Number.isInteger(id) && id > 0
    ? { ok: true, id }
    : { ok: false, message: 'El ID debe ser un número entero positivo.' };
}

/**
 * The card a filled form stands for (SPEC §4 'Guardar', §5 'Card form rules'): the id coerced
 * to a number and required in review; coste and fuerza as whole numbers; the type one of the
 * five; blank optional texts as null. Name and edition cannot be blank, and structured effects
 * must read as a JSON list: the server refuses anything else, so the form says so before saving.
 */
export function readCardDraft(draft: CardDraft, options: DraftReadingOptions): DraftReading {
  const problems: DraftProblem[] = [];
  const id = readId(draft.id, options.isIdRequired);
  if (!id.ok) problems.push({ field: 'id', message: id.message });
  if (draft.nombre.trim() === '') {
    problems.push({ field: 'nombre', message: 'El nombre no puede estar vacío.' });
  }
  if (draft.edicion.trim() === '') {
    problems.push({ field: 'edicion', message: 'La edición no puede estar vacía.' });
  }
  const effects = readStructuredEffectsText(draft.habilidades);
  if (!effects.ok) problems.push({ field: 'habilidades', message: effects.error });
  if (!id.ok || !effects.ok || problems.length > 0) return { ok: false, problems };
  const card: CardInput = {
    nombre: draft.nombre.trim(),
    tipo: draft.tipo,
    ruta_completa: toNullableText(draft.ruta_completa),
    edicion: draft.edicion.trim(),
    coste: readWholeNumberText(draft.coste),
    fuerza: readWholeNumberText(draft.fuerza),
    raza: toNullableText(draft.raza),
    habilidad: toNullableText(draft.habilidad),
    flavor_text: toNullableText(draft.flavor_text),
    ilustrador: toNullableText(draft.ilustrador),
    habilidades: effects.value,
    revisada: draft.revisada,
    unica: draft.unica,
    etiquetas: draft.etiquetas,
  };
  return { ok: true, card: id.id === undefined ? card : { ...card, id: id.id } };
}
