/**
 * The one thing the deck builder needs beyond the shared synthetic catalogue: a legal Racial
 * Edición deck. The shared cards reuse demo names (so the builder could not tell its tiles apart
 * by name) and random editions and races, so a few cards at known ids are replaced with uniquely
 * named allies of one block and one race.
 */
import type { Card } from '../../src/domain/cards/card';
import { isUniqueCard } from '../../src/domain/cards/unique-card';
import { createSeededRandom, pickInteger, pickOne } from '../support/seeded-random';
import { buildSyntheticCatalogue } from '../support/synthetic-catalogue';

/** The deck the benchmark builds: 16 allies × 3 copies, then one more. */
export const DECK_ALLY_IDS = Array.from({ length: 17 }, (_, index) => 101 + index);
/** Allies of the same block and race, not in the deck: the 50th card the benchmark adds. */
export const FREE_ALLY_IDS = [118, 119, 120] as const;
/** Every deck card's name starts with this, and no other card's name contains it. */
export const DECK_NAME_FILTER = 'Caballero Sintético';

const DECK_EDITION = 'Espada Sagrada';
const DECK_RACE = 'Caballero';
// Its own seed, so the deck's cards do not shift the shared catalogue's sequence.
const DECK_SEED = 49;

/**
 * The demo allies a deck card copies: of the deck's edition and race, and without 'Carta Única'
 * in their text, so three copies are legal (the copies get new names, so the demo names' banlist
 * entries do not apply).
 */
function findDeckTemplates(templates: readonly Card[]): Card[] {
  const candidates = templates.filter(
    (card) =>
      card.tipo === 'aliado' &&
      card.edicion === DECK_EDITION &&
      card.raza === DECK_RACE &&
      !isUniqueCard(card.habilidad),
  );
  if (candidates.length === 0) throw new Error('The demo catalogue has no Caballero to copy');
  return candidates;
}

/**
 * The shared 20,000-card synthetic catalogue, with the deck's and the free allies' ids replaced
 * by Espada Sagrada Caballeros named 'Caballero Sintético NN'.
 */
export function buildDeckBuilderCatalogue(templates: readonly Card[]): Card[] {
  const random = createSeededRandom(DECK_SEED);
  const deckTemplates = findDeckTemplates(templates);
  const replaced = new Map<number, Card>();
  for (const [index, id] of [...DECK_ALLY_IDS, ...FREE_ALLY_IDS].entries()) {
    const template = pickOne(random, deckTemplates);
    const nombre = `${DECK_NAME_FILTER} ${String(index + 1).padStart(2, '0')}`;
    replaced.set(id, {
      ...template,
      id,
      nombre,
      coste: pickInteger(random, 0, 8),
      fuerza: pickInteger(random, 0, 9),
      habilidad: template.habilidad?.replaceAll(template.nombre, nombre) ?? null,
      revisada: false,
    });
  }
  return buildSyntheticCatalogue(templates).map((card) => replaced.get(card.id) ?? card);
}

/** 49 card ids: three copies of sixteen allies and one of the seventeenth. */
export function buildDeckOf49(): number[] {
  const [last, ...rest] = [...DECK_ALLY_IDS].reverse();
  return [...rest.reverse().flatMap((id) => [id, id, id]), last ?? 0];
}
