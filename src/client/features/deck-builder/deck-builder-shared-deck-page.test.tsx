import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FIRST_SCREEN_ELEMENT_ID, serializeFirstScreen } from '../../../contract/first-screen';
import { BUILT_IN_BANLISTS } from '../../../domain/banlists/built-in-banlists';
import { encodeDeckShare } from '../../../domain/decks/share-link';
import { cardsQueryOptions } from '../../lib/catalogue-queries';
import { toDeckSharePath } from '../../paths';
import { makeCard } from '../../testing/card-factory';
import { renderApp } from '../../testing/render-app';
import { DRAFT_DECK_STORAGE_KEY } from './draft-deck-store';
import { getDeckPanel, getTile, renderBuilder, startWithStorage } from './testing/deck-storage';

const arturo = makeCard({ id: 1, nombre: 'Rey Arturo' });
const excalibur = makeCard({ id: 2, nombre: 'Excalibur', tipo: 'arma' });
const escudero = makeCard({ id: 10, nombre: 'Escudero' });
const templario = makeCard({ id: 11, nombre: 'Templario' });
const merlin = makeCard({ id: 12, nombre: 'Merlín' });

const sharedCode = encodeDeckShare({
  name: 'Caballeros de Ana',
  format: 'formatoLibre',
  cards: [
    { id: 10, count: 3 },
    { id: 11, count: 1 },
  ],
});

function listedCardNames(): string[] {
  const grid = screen.getByRole('list', { name: 'Cartas' });
  return within(grid)
    .getAllByRole('listitem')
    .map((item) => item.querySelector('p[id]')?.textContent ?? '');
}

// The page as the server sends it for a shared deck: the first cards of a catalogue of 300, and
// the deck's cards (server/client-app/shared-deck-screen.ts).
describe("a shared deck's page before the catalogue has arrived", () => {
  beforeAll(() => {
    const element = document.createElement('script');
    element.type = 'application/json';
    element.id = FIRST_SCREEN_ELEMENT_ID;
    element.textContent = serializeFirstScreen({
      total: 300,
      cards: [arturo, excalibur],
      deckCards: [escudero, templario],
    });
    document.body.append(element);
  });
  beforeEach(() => startWithStorage());

  it('shows the deck, its count and the first cards, which a player can already add', async () => {
    const { user, queryClient } = await renderBuilder({ url: toDeckSharePath(sharedCode) });

    const panel = getDeckPanel();
    expect(panel.getByText('Caballeros de Ana')).toBeInTheDocument();
    expect(panel.getByText('4/50', { exact: false })).toBeInTheDocument();
    expect(panel.getByRole('list', { name: 'Contenido del mazo' })).toHaveTextContent(
      '3x Escudero',
    );
    await waitFor(() => expect(listedCardNames()).toEqual(['Rey Arturo', 'Excalibur']));
    expect(screen.getByText('300 cartas')).toBeInTheDocument();
    // main.tsx asks for it once these cards are painted.
    expect(queryClient.getQueryState(cardsQueryOptions.queryKey)?.fetchStatus ?? 'idle').toBe(
      'idle',
    );

    await user.click(getTile('Rey Arturo').getByRole('button', { name: 'Añadir una copia' }));
    expect(panel.getByText('5/50', { exact: false })).toBeInTheDocument();

    act(() =>
      queryClient.setQueryData(cardsQueryOptions.queryKey, [
        arturo,
        excalibur,
        escudero,
        templario,
        merlin,
      ]),
    );
    await waitFor(() =>
      expect(listedCardNames()).toEqual([
        'Rey Arturo',
        'Excalibur',
        'Escudero',
        'Templario',
        'Merlín',
      ]),
    );
    expect(screen.getByText('5 cartas')).toBeInTheDocument();
    expect(panel.getByText('5/50', { exact: false })).toBeInTheDocument();
  });

  it('keeps a search, and an import, waiting for the whole catalogue', async () => {
    const { user, queryClient } = await renderBuilder({ url: toDeckSharePath(sharedCode) });

    await user.click(screen.getByRole('button', { name: 'Abrir menú' }));
    const menu = within(await screen.findByRole('dialog', { name: 'Grimorio' }));
    await user.type(menu.getByPlaceholderText('Buscar por nombre...'), 'merl');
    await user.keyboard('{Escape}');
    expect(await screen.findByText('Cargando...')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Cartas' })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(queryClient.getQueryState(cardsQueryOptions.queryKey)?.fetchStatus).toBe('fetching'),
    );

    await user.click(getDeckPanel().getByRole('button', { name: 'Importar' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Importar mazo' }));
    await user.type(dialog.getByLabelText('Lista del mazo'), '2x Merlín');
    expect(dialog.getByRole('status')).toHaveTextContent(
      'Cargando el catálogo para reconocer las cartas...',
    );
    expect(dialog.getByRole('button', { name: 'Revisar lista' })).toBeDisabled();

    act(() => queryClient.setQueryData(cardsQueryOptions.queryKey, [arturo, escudero, merlin]));
    await waitFor(() =>
      expect(dialog.getByRole('button', { name: 'Revisar lista' })).toBeEnabled(),
    );
    expect(dialog.queryByRole('status')).not.toBeInTheDocument();
  });

  it('waits for the catalogue to show a deck kept in progress whose cards the page lacks', async () => {
    startWithStorage({
      [DRAFT_DECK_STORAGE_KEY]: {
        format: 'formatoLibre',
        id: null,
        name: 'A medias',
        cardIds: [12],
      },
    });
    const { user, queryClient } = renderApp({
      url: toDeckSharePath(sharedCode),
      officialBanlists: [...BUILT_IN_BANLISTS],
    });
    await user.click(await screen.findByRole('button', { name: 'Mantener mi mazo' }));

    expect(screen.getByText('Cargando...')).toBeInTheDocument();
    expect(screen.queryByRole('complementary', { name: 'Mazo Actual' })).not.toBeInTheDocument();

    act(() => queryClient.setQueryData(cardsQueryOptions.queryKey, [arturo, merlin]));
    expect(await screen.findByText('A medias')).toBeInTheDocument();
    expect(getDeckPanel().getByRole('list', { name: 'Contenido del mazo' })).toHaveTextContent(
      '1x Merlín',
    );
  });
});
