import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '../../../contract/auth';
import { COLLECTION_STORAGE_KEY, useLocalCollectionStore } from '../../lib/collection-store';
import { makeCard } from '../../testing/card-factory';
import { readBrowserUrl, renderApp } from '../../testing/render-app';

const admin: CurrentUser = { id: 'u-1', email: 'ana@example.org', name: 'Ana', role: 'admin' };

describe('the card viewer by touch and keyboard (issue 19)', () => {
  it("shows a card's ability, cost and strength at once on a tap of its info button, and hides them on the next", async () => {
    const { user } = renderApp({
      cards: [makeCard({ nombre: 'Merlín', habilidad: 'Roba dos cartas.', coste: 3, fuerza: 2 })],
    });
    const info = await screen.findByRole('button', { name: 'Ver habilidad de Merlín' });
    expect(info).toHaveAttribute('aria-expanded', 'false');
    await user.click(info);
    const link = screen.getByRole('link', { name: /Merlín/ });
    expect(within(link).getByText('Roba dos cartas.')).toBeInTheDocument();
    expect(within(link).getByText('Coste:').nextSibling).toHaveTextContent('3');
    expect(within(link).getByText('Fuerza:').nextSibling).toHaveTextContent('2');
    expect(info).toHaveAttribute('aria-expanded', 'true');
    await user.click(info);
    expect(within(link).queryByText('Coste:')).not.toBeInTheDocument();
    expect(readBrowserUrl()).toBe('/cartas');
  });

  it("says a card has no ability, and shows no 'Fuerza' for a card without strength", async () => {
    const { user } = renderApp({
      cards: [makeCard({ nombre: 'Cáliz', tipo: 'talisman', habilidad: null, fuerza: null })],
    });
    await user.click(await screen.findByRole('button', { name: 'Ver habilidad de Cáliz' }));
    expect(screen.getByText('Esta carta no tiene habilidad.')).toBeInTheDocument();
    expect(screen.queryByText('Fuerza:')).not.toBeInTheDocument();
  });

  it('shows the overlay when the keyboard focus reaches a card, and hides it when it leaves', async () => {
    const { user } = renderApp({
      cards: [makeCard({ id: 1, nombre: 'Merlín' }), makeCard({ id: 2, nombre: 'Morgana' })],
    });
    const merlin = await screen.findByRole('link', { name: /Merlín/ });
    merlin.focus();
    await user.tab();
    await user.tab({ shift: true });
    expect(merlin).toHaveFocus();
    expect(within(merlin).getByText('Coste:')).toBeInTheDocument();
    await user.tab();
    expect(within(merlin).queryByText('Coste:')).not.toBeInTheDocument();
  });

  it('opens what the demo pill means with a tap: the cards are examples, and an admin imports in Catálogo', async () => {
    const { user } = renderApp({
      cards: [makeCard()],
      catalogueInfo: { source: 'demo', cardCount: 1 },
      currentUser: admin,
    });
    await user.click(await screen.findByRole('button', { name: 'Catálogo de demostración' }));
    const notice = await screen.findByRole('dialog');
    expect(notice).toHaveTextContent('Estas cartas son de ejemplo');
    await user.click(within(notice).getByRole('link', { name: 'Catálogo' }));
    expect(readBrowserUrl()).toBe('/catalogo');
  });

  it('tells a player who can import the real catalogue, with no shell command', async () => {
    const { user } = renderApp({
      cards: [makeCard()],
      catalogueInfo: { source: 'demo', cardCount: 1 },
    });
    await user.click(await screen.findByRole('button', { name: 'Catálogo de demostración' }));
    const notice = await screen.findByRole('dialog');
    expect(notice).toHaveTextContent(
      'Quien administra este Grimorio puede importar el catálogo real.',
    );
    expect(notice).not.toHaveTextContent('npm');
  });
  it("sets a card's copies in a visitor's collection from its tile, each tile with its own count", async () => {
    localStorage.setItem(COLLECTION_STORAGE_KEY, JSON.stringify({ cards: [{ id: 2, count: 3 }] }));
    act(() => useLocalCollectionStore.getState().reloadFromStorage());
    const { user } = renderApp({
      cards: [makeCard({ id: 1, nombre: 'Merlín' }), makeCard({ id: 2, nombre: 'Morgana' })],
    });
    const merlin = await screen.findByRole('group', { name: 'Merlín en tu colección' });
    const morgana = screen.getByRole('group', { name: 'Morgana en tu colección' });
    expect(merlin).toHaveTextContent('En tu colección: 0');
    expect(morgana).toHaveTextContent('En tu colección: 3');
    expect(
      within(merlin).getByRole('button', { name: 'Quitar una copia de Merlín de tu colección' }),
    ).toBeDisabled();
    await user.click(
      within(merlin).getByRole('button', { name: 'Añadir una copia de Merlín a tu colección' }),
    );
    await user.click(
      within(morgana).getByRole('button', { name: 'Quitar una copia de Morgana de tu colección' }),
    );
    expect(merlin).toHaveTextContent('En tu colección: 1');
    expect(morgana).toHaveTextContent('En tu colección: 2');
    expect(JSON.parse(localStorage.getItem(COLLECTION_STORAGE_KEY) ?? '{}')).toMatchObject({
      cards: expect.arrayContaining([
        { id: 1, count: 1 },
        { id: 2, count: 2 },
      ]),
    });
    localStorage.clear();
    act(() => useLocalCollectionStore.getState().reloadFromStorage());
  });
});
