import { parseStructuredEffects } from '../ai-reply/effects-parser';
import { isRecord } from '../ai-reply/json-value';
import { normalizeActionName } from './action-names';
import type { Card } from './card';
import { normalizeName } from './card-name';
import { visitEffectActions } from './effect-actions';
import type { ActionId } from './effect-vocabulary';

/** One ability tag (issue 18, ADR 0023): what a card's abilities do, in players' words. */
export interface AbilityTag {
  id: string;
  label: string;
  description: string;
}

/** A tag with the game action whose capability it stands for in the deck analysis, if any. */
interface AbilityTagDefinition extends AbilityTag {
  action: ActionId | null;
}

const TAG_DEFINITIONS: readonly AbilityTagDefinition[] = [
  { id: 'roba', label: 'roba', description: 'Roba cartas del mazo.', action: 'draw' },
  { id: 'busca', label: 'busca', description: 'Busca cartas en el mazo.', action: 'search' },
  {
    id: 'genera-oro',
    label: 'genera oro',
    description: 'Pone oros en la reserva de oro.',
    action: null,
  },
  {
    id: 'reduce-coste',
    label: 'reduce coste',
    description: 'Abarata el coste de jugar cartas.',
    action: null,
  },
  {
    id: 'pone-en-juego',
    label: 'pone en juego',
    description: 'Pone cartas en juego sin jugarlas.',
    action: 'put_into_play',
  },
  { id: 'destruye', label: 'destruye', description: 'Destruye cartas.', action: 'destroy' },
  { id: 'destierra', label: 'destierra', description: 'Destierra cartas.', action: 'banish' },
  {
    id: 'anula',
    label: 'anula',
    description: 'Anula las habilidades de cartas.',
    action: 'nullify',
  },
  {
    id: 'cancela',
    label: 'cancela',
    description: 'Cancela cartas o habilidades al jugarse.',
    action: 'cancel',
  },
  { id: 'descarta', label: 'descarta', description: 'Hace descartar cartas.', action: 'discard' },
  {
    id: 'bota',
    label: 'bota',
    description: 'Bota cartas del mazo al cementerio.',
    action: 'mill',
  },
  {
    id: 'baraja',
    label: 'baraja',
    description: 'Baraja cartas en el mazo.',
    action: 'shuffle_into_deck',
  },
  {
    id: 'vuelve-a-la-mano',
    label: 'vuelve a la mano',
    description: 'Devuelve cartas en juego a la mano.',
    action: 'return_to_hand',
  },
  {
    id: 'recupera',
    label: 'recupera',
    description: 'Devuelve cartas del cementerio a la mano.',
    action: 'return_to_hand',
  },
  {
    id: 'gana-fuerza',
    label: 'gana fuerza',
    description: 'Aumenta la fuerza de aliados.',
    action: 'modify_strength',
  },
  {
    id: 'quita-fuerza',
    label: 'quita fuerza',
    description: 'Reduce la fuerza de aliados.',
    action: 'modify_strength',
  },
  {
    id: 'previene',
    label: 'previene',
    description: 'Previene daño, ataques, bloqueos u otros efectos.',
    action: 'prevent',
  },
  {
    id: 'indestructible',
    label: 'indestructible',
    description: 'Esta carta o su portador no puede ser destruido.',
    action: 'prevent',
  },
  {
    id: 'imbloqueable',
    label: 'imbloqueable',
    description: 'Esta carta o su portador no puede ser bloqueado.',
    action: 'prevent',
  },
];

/**
 * Vocabulary in display order. id: lowercase ascii slug with hyphens (e.g. 'genera-oro'); label:
 * Spanish words as players say them (e.g. 'genera oro'); description: one short Spanish sentence.
 */
export const ABILITY_TAGS: readonly AbilityTag[] = TAG_DEFINITIONS.map(
  ({ id, label, description }) => ({ id, label, description }),
);

const TAG_ORDER: ReadonlyMap<string, number> = new Map(
  TAG_DEFINITIONS.map((tag, i) => [tag.id, i]),
);

const TAG_ACTIONS: ReadonlyMap<string, ActionId | null> = new Map(
  TAG_DEFINITIONS.map((tag) => [tag.id, tag.action]),
);

/** Whether a string is the id of a tag of the vocabulary (ADR 0023). */
export function isAbilityTagId(value: string): boolean {
  return TAG_ORDER.has(value);
}

/**
 * The game action a tag stands for in 'Capacidades del Mazo' (ADR 0023), or null for tags read
 * from parameters or given by editors only ('genera oro', 'reduce coste').
 */
export function findTagAction(tagId: string): ActionId | null {
  return TAG_ACTIONS.get(tagId) ?? null;
}

/** Known tag ids in vocabulary order without duplicates (ADR 0023: how tags are stored). */
export function sortAbilityTagIds(ids: Iterable<string>): string[] {
  return [...new Set(ids)]
    .filter((id) => TAG_ORDER.has(id))
    .sort((a, b) => (TAG_ORDER.get(a) ?? 0) - (TAG_ORDER.get(b) ?? 0));
}

function toWordKey(value: unknown): string {
  return typeof value === 'string' ? normalizeName(value).replace(/[\s_-]+/gu, '_') : '';
}

function readParameter(action: Record<string, unknown>, key: string): unknown {
  const parametros = action['parametros'];
  return isRecord(parametros) ? parametros[key] : undefined;
}

