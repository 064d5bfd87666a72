import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { COLLECTION_STORAGE_KEY, useLocalCollectionStore } from '../../lib/collection-store';
import { makeCard } from '../../testing/card-factory';
import { DRAFT_DECK_STORAGE_KEY } from './draft-deck-store';
import { getDeckPanel, renderBuilder, startWithStorage } from './testing/deck-storage';

const catalogue = ['Escudero', 'Templario', 'Arquero'].map((nombre, index) =>
  makeCard({ id: index + 1, nombre }),
);

/** A visitor's browser holding a draft deck and a collection (copies by card id). */
function startWithCollection(cardIds: number[], owned: [number, number][]) {
  startWithStorage({
    [DRAFT_DECK_STORAGE_KEY]: { format: 'formatoLibre', id: null, name: null, cardIds },
    [COLLECTION_STORAGE_KEY]: { cards: owned.map(([id, count]) => ({ id, count })) },
  });
  act(() => useLocalCollectionStore.getState().reloadFromStorage());
}

/** The catalogue's cards the builder's grid shows, by name. */
function gridNames(): string[] {
  const grid = within(screen.getByRole('list', { name: 'Cartas' }));
  return catalogue
    .map((card) => card.nombre)
    .filter((nombre) => grid.queryByText(nombre, { selector: 'p' }) !== null);
}

describe("the builder and the player's collection", () => {
  it("shows only owned cards with 'Solo mi colección', and all of them again when it is off", async () => {
    startWithCollection([], [[2, 1]]);
    const { user } = await renderBuilder({ cards: catalogue });
    // The grid follows the deck in a render of its own.
    await screen.findByRole('list', { name: 'Cartas' });
    expect(gridNames()).toEqual(['Escudero', 'Templario', 'Arquero']);

    const toggle = screen.getByRole('switch', { name: 'Solo mi colección' });
    await user.click(toggle);
    expect(toggle).toBeChecked();
    expect(gridNames()).toEqual(['Templario']);
    expect(screen.getByText('1 de 3 cartas')).toBeInTheDocument();

    await user.click(toggle);
    expect(gridNames()).toHaveLength(3);
  });

  it('cannot be turned on while the collection is empty, and says why', async () => {
    startWithCollection([], []);
    await renderBuilder({ cards: catalogue });
    expect(screen.getByRole('switch', { name: 'Solo mi colección' })).toBeDisabled();
    expect(screen.getByText(/Tu colección está vacía/)).toBeInTheDocument();
  });

  it("says 'Te faltan N cartas', lists them as 'Nx Nombre' and copies the list", async () => {
    startWithCollection(
      [1, 1, 1, 2, 2],
      [
        [1, 1],
        [3, 4],
      ],
    );
    const { user } = await renderBuilder({ cards: catalogue });
    const panel = getDeckPanel();
    await user.click(panel.getByText('Te faltan 4 cartas'));
    const list = panel.getByRole('list', { name: 'Cartas que te faltan' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['2x Escudero', '2x Templario']);

    await user.click(panel.getByRole('button', { name: 'Copiar lista' }));
    expect(panel.getByText('Lista copiada.')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe('2x Escudero\n2x Templario');
  });

  it("says 'Tienes todas las cartas' once the collection holds the deck", async () => {
    startWithCollection(
      [1, 1, 2],
      [
        [1, 2],
        [2, 5],
      ],
    );
    await renderBuilder({ cards: catalogue });
    expect(getDeckPanel().getByText('Tienes todas las cartas')).toBeInTheDocument();
    expect(getDeckPanel().queryByText(/Te faltan/)).not.toBeInTheDocument();
  });
});
