import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { SAVED_DECKS_STORAGE_KEY } from '../../lib/saved-decks-store';
import { makeCard } from '../../testing/card-factory';
import { DRAFT_DECK_STORAGE_KEY } from './draft-deck-store';
import { getDeckPanel, getTile, renderBuilder, startWithStorage } from './testing/deck-storage';

const escudero = makeCard({ id: 1, nombre: 'Escudero del Alba' });
const hada = makeCard({ id: 12, nombre: 'Hada del Brezo', raza: 'Faerie' });
const aldric = makeCard({ id: 6, nombre: 'Gran Maestre Aldric', habilidad: 'Carta Única.' });
const catalogue = [escudero, hada, aldric];

// Saved while card 99 'Hada del Brezzo' (later re-imported as 12 'Hada del Brezo') and card 98,
// saved before names were kept, were in the catalogue.
const HADAS = {
  id: '500',
  name: 'Hadas',
  format: 'formatoLibre',
  cards: [1, 99, 99, 98],
  names: { '1': 'Escudero del Alba', '99': 'Hada del Brezzo' },
};

function readSavedDecks(): unknown {
  return JSON.parse(localStorage.getItem(SAVED_DECKS_STORAGE_KEY) ?? 'null');
}

function readDeckList(): string[] {
  const list = getDeckPanel().getByRole('list', { name: 'Contenido del mazo' });
  return within(list)
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '');
}

async function loadDeck(stored: object = HADAS, name = /^Hadas \[RL\]/) {
  startWithStorage({ [SAVED_DECKS_STORAGE_KEY]: [stored] });
  const view = await renderBuilder({ cards: catalogue });
  await view.user.click(screen.getByRole('button', { name }));
  return view;
}

async function saveAgain(user: Awaited<ReturnType<typeof renderBuilder>>['user']) {
  await user.click(getDeckPanel().getByRole('button', { name: 'Guardar Mazo' }));
  await user.click(getDeckPanel().getByRole('button', { name: 'Confirmar Guardado' }));
  await screen.findByRole('dialog', { name: 'Notificación' });
}

