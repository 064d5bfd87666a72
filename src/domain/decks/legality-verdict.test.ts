import { describe, expect, it } from 'vitest';
import { DEFAULT_EDITION_BLOCKS } from '../cards/edition-blocks';
import { makeBanlist } from '../testing/banlist-factory';
import { makeCard, makeCopies } from '../testing/card-factory';
import { checkDeckVerdict, judgeDeckLegality } from './legality-verdict';

const guideFormat = makeBanlist({ rules: { minAllies: 3, banned: ['Rayos'] } });
const requiredFormat = makeBanlist({ rules: { minAllies: 3, minAlliesRequired: true } });
const oneAlly = [makeCard({ id: 1, nombre: 'Escudero' })];
const threeAllies = makeCopies(3, { id: 1, nombre: 'Escudero' });
const rayos = makeCard({ id: 2, nombre: 'Rayos', tipo: 'talisman', raza: null, fuerza: null });

describe('judgeDeckLegality', () => {
  it.each([
    { name: 'no errors and no guides', errors: 0, warnings: 0, expected: 'legal' },
    { name: 'only guides', errors: 0, warnings: 1, expected: 'legal' },
    { name: 'an error', errors: 1, warnings: 0, expected: 'notLegal' },
    { name: 'an error and a guide', errors: 1, warnings: 1, expected: 'notLegal' },
  ])('judges a deck with $name as $expected', ({ errors, warnings, expected }) => {
    const violation = { code: 'banned', message: 'x' } as const;
    const legality = {
      errors: Array.from({ length: errors }, () => violation),
      warnings: Array.from({ length: warnings }, () => violation),
    };
    expect(judgeDeckLegality(legality)).toBe(expected);
  });
});

describe('checkDeckVerdict', () => {
  it.each([
    {
      name: 'a deck that meets every rule is legal',
      cards: threeAllies,
      banlist: guideFormat,
      verdict: 'legal',
      errors: [],
      warnings: [],
    },
    {
      name: 'too few allies under a guide is legal with the guide',
      cards: oneAlly,
      banlist: guideFormat,
      verdict: 'legal',
      errors: [],
      warnings: ['El mazo tiene 1 aliado; el mínimo del formato es 3.'],
    },
    {
      name: 'too few allies where the format requires them is not legal',
      cards: oneAlly,
      banlist: requiredFormat,
      verdict: 'notLegal',
      errors: ['El mazo tiene 1 aliado; el mínimo del formato es 3.'],
      warnings: [],
    },
    {
      name: 'a banned card is not legal, and names the card',
      cards: [...threeAllies, rayos],
      banlist: guideFormat,
      verdict: 'notLegal',
      errors: ['Rayos: Prohibida en este formato'],
      warnings: [],
    },
  ])('$name', ({ cards, banlist, verdict, errors, warnings }) => {
    const result = checkDeckVerdict(cards, banlist, DEFAULT_EDITION_BLOCKS);
    expect(result.verdict).toBe(verdict);
    expect(result.legality?.errors.map((violation) => violation.message)).toEqual(errors);
    expect(result.legality?.warnings.map((violation) => violation.message)).toEqual(warnings);
  });

  it('cannot judge a deck whose format no longer exists', () => {
    expect(checkDeckVerdict(oneAlly, undefined, DEFAULT_EDITION_BLOCKS)).toEqual({
      verdict: 'unknownFormat',
      legality: null,
    });
  });
});
