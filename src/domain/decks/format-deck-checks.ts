import type { Card } from '../cards/card';
import { normalizeNameCached, toCardMatchKeyCached } from '../cards/card-name';
import type { BanlistRules, FormatSwitches } from '../banlists/banlist';
import { findBlock, type EditionBlocks } from '../cards/edition-blocks';

/**
 * The deck-level rules of the real formats that SPEC §5 does not know (issue 15, ADR 0016):
 * exact deck size, 'Oros sin habilidad', allowed editions with their reprint exception and the
 * side deck's size. Each returns Spanish messages; deck-legality.ts turns them into violations.
 */

/** Anything with the catalogue's cards: the array itself or a map by id. */
export interface CardSource {
  values(): Iterable<Card>;
}

/** An Oro with no ability text: the 'Oro sin habilidad' the real formats ask for. */
export function isVanillaGold(card: Pick<Card, 'tipo' | 'habilidad'>): boolean {
  return card.tipo === 'oro' && (card.habilidad ?? '').trim() === '';
}

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** 'El mazo tiene 48 cartas; el formato pide exactamente 50.', or null. */
export function checkExactDeckSize(
  deckSize: number,
  rules: Pick<BanlistRules, 'maxCard'>,
  switches: Pick<FormatSwitches, 'exactDeckSize'>,
): string | null {
  if (!switches.exactDeckSize || deckSize >= rules.maxCard) return null;
  return `El mazo tiene ${plural(deckSize, 'carta', 'cartas')}; el formato pide exactamente ${rules.maxCard}.`;
}

/** 'El mazo tiene 0 Oros sin habilidad; el formato pide al menos 1.', or null. */
export function checkVanillaGold(
  cards: readonly Card[],
  switches: Pick<FormatSwitches, 'minVanillaGold'>,
): string | null {
  const count = cards.filter(isVanillaGold).length;
  if (count >= switches.minVanillaGold) return null;
  return `El mazo tiene ${plural(count, 'Oro sin habilidad', 'Oros sin habilidad')}; el formato pide al menos ${switches.minVanillaGold}.`;
}

/** 'El side deck tiene 12 cartas; el máximo es 10.' (or that the format has none), or null. */
export function checkSideDeckSize(
  sideSize: number,
  switches: Pick<FormatSwitches, 'sideDeckSize'>,
): string | null {
  if (sideSize <= switches.sideDeckSize) return null;
  if (switches.sideDeckSize === 0) {
    return `Este formato no tiene side deck; el side deck tiene ${plural(sideSize, 'carta', 'cartas')}.`;
  }
  return `El side deck tiene ${plural(sideSize, 'carta', 'cartas')}; el máximo es ${switches.sideDeckSize}.`;
}

/**
 * Whether a format's checks read a card's reprints (the catalogue's other cards of its name):
 * only when it allows reprints (isEditionAllowed, findCardBlock). A shared deck's page carries
 * them only then.
 */
export function readsReprints(switches: Pick<FormatSwitches, 'reprintsAllowed'>): boolean {
  return switches.reprintsAllowed;
}

// Catalogue → allowed editions → names printed in them. Both keys are immutable values.
const reprintIndexes = new WeakMap<CardSource, WeakMap<readonly string[], Set<string>>>();

function isAllowedEdition(edicion: string | null, allowed: ReadonlySet<string>): boolean {
  return edicion !== null && allowed.has(normalizeNameCached(edicion));
}

// One normalised set per list of editions: the builder checks every card of the page against it.
const editionSets = new WeakMap<readonly string[], ReadonlySet<string>>();

function toEditionSet(editions: readonly string[]): ReadonlySet<string> {
  let set = editionSets.get(editions);
  if (set === undefined) {
    set = new Set(editions.map(normalizeNameCached));
    editionSets.set(editions, set);
  }
  return set;
}

function findNamesInEditions(catalogue: CardSource, allowedEditions: readonly string[]) {
  let byEditions = reprintIndexes.get(catalogue);
  if (byEditions === undefined) {
    byEditions = new WeakMap();
    reprintIndexes.set(catalogue, byEditions);
  }
  const cached = byEditions.get(allowedEditions);
  if (cached !== undefined) return cached;
  const allowed = toEditionSet(allowedEditions);
  const names = new Set<string>();
  for (const card of catalogue.values()) {
    if (isAllowedEdition(card.edicion, allowed)) names.add(toCardMatchKeyCached(card.nombre));
  }
  byEditions.set(allowedEditions, names);
  return names;
}

/**
 * Whether a card's edition is allowed: any edition when the format lists none; otherwise one of
 * the listed editions, or — when the format allows reprints — a card of the same name printed in
 * one of them. Without the catalogue a reprint cannot be told apart, so it is not allowed.
 */
export function isEditionAllowed(
  card: Pick<Card, 'nombre' | 'edicion'>,
  switches: Pick<FormatSwitches, 'allowedEditions' | 'reprintsAllowed'>,
  catalogue: CardSource | undefined,
): boolean {
  const { allowedEditions } = switches;
  if (allowedEditions === null) return true;
  if (isAllowedEdition(card.edicion, toEditionSet(allowedEditions))) return true;
  if (!readsReprints(switches) || catalogue === undefined) return false;
  return findNamesInEditions(catalogue, allowedEditions).has(toCardMatchKeyCached(card.nombre));
}

/** 'La edición Drácula no está permitida en este formato.' */
export function formatEditionNotAllowedMessage(edicion: string | null): string {
  return edicion === null || edicion.trim() === ''
    ? 'Sin edición: este formato pide una de sus ediciones.'
    : `La edición ${edicion} no está permitida en este formato.`;
}

// Catalogue → block mapping → block of each name printed in an edition that has one.
const blockIndexes = new WeakMap<CardSource, WeakMap<EditionBlocks, Map<string, string>>>();

function indexBlocksByName(catalogue: CardSource, editionBlocks: EditionBlocks) {
  let byMapping = blockIndexes.get(catalogue);
  if (byMapping === undefined) {
    byMapping = new WeakMap();
    blockIndexes.set(catalogue, byMapping);
  }
  const cached = byMapping.get(editionBlocks);
  if (cached !== undefined) return cached;
  const blocks = new Map<string, string>();
  for (const card of catalogue.values()) {
    const block = findBlock(card.edicion, editionBlocks);
    const key = toCardMatchKeyCached(card.nombre);
    if (block !== null && !blocks.has(key)) blocks.set(key, block);
  }
  byMapping.set(editionBlocks, blocks);
  return blocks;
}

/**
 * The edition block a card counts as: its edition's; or, for a card of an edition without block
 * (Drácula, Inferno) in a format that allows reprints, the block of the same card printed in an
 * edition that has one (pb_racial_edicion.md, ADR 0016: a reprint counts as its original). Null
 * when neither applies, or when there is no catalogue to look the original up in.
 */
export function findCardBlock(
  card: Pick<Card, 'nombre' | 'edicion'>,
  editionBlocks: EditionBlocks,
  switches: Pick<FormatSwitches, 'reprintsAllowed'>,
  catalogue: CardSource | undefined,
): string | null {
  const block = findBlock(card.edicion, editionBlocks);
  if (block !== null || !readsReprints(switches) || catalogue === undefined) return block;
  return indexBlocksByName(catalogue, editionBlocks).get(toCardMatchKeyCached(card.nombre)) ?? null;
}
