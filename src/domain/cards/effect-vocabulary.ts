/**
 * The vocabulary of structured effects (SPEC §3 'Structured effect', §4 phases, §7 prompt lists).
 * Demo data, the AI prompt, the effect validator and deck analysis all speak these ids.
 */

/** Ability types (SPEC §3). */
export const ABILITY_TYPES = ['activada', 'disparada', 'continua'] as const;
export type AbilityType = (typeof ABILITY_TYPES)[number];

/** Target selectors (SPEC §3 'objetivo holds a selector'). */
export const TARGET_SELECTORS = ['propio', 'oponente', 'cualquiera'] as const;
export type TargetSelector = (typeof TARGET_SELECTORS)[number];

/** Zone ids given to the AI (SPEC §7). */
export const ZONES = [
  'DECK',
  'HAND',
  'ORO_RESERVE',
  'ORO_PAID',
  'DEFENSE_LINE',
  'ATTACK_LINE',
  'SUPPORT_LINE',
  'GRAVEYARD',
  'BANISH_ZONE',
  'PERMANENT_EFFECT_ZONE',
] as const;
export type Zone = (typeof ZONES)[number];

/** Turn phases given to the AI as reference (SPEC §4). */
export const TURN_PHASES = [
  'Agrupación',
  'Vigilia',
  'Batalla Mitológica',
  'Fase Final',
  'Final del Turno',
] as const;
export type TurnPhase = (typeof TURN_PHASES)[number];

/**
 * Game action ids with their Spanish labels. The first nineteen are the actions of SPEC §7;
 * `search`, `nullify` and `modify_strength` are the further actions the archetype scoring of
 * SPEC §9 counts (search, nullify, strength-changing abilities).
 */
export const ACTIONS = {
  play: 'Jugar',
  put_into_play: 'Poner en juego',
  destroy: 'Destruir',
  banish: 'Desterrar',
  shuffle_into_deck: 'Barajar en el mazo',
  mill: 'Botar',
  draw: 'Robar',
  discard: 'Descartar',
  return_to_hand: 'Devolver a la mano',
  redirect: 'Redirigir',
  prevent: 'Prevenir',
  pay: 'Pagar',
  move: 'Mover',
  name: 'Nombrar',
  choose: 'Elegir',
  consider: 'Considerar',
  convert: 'Convertir',
  negate: 'Negar',
  cancel: 'Cancelar',
  search: 'Buscar',
  nullify: 'Anular',
  modify_strength: 'Modificar fuerza',
} as const;
export type ActionId = keyof typeof ACTIONS;
export const ACTION_IDS = Object.keys(ACTIONS) as ActionId[];
