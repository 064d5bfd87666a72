import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { cardListSchema } from '../../src/contract/cards';
import type { Card } from '../../src/domain/cards/card';
import { createSeededRandom, pickInteger, pickOne, type RandomSource } from './seeded-random';

/** The catalogue size of the benchmarks. */
export const SYNTHETIC_CATALOGUE_SIZE = 20_000;

const DEMO_CATALOGUE_PATH = fileURLToPath(new URL('../../data/demo/cards.json', import.meta.url));

// Name parts with accents and ñ, so the accent-insensitive name search does real work.
const NAME_HEADS = [
  'Ángel',
  'Dragón',
  'Señor',
  'Guardián',
  'Heraldo',
  'Caballero',
  'Hechicera',
  'Titán',
  'Espíritu',
  'Lanza',
  'Escudo',
  'Cáliz',
  'Tótem',
  'Corona',
  'Sombra',
  'Druida',
  'Náyade',
  'Oráculo',
  'Centinela',
  'Bardo',
  'Gólem',
  'Fénix',
  'Quimera',
  'Vigía',
  'Doncella',
];
const NAME_TAILS = [
  'del Alba',
  'de Ávalon',
  'de la Montaña',
  'del Ocaso',
  'de Ónix',
  'de Ámbar',
  'del Río',
  'de Brocelianda',
  'del Olimpo',
  'de las Ánimas',
  'de Cenizas',
  'del Norte',
  'de Éire',
  'de la Niebla',
  'Errante',
  'Sagrado',
  'Carmesí',
  'Eterno',
  'de Plata',
  'de Acero',
  'Pequeño',
];
const EXTRA_EDITIONS = [
  'Bosques de Ámbar',
  'Reinos de Ceniza',
  'Mar de Ónix',
  'Torre del Alba',
  'Cumbres Nevadas',
];
const EXTRA_RACES = ['Bestia', 'Sacerdote', 'Guerrero', 'Chamán'];
const REVIEWED_SHARE = 0.3;

/** The demo catalogue shipped in data/demo, the templates of the synthetic cards. */
export async function readDemoCatalogue(): Promise<Card[]> {
  return cardListSchema.parse(JSON.parse(await readFile(DEMO_CATALOGUE_PATH, 'utf8')));
}

function makeName(random: RandomSource, template: Card): string {
  // A third of the names keep the demo card's own name, so demo-like names stay searchable.
  const head = random() < 0.33 ? template.nombre : pickOne(random, NAME_HEADS);
  return `${head} ${pickOne(random, NAME_TAILS)}`;
}

function makeSyntheticCard(
  random: RandomSource,
  id: number,
  template: Card,
  editions: readonly string[],
  races: readonly string[],
): Card {
  const nombre = makeName(random, template);
  const isAlly = template.tipo === 'aliado';
  const isGold = template.tipo === 'oro';
  return {
    ...template,
    id,
    nombre,
    // The demo images: thumbnails are rendered and cached by the real server as users would see.
    ruta_completa: template.ruta_completa,
    edicion: pickOne(random, editions),
    coste: isGold ? null : pickInteger(random, 0, 8),
    fuerza: isAlly ? pickInteger(random, 0, 9) : null,
    raza: isAlly ? pickOne(random, races) : null,
    habilidad: template.habilidad?.replaceAll(template.nombre, nombre) ?? null,
    revisada: random() < REVIEWED_SHARE,
  };
}

/**
 * A deterministic catalogue of `size` cards shaped like the demo cards: the five types in the
 * demo's proportions, varied accented names, a dozen editions, a dozen races, costs 0-8 (none for
 * gold), strengths 0-9 for allies, and the demo's images and structured effects.
 */
export function buildSyntheticCatalogue(
  templates: readonly Card[],
  options: { size?: number; seed?: number } = {},
): Card[] {
  const { size = SYNTHETIC_CATALOGUE_SIZE, seed = 20_000 } = options;
  if (templates.length === 0) throw new Error('The synthetic catalogue needs template cards');
  const random = createSeededRandom(seed);
  const editions = [...new Set([...templates.map((card) => card.edicion), ...EXTRA_EDITIONS])];
  const demoRaces = templates.flatMap((card) => (card.raza ? [card.raza] : []));
  const races = [...new Set([...demoRaces, ...EXTRA_RACES])];
  return Array.from({ length: size }, (_, index) =>
    makeSyntheticCard(random, index + 1, pickOne(random, templates), editions, races),
  );
}
