import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cardListSchema } from '../src/contract/cards';
import { BUILT_IN_BANLISTS } from '../src/domain/banlists/built-in-banlists';
import {
  createBanlistEntryResolver,
  findUnresolvedBanlistEntries,
} from '../src/domain/banlists/unresolved-entries';
import { DEMO_CARDS_PATH } from './generate-demo-images';

const demoNames = cardListSchema
  .parse(JSON.parse(readFileSync(DEMO_CARDS_PATH, 'utf8')))
  .map((card) => card.nombre);

/**
 * Names of the published December 2025 lists that the demo catalogue (133 invented cards) has
 * no card for. Issue 14 asks for none; until the demo gains these cards, this pins the gap so
 * that any other entry that stops resolving (a typo in the lists, a renamed demo card) fails.
 */
const NAMES_MISSING_FROM_THE_DEMO = [
  'Aceite de Oliva',
  'Alejandro Magno',
  'Amergin el Druida',
  'Amón',
  'Amosis I',
  'Averix el Sabio',
  'Baal-Zaphon',
  'Bas-Pef',
  'Bec de Corbin',
  'Beni Hassam',
  'Bruja Anís',
  'Cantobele',
  'Carmix',
  'Carro Celta',
  'Cathbadh el Druida (Rework)',
  'César Augusto',
  'Corona del Día',
  'Dalriada (Rework)',
  'Forma de Toro',
  'Goblin',
  'Goblin Stone',
  'Guiza',
  'Haquika',
  'Hechiceros del Caos',
  'Idmon el Adivino',
  'Jeroglíficos',
  'Jinetes de Fuego',
  'Joyero',
  'La Traición de Macalpin',
  'Leucrota',
  'Marmita Druida (Rework)',
  'Mineros de Lapislázuli',
  'Montuhopet II',
  'Morir de Pie',
  'Nut',
  'Ofrenda a los Dioses',
  'País sin Luz',
  'Papiros de Lahún',
  'Ptolomeo II',
  'Qadesh',
  'Qer-Her',
  'Red de Aracne',
  'Red de Plata',
  'Renfield',
  'Rito de Atón',
  'Rómulo y Remo',
  'Tebas',
  'Traficante de Esclavos',
  'Vuelta a lo Primordial',
  'Yelmo Alejandrino',
  'Zagreus',
];

describe('the built-in formats against the demo catalogue', () => {
  const report = findUnresolvedBanlistEntries(BUILT_IN_BANLISTS, demoNames);

  it('resolves every entry except the published names the demo has no card for', () => {
    const unresolved = new Set(
      report.flatMap(({ entries }) => entries.map((entry) => entry.nombre)),
    );

    expect([...unresolved].sort((a, b) => a.localeCompare(b, 'es'))).toEqual(
      NAMES_MISSING_FROM_THE_DEMO,
    );
  });

  it('counts the unresolved entries of each format', () => {
    expect(report.map(({ key, entries }) => [key, entries.length])).toEqual([
      ['racialEdicion', 40],
      ['racialLibre', 27],
      ['formatoLibre', 1],
    ]);
  });

  it('resolves every entry the demo has a card for, however the list spells it', () => {
    const resolved = BUILT_IN_BANLISTS.flatMap(({ rules }) => [
      ...rules.banned,
      ...rules.limitedOne,
      ...rules.limitedTwo,
    ]).filter((name) => !NAMES_MISSING_FROM_THE_DEMO.includes(name));
    const resolver = createBanlistEntryResolver(demoNames);

    expect(resolved.length).toBeGreaterThanOrEqual(30);
    for (const name of resolved) {
      expect(resolver.isResolved(name), name).toBe(true);
      expect(resolver.isResolved(`${name.toUpperCase()} (Rework)`), name).toBe(true);
    }
  });
});

describe('near-miss spellings against the demo catalogue', () => {
  const resolver = createBanlistEntryResolver(demoNames);

  it.each([
    { entry: 'Marrat an Numan', suggestions: ["Ma'arrat an-Numán"] },
    { entry: 'Fergs', suggestions: ['Fergus'] },
    { entry: 'Dragon Dorad', suggestions: ['Dragón Dorado'] },
    { entry: 'Totem de Nwire', suggestions: ['Tótem de Nwyre'] },
    { entry: 'Cabalo Lunar (Rework)', suggestions: ['Caballo Lunar'] },
    { entry: 'Eolos', suggestions: ['Eolo'] },
  ])('offers $suggestions for "$entry"', ({ entry, suggestions }) => {
    const [found] = resolver.findUnresolved({
      minAllies: 0,
      maxCard: 50,
      banned: [entry],
      limitedOne: [],
      limitedTwo: [],
    });

    expect(found?.suggestions).toEqual(suggestions);
  });

  it('takes a spelling that differs only in case, accents and punctuation as the card itself', () => {
    expect(resolver.isResolved('MA ARRAT AN NUMAN')).toBe(true);
  });
});
