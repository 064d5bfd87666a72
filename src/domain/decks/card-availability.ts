import type { Card } from '../cards/card';
import { normalizeNameCached, toCardMatchKeyCached } from '../cards/card-name';
import type { EditionBlocks } from '../cards/edition-blocks';
import { readFormatSwitches, type Banlist, type FormatSwitches } from '../banlists/banlist';
import { getBanlistNameSets, type BanlistNameSets } from '../banlists/banlist-name-sets';
import { getCopyLimit } from './copy-limits';
import { countCopiesById } from './deck';
import type { DeckCheckExtras } from './deck-legality';
import {
  findCardBlock,
  formatEditionNotAllowedMessage,
  isEditionAllowed,
  type CardSource,
} from './format-deck-checks';

/** Per-card availability in the deck builder (SPEC §4). */
export type AvailabilityStatus =
  'available' | 'banned' | 'unavailable' | 'unavailable_block' | 'unavailable_race';

/** A card's status with the message shown for it (null when available). */
export interface Availability {
  status: AvailabilityStatus;
  message: string | null;
}

/** The fixed messages of SPEC §5 'Availability status order' and 'Extra rules for format racialEdicion'. */
export const AVAILABILITY_MESSAGES = {
  banned: 'Prohibida en este formato',
  deckFull: 'El mazo está lleno',
  maxCopies: 'Máximo de copias en el mazo',
  sideDeckFull: 'El side deck está lleno',
  noSideDeck: 'Este formato no tiene side deck',
  mainAllyFirst: 'Añade primero un Aliado al mazo principal',
  allyNeeded: 'Debes añadir un Aliado para definir el bloque',
  invalidBlock: 'Esta carta no pertenece a un bloque válido',
} as const;

/** Shown in a message when the deck's first ally has no block or no race (only in stale decks). */
const MISSING_BLOCK_LABEL = 'sin bloque';
const MISSING_RACE_LABEL = 'sin raza';

/** 'No pertenece al bloque del mazo ({block})' (SPEC §5 racialEdicion). */
export function formatWrongBlockMessage(block: string | null): string {
  return `No pertenece al bloque del mazo (${block ?? MISSING_BLOCK_LABEL})`;
}

/** 'No pertenece a la raza del mazo ({race})' (SPEC §5 racialEdicion). */
export function formatWrongRaceMessage(race: string | null): string {
  const shown = race === null || race.trim() === '' ? MISSING_RACE_LABEL : race;
  return `No pertenece a la raza del mazo (${shown})`;
}

const AVAILABLE: Availability = { status: 'available', message: null };
const BANNED: Availability = { status: 'banned', message: AVAILABILITY_MESSAGES.banned };
const DECK_FULL: Availability = { status: 'unavailable', message: AVAILABILITY_MESSAGES.deckFull };
const MAX_COPIES: Availability = {
  status: 'unavailable',
  message: AVAILABILITY_MESSAGES.maxCopies,
};
const ALLY_NEEDED: Availability = {
  status: 'unavailable_block',
  message: AVAILABILITY_MESSAGES.allyNeeded,
};
const INVALID_BLOCK: Availability = {
  status: 'unavailable_block',
  message: AVAILABILITY_MESSAGES.invalidBlock,
};

/** Block and race set by the deck's first ally (SPEC §5 racialEdicion; issue 15 switches). */
interface DeckIdentity {
  block: string | null;
  raceKey: string;
  wrongBlock: Availability;
  wrongRace: Availability;
}

