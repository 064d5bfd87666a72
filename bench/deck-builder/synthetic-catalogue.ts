import type { Card, CardType } from '../../src/domain/cards/card';

/** Editions of the era: the four blocks of two editions each, plus one outside every block. */
const EDITIONS = [
  'Espada Sagrada',
  'Cruzadas',
  'Helénica',
  'Imperio',
  'Hijos de Daana',
  'Tierras Altas',
  'Dominios de Ra',
  'Encrucijada',
  'Edición Promocional',
] as const;
const RACES = ['Caballero', 'Faerie', 'Dragón', 'Sombra', 'Héroe', 'Olímpico', 'Eterno'] as const;
// Allies are half the catalogue, like in the real game; the rest split among the other types.
const TYPE_CYCLE: readonly CardType[] = [
  'aliado',
  'talisman',
  'aliado',
  'arma',
  'aliado',
  'totem',
  'aliado',
  'oro',
];

/** The deck the benchmark builds: 16 allies × 3 copies, then one more, all Espada Sagrada Caballeros. */
export const DECK_ALLY_IDS = Array.from({ length: 17 }, (_, index) => 101 + index);
/** Allies of the same block and race, not in the deck: the 50th card the benchmark adds. */
export const FREE_ALLY_IDS = [118, 119, 120] as const;
/** A name filter that lists the ids 100 to 199 first, so the deck's cards are on screen. */
export const DECK_NAME_FILTER = 'Sintética 001';

function pickFrom<T>(list: readonly T[], index: number): T {
  const value = list[index % list.length];
  if (value === undefined) throw new Error('empty list');
  return value;
}

function makeSyntheticCard(id: number, overrides: Partial<Card> = {}): Card {
  const tipo = pickFrom(TYPE_CYCLE, id);
  const isAlly = tipo === 'aliado';
  return {
    id,
    nombre: `Carta Sintética ${String(id).padStart(5, '0')}`,
    tipo,
    ruta_completa: null,
    edicion: pickFrom(EDITIONS, Math.floor(id / 3)),
    coste: tipo === 'oro' ? null : id % 7,
    fuerza: isAlly ? id % 6 : null,
    raza: isAlly ? pickFrom(RACES, Math.floor(id / 5)) : null,
    // Every 97th card is unique, so the copy-limit scan of the ability text is exercised.
    habilidad: id % 97 === 0 ? 'Carta Única. Roba una carta.' : `Efecto sintético número ${id}.`,
    flavor_text: null,
    ilustrador: 'Banco de pruebas',
    habilidades: [],
    revisada: false,
    ...overrides,
  };
}

/** A catalogue of `size` cards in the spec's JSON format, with the deck's cards at known ids. */
export function buildSyntheticCatalogue(size: number): Card[] {
  const knight = {
    tipo: 'aliado',
    edicion: 'Espada Sagrada',
    raza: 'Caballero',
    fuerza: 2,
  } as const;
  const deckIds = new Set<number>([...FREE_ALLY_IDS, ...DECK_ALLY_IDS]);
  return Array.from({ length: size }, (_, index) => {
    const id = index + 1;
    return deckIds.has(id)
      ? makeSyntheticCard(id, { ...knight, habilidad: null })
      : makeSyntheticCard(id);
  });
}

/** 49 card ids: three copies of sixteen allies and one of the seventeenth. */
export function buildDeckOf49(): number[] {
  const [last, ...rest] = [...DECK_ALLY_IDS].reverse();
  return [...rest.reverse().flatMap((id) => [id, id, id]), last ?? 0];
}