describe('a saved deck holding cards removed from the catalogue', () => {
  beforeEach(() => startWithStorage());

  it('says so in the saved-deck picker, counting only the cards still there', async () => {
    startWithStorage({ [SAVED_DECKS_STORAGE_KEY]: [HADAS] });
    await renderBuilder({ cards: catalogue });
    const row = screen.getByRole('button', { name: /^Hadas \[RL\]/ });
    expect(row).toHaveTextContent(/· 1 carta(?!s)/);
    expect(row).toHaveTextContent('Este mazo tiene 3 cartas que ya no están en el catálogo.');
  });

  it('lists each removed card by name as "no disponible", counted nowhere, with a notice', async () => {
    await loadDeck();
    const panel = getDeckPanel();
    expect(readDeckList()).toEqual([
      '1x Escudero del Alba−',
      '2x Hada del Brezzo (no disponible)QuitarCambiar por Hada del Brezo',
      '1x Carta #98 (no disponible)Quitar',
    ]);
    expect(panel.getByRole('alert')).toHaveTextContent(
      'Este mazo tiene 3 cartas que ya no están en el catálogo.',
    );
    expect(panel.getByRole('status')).toHaveTextContent('1/50');
  });

  it('puts the closest current card in place of every copy with one click', async () => {
    const { user } = await loadDeck();
    const replace = getDeckPanel().getByRole('button', { name: 'Cambiar por Hada del Brezo' });
    expect(replace).toHaveAccessibleDescription('2x Hada del Brezzo (no disponible)');
    await user.click(replace);
    expect(readDeckList()).toEqual([
      '1x Escudero del Alba−',
      '2x Hada del Brezo−',
      '1x Carta #98 (no disponible)Quitar',
    ]);
    expect(getDeckPanel().getByRole('status')).toHaveTextContent('3/50');
    expect(getTile('Hada del Brezo').getByText('Queda 1')).toBeInTheDocument();
    expect(getDeckPanel().getByRole('button', { name: 'Quitar Carta #98 del mazo' })).toHaveFocus();
  });

  it('keeps the removed cards with their names and copies when the deck is saved again after edits', async () => {
    const { user } = await loadDeck();
    await user.click(
      getTile('Gran Maestre Aldric').getByRole('button', { name: 'Añadir una copia' }),
    );
    await saveAgain(user);
    expect(readSavedDecks()).toEqual([
      {
        id: '500',
        name: 'Hadas',
        format: 'formatoLibre',
        cards: [1, 6, 99, 99, 98],
        names: {
          '1': 'Escudero del Alba',
          '6': 'Gran Maestre Aldric',
          '99': 'Hada del Brezzo',
        },
        savedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/u),
      },
    ]);
  });

  it('saves the replacement and drops a removed card only when the player removes it', async () => {
    const { user } = await loadDeck();
    await user.click(getDeckPanel().getByRole('button', { name: 'Cambiar por Hada del Brezo' }));
    await user.click(getDeckPanel().getByRole('button', { name: 'Quitar Carta #98 del mazo' }));
    expect(getDeckPanel().queryByRole('alert')).toBeNull();
    expect(getDeckPanel().getByRole('heading', { name: 'Mazo Actual' })).toHaveFocus();
    await saveAgain(user);
    expect(readSavedDecks()).toEqual([
      {
        id: '500',
        name: 'Hadas',
        format: 'formatoLibre',
        cards: [1, 12, 12],
        names: { '1': 'Escudero del Alba', '12': 'Hada del Brezo' },
        savedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/u),
      },
    ]);
  });

  it('adds only the copies the format allows and says what it left out', async () => {
    const { user } = await loadDeck({
      ...HADAS,
      cards: [99, 99, 99],
      names: { '99': 'Gran Maestre Aldrick' },
    });
    await user.click(
      getDeckPanel().getByRole('button', { name: 'Cambiar por Gran Maestre Aldric' }),
    );
    const notice = await screen.findByRole('dialog', { name: 'Notificación' });
    expect(notice).toHaveTextContent(
      'Se cambió Gran Maestre Aldrick por 1 copia de Gran Maestre Aldric. No se añadieron 2 copias: Máximo de copias en el mazo.',
    );
    await user.click(within(notice).getByRole('button', { name: 'Cerrar' }));
    expect(readDeckList()).toEqual(['1x Gran Maestre Aldric−']);
  });

  it('reads a deck of the original app, whole cards included, and shows removed ones by name', async () => {
    await loadDeck(
      {
        id: '9',
        name: 'Antiguo',
        format: 'formatoLibre',
        cards: [{ ...escudero }, { id: 77, nombre: 'Dragón Olvidado', tipo: 'aliado' }],
      },
      /^Antiguo \[RL\]/,
    );
    expect(readDeckList()).toEqual([
      '1x Escudero del Alba−',
      '1x Dragón Olvidado (no disponible)Quitar',
    ]);
  });

  it('still reads a deck whose names do not fit, showing removed cards by id', async () => {
    await loadDeck({ ...HADAS, names: ['no', 'es', 'un', 'mapa'] });
    expect(readDeckList()).toContain('2x Carta #99 (no disponible)Quitar');
    expect(screen.queryByRole('dialog', { name: 'Notificación' })).toBeNull();
  });

  it('keeps the removed cards a deck in progress listed apart before they were kept as data', async () => {
    startWithStorage({
      [DRAFT_DECK_STORAGE_KEY]: {
        format: 'formatoLibre',
        id: null,
        name: 'A medias',
        cardIds: [1],
        missingCardIds: [99],
      },
    });
    await renderBuilder({ cards: catalogue });
    expect(readDeckList()).toEqual(['1x Escudero del Alba−', '1x Carta #99 (no disponible)Quitar']);
  });
});
