import { ABILITY_TAGS } from '../cards/ability-tags';
import { isCardType, type Card } from '../cards/card';
import { formatCardType } from '../cards/card-type-labels';

/** The card fields in the order the review screens show them. */
export const CARD_FIELDS = [
  'id',
  'nombre',
  'tipo',
  'edicion',
  'coste',
  'fuerza',
  'raza',
  'habilidad',
  'flavor_text',
  'ilustrador',
  'ruta_completa',
  'habilidades',
  'revisada',
  'unica',
  'etiquetas',
] as const satisfies readonly (keyof Card)[];

/** One field a revision changed. */
export interface CardChange {
  field: keyof Card;
  before: unknown;
  after: unknown;
}

function isSameValue(a: unknown, b: unknown): boolean {
  // Structured effects are nested data: compared by content, not identity.
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * The fields a revision changed (issue 7 'who, when, the fields before and after'); a card
 * that did not exist before lists every field it was created with.
 */
export function listCardChanges(before: Card | null, after: Card): CardChange[] {
  return CARD_FIELDS.flatMap((field) => {
    const previous = before === null ? null : before[field];
    return isSameValue(previous, after[field])
      ? []
      : [{ field, before: previous, after: after[field] }];
  });
}

/** How the review screens name each card field (SPEC §2 'Card edit modal'). */
export const CARD_FIELD_LABELS = {
  id: 'ID',
  nombre: 'Nombre',
  tipo: 'Tipo',
  edicion: 'Edición',
  coste: 'Coste',
  fuerza: 'Fuerza',
  raza: 'Raza',
  habilidad: 'Habilidad',
  flavor_text: 'Historia',
  ilustrador: 'Ilustrador',
  ruta_completa: 'URL de la Imagen',
  habilidades: 'Efectos estructurados',
  revisada: 'Revisado',
  unica: 'Carta única',
  etiquetas: 'Etiquetas',
} as const satisfies Record<keyof Card, string>;

/** How the uniqueness override reads when no editor set it (ADR 0012). */
export const UNIQUE_FROM_TEXT_LABEL = 'Según el texto';

/** How uncorrected ability tags read (ADR 0023): they follow the structured effects. */
export const TAGS_FROM_EFFECTS_LABEL = 'Automáticas';

const TAG_LABELS: ReadonlyMap<string, string> = new Map(
  ABILITY_TAGS.map((tag) => [tag.id, tag.label]),
);

function formatTagList(ids: readonly unknown[]): string {
  if (ids.length === 0) return '(ninguna)';
  return ids
    .map((id) => (typeof id === 'string' ? (TAG_LABELS.get(id) ?? id) : String(id)))
    .join(', ');
}

/**
 * A field's value as text for a side-by-side view: types by their label, yes/no fields as Sí or
 * No, an unset uniqueness override as 'Según el texto', ability tags by their labels and unset
 * ones as 'Automáticas'.
 */
export function formatCardFieldValue(field: keyof Card, value: unknown): string {
  if (field === 'unica' && value === null) return UNIQUE_FROM_TEXT_LABEL;
  if (field === 'etiquetas' && value === null) return TAGS_FROM_EFFECTS_LABEL;
  if (field === 'etiquetas' && Array.isArray(value)) return formatTagList(value);
  if (value === null || value === undefined || value === '') return '(vacío)';
  if (field === 'tipo' && isCardType(value)) return formatCardType(value);
  if (typeof value === 'boolean') return value ? 'Sí' : 'No';
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  return JSON.stringify(value);
}
