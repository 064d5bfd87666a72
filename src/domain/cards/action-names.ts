import { normalizeName } from './card-name';
import { ACTIONS, ACTION_IDS, type ActionId } from './effect-vocabulary';

/** Spanish and English verbs and phrasings seen in card data and model replies, by action id. */
const ACTION_SYNONYMS: Readonly<Record<ActionId, readonly string[]>> = {
  play: ['jugar', 'juega'],
  put_into_play: ['put into play', 'poner en juego', 'pon en juego', 'invocar'],
  destroy: ['destruir', 'destruye', 'destruccion'],
  banish: ['desterrar', 'destierra', 'exiliar', 'remover del juego'],
  shuffle_into_deck: ['shuffle', 'barajar', 'baraja', 'barajar en el mazo'],
  mill: ['botar', 'bota'],
  draw: ['robar', 'roba'],
  discard: ['descartar', 'descarta'],
  return_to_hand: ['return', 'devolver', 'devuelve', 'devolver a la mano'],
  redirect: ['redirigir', 'redirige'],
  prevent: ['prevenir', 'previene'],
  pay: ['pagar', 'paga'],
  move: ['mover', 'mueve'],
  name: ['nombrar', 'nombra'],
  choose: ['elegir', 'elige', 'escoger'],
  consider: ['considerar', 'considera'],
  convert: ['convertir', 'convierte'],
  negate: ['negar', 'niega'],
  cancel: ['cancelar', 'cancela'],
  search: ['buscar', 'busca', 'tutor'],
  nullify: ['anular', 'anula'],
  modify_strength: [
    'modificar fuerza',
    'modify strength',
    'aumentar fuerza',
    'reducir fuerza',
    'bonificar fuerza',
    'fuerza',
    'strength',
  ],
};

function toLookupKey(verb: string): string {
  return normalizeName(verb).replace(/[\s_-]+/gu, ' ');
}

const ACTION_LOOKUP: ReadonlyMap<string, ActionId> = new Map(
  ACTION_IDS.flatMap((id) =>
    [id, ACTIONS[id], ...ACTION_SYNONYMS[id]].map((verb) => [toLookupKey(verb), id] as const),
  ),
);

/**
 * Action id of a verb as found in data (SPEC §3 'accion', §7 game actions): an id, its Spanish
 * label or a known synonym, in any case, with or without accents; null when unknown.
 */
export function normalizeActionName(verb: unknown): ActionId | null {
  if (typeof verb !== 'string') return null;
  return ACTION_LOOKUP.get(toLookupKey(verb)) ?? null;
}
