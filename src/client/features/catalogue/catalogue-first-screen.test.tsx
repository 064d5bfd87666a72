import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { FIRST_SCREEN_ELEMENT_ID, serializeFirstScreen } from '../../../contract/first-screen';
import { cardsQueryOptions } from '../../lib/catalogue-queries';
import { makeCard } from '../../testing/card-factory';
import { readBrowserUrl, renderApp } from '../../testing/render-app';

const FIRST_CARDS = [makeCard({ nombre: 'Rey Arturo' }), makeCard({ nombre: 'Excalibur' })];

function listedCardNames(): string[] {
  const grid = screen.getByRole('list', { name: 'Cartas' });
  return within(grid)
    .getAllByRole('listitem')
    .map((item) => within(item).getAllByRole('paragraph')[0]?.textContent ?? '');
}

// The page as the server sends it for /cartas: the first cards of a catalogue of 500.
describe('card viewer with the first screen in the page', () => {
  beforeAll(() => {
    const element = document.createElement('script');
    element.type = 'application/json';
    element.id = FIRST_SCREEN_ELEMENT_ID;
    element.textContent = serializeFirstScreen({ total: 500, cards: FIRST_CARDS });
    document.body.append(element);
  });

  it('shows the first cards and the catalogue size without asking for the catalogue', async () => {
    const { queryClient } = renderApp();

    expect(await screen.findByText('Rey Arturo')).toBeInTheDocument();
    expect(listedCardNames()).toEqual(['Rey Arturo', 'Excalibur']);
    expect(screen.getByText('500 cartas')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')[0]).toHaveAttribute('aria-setsize', '500');
    expect(queryClient.getQueryState(cardsQueryOptions.queryKey)?.fetchStatus ?? 'idle').toBe(
      'idle',
    );

    act(() =>
      queryClient.setQueryData(cardsQueryOptions.queryKey, [
        ...FIRST_CARDS,
        makeCard({ nombre: 'Merlín' }),
      ]),
    );
    expect(await screen.findByText('3 cartas')).toBeInTheDocument();
    expect(listedCardNames()).toEqual(['Rey Arturo', 'Excalibur', 'Merlín']);
  });

  it('asks for the catalogue at once and waits for it when a filter applies', async () => {
    const { queryClient } = renderApp({ url: '/cartas?q=merlin' });

    expect(await screen.findByText('Cargando...')).toBeInTheDocument();
    expect(screen.queryByText('Rey Arturo')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(queryClient.getQueryState(cardsQueryOptions.queryKey)?.fetchStatus).toBe('fetching'),
    );
    expect(readBrowserUrl()).toBe('/cartas?q=merlin');
  });
});
