import { describe, expect, it } from 'vitest';
import type { Banlist, BanlistRules } from '../banlists/banlist';
import type { Card } from '../cards/card';
import { DEFAULT_EDITION_BLOCKS } from '../cards/edition-blocks';
import { makeBanlist } from '../testing/banlist-factory';
import { makeCard, makeCopies } from '../testing/card-factory';
import { checkAvailability, createAvailabilityContext } from './card-availability';
import { deckBuilderReducer, initialDeckBuilderState } from './deck-builder-state';
import { checkDeckLegality, type DeckCheckExtras } from './deck-legality';
import { isVanillaGold } from './format-deck-checks';

// The deck-level rules of the real Primer Bloque formats (issue 15, ADR 0016 lists the sources),
// each in a format of a visitor's own with only that rule on.
const ownFormat = (rules: Partial<BanlistRules>): Banlist =>
  makeBanlist({ key: 'miFormato', rules: { minAllies: 0, ...rules } });

const ally = (id: number, overrides: Partial<Card> = {}) =>
  makeCard({ id, nombre: `Aliado ${id}`, ...overrides });
const allies = (count: number, firstId = 100) =>
  Array.from({ length: count }, (_, index) => ally(firstId + index));
const vanillaGold = makeCard({ id: 7, nombre: 'Oro', tipo: 'oro', raza: null, habilidad: null });
const goldWithAbility = makeCard({
  id: 8,
  nombre: 'Oro del Diezmo',
  tipo: 'oro',
  raza: null,
  habilidad: 'Roba una carta.',
});

function errorsOf(cards: Card[], banlist: Banlist, extras?: DeckCheckExtras) {
  return checkDeckLegality(cards, banlist, DEFAULT_EDITION_BLOCKS, extras).errors;
}

describe('exact deck size', () => {
  // premier_mitologico useDeckRules.ts and DeckBuilderEditorPage.tsx (A7, A9), myl_decks
  // deck_validator.dart (B1): a finished Primer Bloque deck has exactly 50 cards.
  const exact = ownFormat({ maxCard: 5, exactDeckSize: true });

  it('refuses a deck under the size, naming both counts', () => {
    expect(errorsOf(allies(4), exact)).toEqual([
      { code: 'too_few_cards', message: 'El mazo tiene 4 cartas; el formato pide exactamente 5.' },
    ]);
  });

  it('accepts the exact size, and stays a maximum when the switch is off', () => {
    expect(errorsOf(allies(5), exact)).toEqual([]);
    expect(errorsOf(allies(4), ownFormat({ maxCard: 5 }))).toEqual([]);
  });
});

describe("'Oros sin habilidad'", () => {
  // premier_mitologico useDeckRules.ts (A7): every Primer Bloque deck needs at least one Oro
  // without ability, a blocking error.
  const needsGold = ownFormat({ minVanillaGold: 1 });

  it('tells an Oro without ability from one with', () => {
    expect(isVanillaGold(vanillaGold)).toBe(true);
    expect(isVanillaGold({ tipo: 'oro', habilidad: '  ' })).toBe(true);
    expect(isVanillaGold(goldWithAbility)).toBe(false);
    expect(isVanillaGold(ally(1))).toBe(false);
  });

  it('refuses a deck whose only Oro has an ability', () => {
    expect(errorsOf([ally(1), goldWithAbility], needsGold)).toEqual([
      {
        code: 'gold_needed',
        message: 'El mazo tiene 0 Oros sin habilidad; el formato pide al menos 1.',
      },
    ]);
    expect(errorsOf([ally(1), vanillaGold], needsGold)).toEqual([]);
  });
});

describe('copy-limit exceptions', () => {
  // premier_mitologico useDeckRules.ts (A7): cards flagged to be played in any number.
  const mercenaries = ownFormat({ unlimitedCopies: ['Aliado Mercenario'] });
  const mercenary = ally(3, { nombre: 'Aliado Mercenario' });

  it('lets a listed card past the default limit of 3', () => {
    expect(errorsOf(makeCopies(7, mercenary), mercenaries)).toEqual([]);
    const context = createAvailabilityContext(
      makeCopies(7, mercenary),
      mercenaries,
      DEFAULT_EDITION_BLOCKS,
    );
    expect(checkAvailability(mercenary, context).status).toBe('available');
  });

  it('keeps the limit of every other card', () => {
    const other = ally(4);
    expect(errorsOf(makeCopies(4, other), mercenaries).map((error) => error.code)).toEqual([
      'too_many_copies',
    ]);
  });
});

