/** The five card types of the game (SPEC §1, §3), in their stored form. */
export const CARD_TYPES = ['aliado', 'arma', 'talisman', 'totem', 'oro'] as const;

export type CardType = (typeof CARD_TYPES)[number];

/**
 * A card in the spec's interchange format (SPEC §3 'Card'). Field names stay in Spanish so that
 * import and export need no mapping.
 */
export interface Card {
  id: number;
  nombre: string;
  tipo: CardType;
  /** Image URL; null when the card has no image. */
  ruta_completa: string | null;
  edicion: string;
  coste: number | null;
  /** Allies only. */
  fuerza: number | null;
  /** Allies only. */
  raza: string | null;
  habilidad: string | null;
  flavor_text: string | null;
  ilustrador: string | null;
  /** Structured effects: an array, or a JSON string holding one (SPEC §3). */
  habilidades: unknown;
  revisada: boolean;
  /**
   * An editor's say on uniqueness (SPEC §5 copy limits, ADR 0012): true or false overrides the
   * ability text; null follows it.
   */
  unica: boolean | null;
  /**
   * An editor's correction of the ability tags (ADR 0023): a list of tag ids overrides the tags
   * derived from `habilidades` (an empty list means none); null follows the derivation.
   */
  etiquetas: string[] | null;
}

/** Type guard for the five card types (SPEC §5 'Type is limited to the five values'). */
export function isCardType(value: unknown): value is CardType {
  return typeof value === 'string' && (CARD_TYPES as readonly string[]).includes(value);
}