/** Everything availability needs about a deck and its format, computed once per deck change. */
export interface AvailabilityContext {
  readonly banlist: Banlist;
  readonly nameSets: BanlistNameSets;
  readonly editionBlocks: EditionBlocks;
  readonly deckSize: number;
  /** Cards in the side deck (issue 15). */
  readonly sideSize: number;
  /** Copies per card id in the main and side deck together (they share the copy limits). */
  readonly copiesById: ReadonlyMap<number, number>;
  /** The format's one-block switch (SPEC §5 racialEdicion's block rule). */
  readonly isOneBlock: boolean;
  /** The format's one-race switch (SPEC §5 racialEdicion's race rule). */
  readonly isOneRace: boolean;
  /** The first ally's block and race when either switch is on; null while the deck has no ally. */
  readonly identity: DeckIdentity | null;
  readonly switches: FormatSwitches;
  /** The catalogue, to recognise reprints when the format allows only some editions. */
  readonly catalogue: CardSource | undefined;
  /** A card's edition block, a reprint's being its original's where the format allows reprints. */
  readonly blockOf: (card: Card) => string | null;
}

function normalizeRace(raza: string | null): string {
  return normalizeNameCached(raza ?? '');
}

function describeFirstAlly(ally: Card, blockOf: (card: Card) => string | null): DeckIdentity {
  const block = blockOf(ally);
  return {
    block,
    raceKey: normalizeRace(ally.raza),
    wrongBlock: { status: 'unavailable_block', message: formatWrongBlockMessage(block) },
    wrongRace: { status: 'unavailable_race', message: formatWrongRaceMessage(ally.raza) },
  };
}

/**
 * Precomputes what availability needs (SPEC §5): normalised banlist names, copies per card id
 * (main and side deck together, issue 15), deck size, and the block and race of the first ally,
 * so that each card is then checked in O(1).
 */
export function createAvailabilityContext(
  deckCards: readonly Card[],
  banlist: Banlist,
  editionBlocks: EditionBlocks,
  extras: DeckCheckExtras = {},
): AvailabilityContext {
  const sideCards = extras.side ?? [];
  const copiesById = countCopiesById([...deckCards, ...sideCards]);
  const switches = readFormatSwitches(banlist.rules);
  const { oneBlock, oneRace } = switches;
  const firstAlly =
    oneBlock || oneRace ? deckCards.find((card) => card.tipo === 'aliado') : undefined;
  const blockOf = (card: Card) => findCardBlock(card, editionBlocks, switches, extras.catalogue);
  return {
    banlist,
    nameSets: getBanlistNameSets(banlist.rules),
    editionBlocks,
    deckSize: deckCards.length,
    sideSize: sideCards.length,
    copiesById,
    isOneBlock: oneBlock,
    isOneRace: oneRace,
    switches,
    catalogue: extras.catalogue,
    identity: firstAlly ? describeFirstAlly(firstAlly, blockOf) : null,
    blockOf,
  };
}

/** The block rule: an ally first defines the block, then every card must share it. */
function checkOneBlock(card: Card, context: AvailabilityContext): Availability {
  const { identity } = context;
  const cardBlock = context.blockOf(card);
  if (identity === null) {
    if (card.tipo !== 'aliado') return ALLY_NEEDED;
    return cardBlock === null ? INVALID_BLOCK : AVAILABLE;
  }
  if (identity.block === null || cardBlock !== identity.block) return identity.wrongBlock;
  return AVAILABLE;
}

/** The race rule: every ally shares the first ally's race. */
function checkOneRace(card: Card, context: AvailabilityContext): Availability {
  const { identity } = context;
  if (identity === null || card.tipo !== 'aliado') return AVAILABLE;
  return normalizeRace(card.raza) === identity.raceKey ? AVAILABLE : identity.wrongRace;
}

/**
 * The format's switches in SPEC §5's order for racialEdicion: block first, then race; then the
 * allowed editions of the real formats (issue 15), which SPEC §5's formats leave out.
 */
function checkFormatSwitches(card: Card, context: AvailabilityContext): Availability {
  if (context.isOneBlock) {
    const block = checkOneBlock(card, context);
    if (block.status !== 'available') return block;
  }
  const race = context.isOneRace ? checkOneRace(card, context) : AVAILABLE;
  if (race.status !== 'available') return race;
  if (isEditionAllowed(card, context.switches, context.catalogue)) return AVAILABLE;
  return { status: 'unavailable_block', message: formatEditionNotAllowedMessage(card.edicion) };
}

