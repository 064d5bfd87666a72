import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { encodeDeckShare, SHARE_LINK_MESSAGES } from '../../../domain/decks/share-link';
import { SAVED_DECKS_STORAGE_KEY } from '../../lib/saved-decks-store';
import { toDeckSharePath } from '../../paths';
import { makeCard } from '../../testing/card-factory';
import { readBrowserUrl } from '../../testing/render-app';
import { DRAFT_DECK_STORAGE_KEY } from './draft-deck-store';
import { getDeckPanel, renderBuilder, startWithStorage } from './testing/deck-storage';

const escudero = makeCard({ id: 1, nombre: 'Escudero' });
const templario = makeCard({ id: 2, nombre: 'Templario', edicion: 'Cruzadas' });
const catalogue = [escudero, templario];

const sharedCode = encodeDeckShare({
  name: 'Caballeros de Ana',
  format: 'racialEdicion',
  cards: [
    { id: 1, count: 3 },
    { id: 2, count: 1 },
    { id: 404, count: 2 },
  ],
});

describe('opening a shared deck link', () => {
  beforeEach(() => startWithStorage());

  it('opens the deck as an unsaved copy that the receiver saves as a new deck', async () => {
    startWithStorage({
      [SAVED_DECKS_STORAGE_KEY]: [{ id: '5', name: 'Mío', format: 'racialLibre', cards: [2] }],
    });
    const { user } = await renderBuilder({ url: toDeckSharePath(sharedCode), cards: catalogue });
    const panel = getDeckPanel();
    expect(panel.getByText('Caballeros de Ana')).toBeInTheDocument();
    expect(panel.getByText('4/50', { exact: false })).toBeInTheDocument();
    expect(panel.getByRole('alert')).toHaveTextContent(
      'Este mazo tiene 2 cartas que ya no están en el catálogo.',
    );
    expect(panel.getByRole('list', { name: 'Contenido del mazo' })).toHaveTextContent(
      '2x Carta #404 (no disponible)',
    );
    await waitFor(() => expect(readBrowserUrl()).toBe('/mazos'));

    await user.click(panel.getByRole('button', { name: 'Guardar Mazo' }));
    await user.click(panel.getByRole('button', { name: 'Confirmar Guardado' }));
    expect(await screen.findByRole('dialog', { name: 'Notificación' })).toHaveTextContent(
      'Mazo "Caballeros de Ana" guardado!',
    );
    const saved = JSON.parse(localStorage.getItem(SAVED_DECKS_STORAGE_KEY) ?? '[]');
    expect(saved).toEqual([
      { id: '5', name: 'Mío', format: 'racialLibre', cards: [2] },
      {
        id: expect.not.stringMatching(/^5$/),
        name: 'Caballeros de Ana',
        format: 'racialEdicion',
        cards: [1, 1, 1, 2, 404, 404],
        names: { '1': 'Escudero', '2': 'Templario' },
        savedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/u),
      },
    ]);
  });

  it.each([
    ['a damaged code', '1.AAAAAAAA', SHARE_LINK_MESSAGES.corrupt],
    ['a code from an unknown version', '9.AQABAgkBIw4', SHARE_LINK_MESSAGES.unknownVersion],
  ])('explains %s and shows the format picker', async (_, code, message) => {
    const { user } = await renderBuilder({ url: toDeckSharePath(code), cards: catalogue });
    const notice = await screen.findByRole('dialog', { name: 'Notificación' });
    expect(notice).toHaveTextContent(message);
    await user.click(within(notice).getByRole('button', { name: 'Cerrar' }));
    expect(await screen.findByRole('heading', { name: 'Crear tech' })).toBeInTheDocument();
    expect(readBrowserUrl()).toBe('/mazos');
  });

  it('asks before replacing a deck in progress, and keeps it when told to', async () => {
    startWithStorage({
      [DRAFT_DECK_STORAGE_KEY]: {
        format: 'racialLibre',
        id: null,
        name: 'A medias',
        cardIds: [2],
        missingCardIds: [],
      },
    });
    const { user } = await renderBuilder({ url: toDeckSharePath(sharedCode), cards: catalogue });
    const question = await screen.findByRole('alertdialog', { name: 'Abrir mazo compartido' });
    await user.click(within(question).getByRole('button', { name: 'Mantener mi mazo' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(getDeckPanel().getByText('A medias')).toBeInTheDocument();
  });

  it('replaces the deck in progress once the player agrees', async () => {
    startWithStorage({
      [DRAFT_DECK_STORAGE_KEY]: {
        format: 'racialLibre',
        id: null,
        name: 'A medias',
        cardIds: [2],
        missingCardIds: [],
      },
    });
    const { user } = await renderBuilder({ url: toDeckSharePath(sharedCode), cards: catalogue });
    const question = await screen.findByRole('alertdialog', { name: 'Abrir mazo compartido' });
    await user.click(within(question).getByRole('button', { name: 'Abrir mazo compartido' }));
    await waitFor(() => expect(getDeckPanel().getByText('Caballeros de Ana')).toBeInTheDocument());
  });
});
