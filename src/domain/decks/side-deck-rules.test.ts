import { describe, expect, it } from 'vitest';
import type { Banlist, BanlistRules } from '../banlists/banlist';
import type { Card } from '../cards/card';
import { DEFAULT_EDITION_BLOCKS } from '../cards/edition-blocks';
import { makeBanlist } from '../testing/banlist-factory';
import { makeCard, makeCopies } from '../testing/card-factory';
import {
  AVAILABILITY_MESSAGES,
  checkAvailability,
  checkSideDeckAvailability,
  createAvailabilityContext,
  remainingSideCopies,
} from './card-availability';
import {
  deckBuilderReducer,
  initialDeckBuilderState,
  type DeckBuilderState,
} from './deck-builder-state';

// The side deck in the builder (issue 15, item 3; tournament_system.md and DeckBuilderEditorPage
// of premier_mitologico, ADR 0016): up to the format's side-deck size, copy limits shared with
// the main deck.
const format = (rules: Partial<BanlistRules>): Banlist =>
  makeBanlist({ key: 'conSide', rules: { minAllies: 0, sideDeckSize: 2, ...rules } });

const knight = makeCard({ id: 1, nombre: 'Caballero' });
const druid = makeCard({ id: 2, nombre: 'Druida', raza: 'Sacerdote' });

function sideStatus(card = knight, main = [knight], side = [knight], banlist = format({})) {
  const context = createAvailabilityContext(main, banlist, DEFAULT_EDITION_BLOCKS, { side });
  return checkSideDeckAvailability(card, context);
}

describe('side-deck availability', () => {
  it('refuses every card when the format has no side deck', () => {
    expect(sideStatus(knight, [], [], format({ sideDeckSize: 0 }))).toEqual({
      status: 'unavailable',
      message: AVAILABILITY_MESSAGES.noSideDeck,
    });
  });

  it('takes a card while there is room, then says the side deck is full', () => {
    expect(sideStatus(druid, [knight], []).status).toBe('available');
    expect(sideStatus(druid, [knight], [knight, knight]).message).toBe(
      AVAILABILITY_MESSAGES.sideDeckFull,
    );
  });

  it('counts copies in both decks against one limit, in either direction', () => {
    expect(sideStatus(knight, makeCopies(2, knight), [knight]).message).toBe(
      AVAILABILITY_MESSAGES.maxCopies,
    );
    const context = createAvailabilityContext([knight], format({}), DEFAULT_EDITION_BLOCKS, {
      side: [knight, knight],
    });
    expect(checkAvailability(knight, context).message).toBe(AVAILABILITY_MESSAGES.maxCopies);
  });

  it('counts the copies still allowed in the side deck by its room and the shared limit', () => {
    const context = (main: Card[], side: Card[]) =>
      createAvailabilityContext(main, format({ sideDeckSize: 5 }), DEFAULT_EDITION_BLOCKS, {
        side,
      });
    expect(remainingSideCopies(druid, context([knight], []))).toBe(3);
    expect(remainingSideCopies(knight, context([knight, knight], []))).toBe(1);
    expect(remainingSideCopies(druid, context([], makeCopies(4, knight)))).toBe(1);
    expect(remainingSideCopies(druid, context([], [...makeCopies(3, knight), druid, druid]))).toBe(
      0,
    );
  });

  it('waits for the main deck to have an ally when the race or block rule is on', () => {
    expect(sideStatus(knight, [], [], format({ oneRace: true })).message).toBe(
      AVAILABILITY_MESSAGES.mainAllyFirst,
    );
    expect(sideStatus(knight, [], [], format({})).status).toBe('available');
  });

  it('applies the banlist and the race rule to the side deck too', () => {
    expect(sideStatus(knight, [], [], format({ banned: ['Caballero'] })).status).toBe('banned');
    expect(sideStatus(druid, [knight], [], format({ oneRace: true })).status).toBe(
      'unavailable_race',
    );
  });
});

describe('the side deck in the deck builder', () => {
  const banlist = format({});
  const start: DeckBuilderState = { ...initialDeckBuilderState, currentFormat: 'conSide' };
  const addSide = (state: DeckBuilderState, card = knight) =>
    deckBuilderReducer(state, {
      type: 'addSideCard',
      card,
      banlist,
      editionBlocks: DEFAULT_EDITION_BLOCKS,
    });

  it('adds and removes side-deck copies, saves them and loads them back', () => {
    const withSide = addSide(addSide(start), druid);
    expect(withSide.currentSide.map((card) => card.id)).toEqual([1, 2]);
    expect(addSide(withSide).currentSide).toHaveLength(2);
    const withMain = { ...withSide, currentDeck: [knight] };
    const saved = deckBuilderReducer(withMain, { type: 'saveDeck', name: 'X', timestampId: '7' });
    expect(saved.savedDecks[0]?.side?.map((card) => card.id)).toEqual([1, 2]);
    const reloaded = deckBuilderReducer(start, { type: 'loadDeck', deck: saved.savedDecks[0]! });
    expect(reloaded.currentSide.map((card) => card.id)).toEqual([1, 2]);
    const removed = deckBuilderReducer(reloaded, { type: 'removeSideCard', cardId: 1 });
    expect(removed.currentSide.map((card) => card.id)).toEqual([2]);
  });

  it('saves a deck without side deck without the field, and a new format empties it', () => {
    const saved = deckBuilderReducer(
      { ...start, currentDeck: [knight] },
      { type: 'saveDeck', name: 'X', timestampId: '7' },
    );
    expect(saved.savedDecks[0]).not.toHaveProperty('side');
    const chosen = deckBuilderReducer(addSide(start), { type: 'chooseFormat', format: 'otro' });
    expect(chosen.currentSide).toEqual([]);
  });
});