/**
 * Availability of one card in the order of SPEC §5: banned, deck full without this card, copies
 * at the limit, then the racialEdicion block and race rules. A full deck also refuses one more
 * copy of a card already in it, so no deck ever passes the format's size.
 */
export function checkAvailability(card: Card, context: AvailabilityContext): Availability {
  if (context.nameSets.banned.has(toCardMatchKeyCached(card.nombre))) return BANNED;
  const copies = context.copiesById.get(card.id) ?? 0;
  const isFull = context.deckSize >= context.banlist.rules.maxCard;
  if (isFull && copies === 0) return DECK_FULL;
  // Every limit is at least 1, so the limit (and its ability-text scan) only matters for cards in the deck.
  if (copies > 0 && copies >= getCopyLimit(card, context.banlist.rules)) return MAX_COPIES;
  if (isFull) return DECK_FULL;
  return checkFormatSwitches(card, context);
}

const SIDE_DECK_FULL: Availability = {
  status: 'unavailable',
  message: AVAILABILITY_MESSAGES.sideDeckFull,
};
const NO_SIDE_DECK: Availability = {
  status: 'unavailable',
  message: AVAILABILITY_MESSAGES.noSideDeck,
};
const MAIN_ALLY_FIRST: Availability = {
  status: 'unavailable',
  message: AVAILABILITY_MESSAGES.mainAllyFirst,
};

/**
 * Whether one more copy of a card can go to the side deck (issue 15): the format must have a
 * side deck with room, the card must not be banned or at its copy limit (main and side count
 * together), and the format's block and race rules apply as in the main deck. Where those rules
 * are on, the main deck's first ally sets them, so the side deck waits for it.
 */
export function checkSideDeckAvailability(card: Card, context: AvailabilityContext): Availability {
  const { sideDeckSize } = readFormatSwitches(context.banlist.rules);
  if (sideDeckSize === 0) return NO_SIDE_DECK;
  if (context.nameSets.banned.has(toCardMatchKeyCached(card.nombre))) return BANNED;
  const copies = context.copiesById.get(card.id) ?? 0;
  if (copies > 0 && copies >= getCopyLimit(card, context.banlist.rules)) return MAX_COPIES;
  if (context.sideSize >= sideDeckSize) return SIDE_DECK_FULL;
  if ((context.isOneBlock || context.isOneRace) && context.identity === null) {
    return MAIN_ALLY_FIRST;
  }
  return checkFormatSwitches(card, context);
}

/** Copies still allowed, for the builder's badge (SPEC §2): 0 unless the card can be added. */
export function remainingCopies(card: Card, context: AvailabilityContext): number {
  if (checkAvailability(card, context).status !== 'available') return 0;
  const copies = context.copiesById.get(card.id) ?? 0;
  const byLimit = getCopyLimit(card, context.banlist.rules) - copies;
  const bySize = context.banlist.rules.maxCard - context.deckSize;
  return Math.max(0, Math.min(byLimit, bySize));
}

/** Copies still allowed in the side deck (issue 15), for the builder's badge: 0 unless it fits. */
export function remainingSideCopies(card: Card, context: AvailabilityContext): number {
  if (checkSideDeckAvailability(card, context).status !== 'available') return 0;
  const copies = context.copiesById.get(card.id) ?? 0;
  const byLimit = getCopyLimit(card, context.banlist.rules) - copies;
  const bySize = context.switches.sideDeckSize - context.sideSize;
  return Math.max(0, Math.min(byLimit, bySize));
}

/**
 * 'Queda 1', 'Quedan 3': the copies still allowed, in agreement with their number (the builder's
 * tiles, and their first screen drawn by the server).
 */
export function describeRemaining(remaining: number): string {
  return remaining === 1 ? 'Queda 1' : `Quedan ${remaining}`;
}
