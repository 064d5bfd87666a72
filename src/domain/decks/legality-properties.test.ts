import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Banlist, BanlistRules } from '../banlists/banlist';
import { CARD_TYPES, type Card } from '../cards/card';
import { DEFAULT_EDITION_BLOCKS } from '../cards/edition-blocks';
import { makeBanlist } from '../testing/banlist-factory';
import { makeCard } from '../testing/card-factory';
import {
  checkAvailability,
  checkSideDeckAvailability,
  createAvailabilityContext,
} from './card-availability';
import { checkDeckLegality, isUnmetMinimum, type Violation } from './deck-legality';

// Issue 15's properties of the rules engine, over random catalogues, formats (every switch) and
// build orders: the builder and the legality check are one rule set.

const EDITIONS = [...Object.keys(DEFAULT_EDITION_BLOCKS), 'Drácula', 'Edición Promocional'];
const RACES = ['Caballero', 'Faerie', 'Héroe', 'Sombra', null];
const NAMES = ['Arturo', 'Morgana', 'Aquiles', 'Oro', 'Excalibur', 'Tótem', 'Fergus', 'Ra'];

const arbitraryCard = (id: number) =>
  fc
    .record({
      nombre: fc.constantFrom(...NAMES),
      tipo: fc.constantFrom(...CARD_TYPES),
      edicion: fc.constantFrom(...EDITIONS),
      raza: fc.constantFrom(...RACES),
      habilidad: fc.constantFrom(null, 'Roba una carta.', 'Carta Única.'),
    })
    .map((fields) => makeCard({ id, ...fields }));

const arbitraryCatalogue = fc
  .integer({ min: 1, max: 14 })
  .chain((size) =>
    fc.tuple(...Array.from({ length: size }, (_, index) => arbitraryCard(index + 1))),
  );

const nameSubset = fc.subarray(NAMES, { maxLength: 3 });

const arbitraryRules: fc.Arbitrary<Partial<BanlistRules>> = fc
  .record({
    maxCard: fc.integer({ min: 1, max: 12 }),
    minAllies: fc.integer({ min: 0, max: 4 }),
    oneRace: fc.boolean(),
    oneBlock: fc.boolean(),
    minAlliesRequired: fc.boolean(),
    minAlliesCountedTypes: fc.subarray([...CARD_TYPES], { minLength: 1 }),
    exactDeckSize: fc.boolean(),
    sideDeckSize: fc.integer({ min: 0, max: 4 }),
    minVanillaGold: fc.integer({ min: 0, max: 2 }),
    allowedEditions: fc.option(fc.subarray(EDITIONS, { minLength: 1 }), { nil: undefined }),
    reprintsAllowed: fc.boolean(),
    lists: fc.tuple(nameSubset, nameSubset, nameSubset, nameSubset),
  })
  .map(({ lists: [banned, one, two, unlimited], minAllies, maxCard, ...rules }) => {
    // One list per card, as the contract requires.
    const taken = new Set<string>();
    const keep = (names: string[]) => names.filter((name) => !taken.has(name) && taken.add(name));
    return {
      ...rules,
      maxCard,
      minAllies: Math.min(minAllies, maxCard),
      minVanillaGold: Math.min(rules.minVanillaGold, maxCard),
      banned: keep(banned),
      limitedOne: keep(one),
      limitedTwo: keep(two),
      unlimitedCopies: keep(unlimited),
    };
  });

/** A pick of a catalogue card (by position) for the main or the side deck. */
const arbitraryPicks = fc.array(fc.tuple(fc.nat(), fc.boolean()), { maxLength: 40 });

/** Builds a deck the way the builder does: a card goes in only when reported available. */
function buildDeck(catalogue: readonly Card[], banlist: Banlist, picks: [number, boolean][]) {
  const main: Card[] = [];
  const side: Card[] = [];
  for (const [position, toSide] of picks) {
    const card = catalogue[position % catalogue.length]!;
    const context = createAvailabilityContext(main, banlist, DEFAULT_EDITION_BLOCKS, {
      side,
      catalogue,
    });
    const check = toSide ? checkSideDeckAvailability : checkAvailability;
    if (check(card, context).status === 'available') (toSide ? side : main).push(card);
  }
  return { main, side };
}

const describeError = (error: Violation) => `${error.code}:${error.cardId ?? ''}`;

describe('the builder and the legality check agree (properties)', () => {
  it('a deck built only from available cards breaks no rule but minimums not yet met', () => {
    fc.assert(
      fc.property(arbitraryCatalogue, arbitraryRules, arbitraryPicks, (catalogue, rules, picks) => {
        const banlist = makeBanlist({ key: 'propiedad', rules });
        const { main, side } = buildDeck(catalogue, banlist, picks);
        const { errors } = checkDeckLegality(main, banlist, DEFAULT_EDITION_BLOCKS, {
          side,
          catalogue,
        });
        expect(errors.filter((error) => !isUnmetMinimum(error))).toEqual([]);
      }),
      { numRuns: 400 },
    );
  });

  it('adding a card never clears an error of an illegal deck, minimums aside', () => {
    fc.assert(
      fc.property(
        arbitraryCatalogue,
        arbitraryRules,
        fc.array(fc.nat(), { minLength: 1, maxLength: 20 }),
        fc.nat(),
        (catalogue, rules, positions, added) => {
          const banlist = makeBanlist({ key: 'propiedad', rules });
          const deck = positions.map((position) => catalogue[position % catalogue.length]!);
          const check = (cards: Card[]) =>
            checkDeckLegality(cards, banlist, DEFAULT_EDITION_BLOCKS, { catalogue })
              .errors.filter((error) => !isUnmetMinimum(error))
              .map(describeError);
          const before = check(deck);
          const after = check([...deck, catalogue[added % catalogue.length]!]);
          for (const error of before) expect(after).toContain(error);
        },
      ),
      { numRuns: 400 },
    );
  });
});