function hasTargetZone(action: Record<string, unknown>, zone: string): boolean {
  const objetivo = action['objetivo'];
  const filtros = isRecord(objetivo) ? objetivo['filtros'] : undefined;
  if (!Array.isArray(filtros)) return false;
  return filtros.some(
    (filtro) =>
      isRecord(filtro) &&
      toWordKey(filtro['propiedad']) === 'zona' &&
      toWordKey(filtro['valor']) === zone,
  );
}

const GRAVEYARD_KEYS = new Set(['graveyard', 'cementerio']);
const GOLD_RESERVE_KEYS = new Set(['oro_reserve', 'reserva_de_oro']);
const SELF_REFERENCES = new Set(['esta_carta', 'portador']);
const BLOCK_EFFECTS = new Set(['bloquear', 'bloqueo', 'ser_bloqueado', 'block']);

function isFromGraveyard(action: Record<string, unknown>): boolean {
  return (
    GRAVEYARD_KEYS.has(toWordKey(readParameter(action, 'origen'))) ||
    hasTargetZone(action, 'graveyard') ||
    hasTargetZone(action, 'cementerio')
  );
}

function isNegativeAmount(value: unknown): boolean {
  const amount = typeof value === 'string' ? Number(value) : value;
  return typeof amount === 'number' && amount < 0;
}

function tagPrevention(action: Record<string, unknown>): string {
  if (!SELF_REFERENCES.has(toWordKey(readParameter(action, 'referencia')))) return 'previene';
  const effect = readParameter(action, 'efecto');
  if (normalizeActionName(effect) === 'destroy') return 'indestructible';
  if (BLOCK_EFFECTS.has(toWordKey(effect))) return 'imbloqueable';
  return 'previene';
}

const TAG_BY_ACTION: Partial<Record<ActionId, string>> = {
  draw: 'roba',
  search: 'busca',
  put_into_play: 'pone-en-juego',
  destroy: 'destruye',
  banish: 'destierra',
  nullify: 'anula',
  cancel: 'cancela',
  discard: 'descarta',
  mill: 'bota',
  shuffle_into_deck: 'baraja',
};

/**
 * The tag one structured action stands for (ADR 0023 derivation table), or null when its verb has
 * none: return_to_hand is 'recupera' from the graveyard, else 'vuelve a la mano'; modify_strength
 * is 'quita fuerza' with a negative cantidad, else 'gana fuerza'; prevent of this card's (or its
 * bearer's) destruction or blocking is 'indestructible' or 'imbloqueable', else 'previene'.
 */
export function tagEffectAction(action: Record<string, unknown>): string | null {
  const id = normalizeActionName(action['accion']);
  if (id === null) return null;
  if (id === 'return_to_hand') return isFromGraveyard(action) ? 'recupera' : 'vuelve-a-la-mano';
  if (id === 'modify_strength') {
    return isNegativeAmount(readParameter(action, 'cantidad')) ? 'quita-fuerza' : 'gana-fuerza';
  }
  if (id === 'prevent') return tagPrevention(action);
  return TAG_BY_ACTION[id] ?? null;
}

/** Tags derived from the structured effects (habilidades: array or JSON string, may be invalid → []). */
export function deriveAbilityTags(habilidades: unknown): string[] {
  const found = new Set<string>();
  visitEffectActions(parseStructuredEffects(habilidades), (action) => {
    const tag = tagEffectAction(action);
    if (tag !== null) found.add(tag);
    if (GOLD_RESERVE_KEYS.has(toWordKey(readParameter(action, 'destino')))) found.add('genera-oro');
  });
  return sortAbilityTagIds(found);
}

// Filtering a 20,000-card catalogue asks for every card's tags on each keystroke.
const derivedTags = new WeakMap<object, readonly string[]>();

/** The tags a card carries: the editor's correction when set (etiquetas not null), else derived. */
export function listCardTags(card: Pick<Card, 'habilidades' | 'etiquetas'>): readonly string[] {
  // Cards saved before tags existed may lack etiquetas at run time: they follow the effects.
  if (Array.isArray(card.etiquetas)) return card.etiquetas;
  let tags = derivedTags.get(card);
  if (tags === undefined) {
    tags = Object.freeze(deriveAbilityTags(card.habilidades));
    derivedTags.set(card, tags);
  }
  return tags;
}

/**
 * Takes the tags derived elsewhere for `cards` (`tags[i]` for `cards[i]`, as listCardTags gives
 * them): the catalogue worker derives them while the structured effects are objects, and the page
 * keeps the effects as JSON text (issue 19), so no tag is derived again by decoding it. Cards with
 * an editor's tags, or whose tags are known already, are left as they are.
 */
export function adoptDerivedTags(
  cards: readonly Pick<Card, 'etiquetas'>[],
  tags: readonly (readonly string[])[],
): void {
  cards.forEach((card, index) => {
    const cardTags = tags[index];
    if (cardTags !== undefined && !Array.isArray(card.etiquetas) && !derivedTags.has(card)) {
      derivedTags.set(card, Object.freeze(cardTags));
    }
  });
}

const TAG_BY_KEY: ReadonlyMap<string, AbilityTag> = new Map(
  ABILITY_TAGS.flatMap((tag) => [
    [toLookupKey(tag.id), tag],
    [toLookupKey(tag.label), tag],
  ]),
);

function toLookupKey(text: string): string {
  return normalizeName(text).replace(/[\s-]+/gu, '');
}

/** Find a tag by id or label, ignoring case, accents, spaces and hyphens ('Genera Oro' → 'genera-oro'); undefined when none. */
export function findAbilityTag(text: string): AbilityTag | undefined {
  return TAG_BY_KEY.get(toLookupKey(text));
}
