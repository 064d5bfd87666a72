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

describe('the built-in formats against the demo catalogue', () => {
  const report = findUnresolvedBanlistEntries(BUILT_IN_BANLISTS, demoNames);

  // Issue 14: the demo catalogue has a card for every name of the built-in formats' current lists.
  it.each(BUILT_IN_BANLISTS.map(({ key }) => key))(
    'leaves no entry of %s without a demo card',
    (key) => {
      const format = report.find((candidate) => candidate.key === key);

      expect(format?.entries.map((entry) => entry.nombre)).toEqual([]);
    },
  );

  it('resolves every entry however the list spells it', () => {
    const entries = BUILT_IN_BANLISTS.flatMap(({ rules }) => [
      ...rules.banned,
      ...rules.limitedOne,
      ...rules.limitedTwo,
    ]);
    const resolver = createBanlistEntryResolver(demoNames);

    expect(entries.length).toBeGreaterThanOrEqual(100);
    for (const name of entries) {
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
    { entry: 'Dragon Dorad', suggestions: ['Dragón Dorado', 'Dragón Nival'] },
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