describe('allowed editions and reprints', () => {
  // pb_racial_edicion.md (A1): only the four edition pairs; Drácula and Inferno are excluded
  // except reprints of cards whose original belongs to an allowed edition (Martillo Pesado).
  const original = makeCard({ id: 20, nombre: 'Martillo Pesado', tipo: 'arma', raza: null });
  const reprint = { ...original, id: 21, edicion: 'Drácula' };
  const draculaOnly = ally(22, { nombre: 'Conde', edicion: 'Drácula' });
  const catalogue = [original, reprint, draculaOnly];
  const pairs = { allowedEditions: ['Espada Sagrada', 'Cruzadas'] };

  it('refuses a card of an edition the format does not list', () => {
    expect(errorsOf([draculaOnly], ownFormat(pairs), { catalogue })).toEqual([
      {
        code: 'edition_not_allowed',
        message: 'Conde: La edición Drácula no está permitida en este formato.',
        cardId: 22,
        cardName: 'Conde',
      },
    ]);
  });

  it('lets a reprint in when the format allows reprints', () => {
    const withReprints = ownFormat({ ...pairs, reprintsAllowed: true });
    expect(errorsOf([reprint], withReprints, { catalogue })).toEqual([]);
    expect(errorsOf([draculaOnly], withReprints, { catalogue })).toHaveLength(1);
    // Without the catalogue a reprint cannot be recognised, so it is refused.
    expect(errorsOf([reprint], withReprints)).toHaveLength(1);
    // A map by id is a catalogue too.
    const byId = new Map(catalogue.map((card) => [card.id, card]));
    expect(errorsOf([reprint], withReprints, { catalogue: byId })).toEqual([]);
  });

  it('makes a card of another edition unavailable in the builder, unless it is a reprint', () => {
    const status = (card: Card, rules: Partial<BanlistRules>) =>
      checkAvailability(
        card,
        createAvailabilityContext([], ownFormat(rules), DEFAULT_EDITION_BLOCKS, { catalogue }),
      );
    expect(status(draculaOnly, pairs)).toEqual({
      status: 'unavailable_block',
      message: 'La edición Drácula no está permitida en este formato.',
    });
    expect(status(reprint, { ...pairs, reprintsAllowed: true }).status).toBe('available');
    expect(status(original, pairs).status).toBe('available');
  });

  it('refuses reprints when the format does not allow them', () => {
    expect(errorsOf([reprint], ownFormat(pairs), { catalogue })).toHaveLength(1);
  });
});

describe('reprints under the block rule', () => {
  // pb_racial_edicion.md (A1): a Drácula reprint of a card of an allowed edition is legal and
  // counts as its original's block (Martillo Pesado); a Drácula-only card has no block.
  const original = makeCard({ id: 40, nombre: 'Martillo Pesado', tipo: 'arma', raza: null });
  const reprint = { ...original, id: 41, edicion: 'Drácula' };
  const draculaOnly = ally(42, { nombre: 'Renfield', edicion: 'Drácula' });
  const catalogue = [original, reprint, draculaOnly];
  const knight = ally(43);
  const racial = ownFormat({ oneBlock: true, oneRace: true, reprintsAllowed: true });

  it('takes a reprint as its original’s block, in the builder and in the legality check', () => {
    const context = createAvailabilityContext([knight], racial, DEFAULT_EDITION_BLOCKS, {
      catalogue,
    });
    expect(checkAvailability(reprint, context).status).toBe('available');
    expect(checkAvailability(draculaOnly, context).message).toBe(
      'No pertenece al bloque del mazo (Espada Sagrada)',
    );
    expect(errorsOf([knight, reprint], racial, { catalogue })).toEqual([]);
  });

  it('lets the builder add a reprint when it is given the catalogue', () => {
    const start = { ...initialDeckBuilderState, currentFormat: 'miFormato', currentDeck: [knight] };
    const add = (catalogueGiven: typeof catalogue | undefined) =>
      deckBuilderReducer(start, {
        type: 'addCard',
        card: reprint,
        banlist: racial,
        editionBlocks: DEFAULT_EDITION_BLOCKS,
        catalogue: catalogueGiven,
      }).currentDeck.length;
    expect(add(catalogue)).toBe(2);
    expect(add(undefined)).toBe(1);
  });

  it('keeps SPEC §5’s refusal without the switch or without the catalogue', () => {
    const spec = ownFormat({ oneBlock: true });
    expect(errorsOf([knight, reprint], spec, { catalogue }).map((e) => e.code)).toEqual([
      'invalid_block',
    ]);
    expect(errorsOf([knight, reprint], racial).map((e) => e.code)).toEqual(['invalid_block']);
  });

  it('is the built-in Racial Edición’s rule', () => {
    const builtIn = makeBanlist({ key: 'racialEdicion' });
    expect(builtIn.rules.reprintsAllowed).toBe(true);
    const context = createAvailabilityContext([knight], builtIn, DEFAULT_EDITION_BLOCKS, {
      catalogue,
    });
    expect(checkAvailability(reprint, context).status).toBe('available');
  });
});

describe('side deck', () => {
  // tournament_system.md (A5) and deckFormats.ts (A8): up to 10 cards in Primer Bloque, and
  // DeckBuilderEditorPage.tsx (A9) counts copies over the main and side deck together.
  const withSide = ownFormat({ sideDeckSize: 2 });
  const card = ally(30);

  it('counts side-deck copies with the main deck against the copy limit', () => {
    const errors = errorsOf(makeCopies(2, card), withSide, { side: makeCopies(2, card) });
    expect(errors).toEqual([
      {
        code: 'too_many_copies',
        message: 'Aliado 30: 4 copias; el máximo es 3.',
        cardId: 30,
        cardName: 'Aliado 30',
      },
    ]);
  });

  it("refuses a side deck over the format's size, or any side deck without one", () => {
    expect(errorsOf([card], withSide, { side: allies(3) })).toEqual([
      { code: 'side_too_big', message: 'El side deck tiene 3 cartas; el máximo es 2.' },
    ]);
    expect(errorsOf([card], ownFormat({}), { side: allies(1) })).toEqual([
      {
        code: 'side_too_big',
        message: 'Este formato no tiene side deck; el side deck tiene 1 carta.',
      },
    ]);
  });

  it('applies the card rules to side-deck cards, and minimums to the main deck only', () => {
    const strict = ownFormat({ sideDeckSize: 10, oneRace: true, minVanillaGold: 1 });
    const otherRace = ally(31, { raza: 'Faerie' });
    const codes = errorsOf([card], strict, { side: [otherRace, vanillaGold] }).map(
      (error) => error.code,
    );
    expect(codes).toEqual(['gold_needed', 'wrong_race']);
  });
});
