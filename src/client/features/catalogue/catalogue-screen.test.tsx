import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cardsQueryOptions } from '../../lib/catalogue-queries';
import { makeCard } from '../../testing/card-factory';
import { readBrowserUrl, renderApp } from '../../testing/render-app';

function listedCardNames(): string[] {
  const grid = screen.getByRole('list', { name: 'Cartas' });
  return within(grid)
    .getAllByRole('listitem')
    .map((item) => within(item).getAllByRole('paragraph')[0]?.textContent ?? '');
}

async function openMenu(user: ReturnType<typeof renderApp>['user']) {
  await user.click(screen.getByRole('button', { name: 'Abrir menú' }));
  return screen.findByRole('dialog');
}

describe('card viewer', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows each card with its name and "type - edition"', async () => {
    renderApp({
      cards: [
        makeCard({ nombre: 'Rey Arturo', tipo: 'aliado', edicion: 'Espada Sagrada' }),
        makeCard({ nombre: 'Excalibur', tipo: 'arma', edicion: 'Cruzadas' }),
      ],
    });
    expect(await screen.findByText('Rey Arturo')).toBeInTheDocument();
    expect(screen.getByText('Aliado - Espada Sagrada')).toBeInTheDocument();
    expect(screen.getByText('Arma - Cruzadas')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Visor de Cartas');
  });

  it('shows "Cargando..." until the cards arrive, then the grid', async () => {
    const { queryClient } = renderApp();
    expect(screen.getByText('Cargando...')).toBeInTheDocument();
    act(() =>
      queryClient.setQueryData(cardsQueryOptions.queryKey, [makeCard({ nombre: 'Merlín' })]),
    );
    expect(await screen.findByText('Merlín')).toBeInTheDocument();
    expect(screen.queryByText('Cargando...')).not.toBeInTheDocument();
  });

  it('narrows the grid and writes the filter into the URL as the user types and picks', async () => {
    const { user } = renderApp({
      cards: [
        makeCard({ nombre: 'Dragón Rojo', tipo: 'aliado', coste: 5 }),
        makeCard({ nombre: 'Dragón de Oro', tipo: 'oro', coste: null, fuerza: null }),
        makeCard({ nombre: 'Lanza', tipo: 'arma', coste: 1 }),
      ],
    });
    const menu = await openMenu(user);
    await user.type(within(menu).getByPlaceholderText('Buscar por nombre...'), 'dragon');
    await waitFor(() => expect(readBrowserUrl()).toBe('/cartas?q=dragon'));
    await user.selectOptions(within(menu).getByLabelText('Tipo'), 'Aliado');
    await waitFor(() => expect(readBrowserUrl()).toBe('/cartas?q=dragon&tipo=aliado'));
    await user.keyboard('{Escape}');
    expect(listedCardNames()).toEqual(['Dragón Rojo']);
    expect(screen.getByText('1 de 3 cartas')).toBeInTheDocument();
  });

  it('restores a filtered view from the URL, as after a reload or a shared link', async () => {
    const { user } = renderApp({
      url: '/cartas?edicion=Cruzadas&coste=3',
      cards: [
        makeCard({ nombre: 'Templario', edicion: 'Cruzadas', coste: 3 }),
        makeCard({ nombre: 'Sarraceno', edicion: 'Cruzadas', coste: 2 }),
        makeCard({ nombre: 'Merlín', edicion: 'Espada Sagrada', coste: 3 }),
      ],
    });
    expect(await screen.findByText('Templario')).toBeInTheDocument();
    expect(listedCardNames()).toEqual(['Templario']);
    const menu = await openMenu(user);
    expect(within(menu).getByLabelText('Edición')).toHaveValue('Cruzadas');
    expect(within(menu).getByLabelText('Coste')).toHaveValue('3');
  });

  it('offers the distinct values present, costs in numeric order, each list led by its "all" label', async () => {
    const { user } = renderApp({
      cards: [
        makeCard({ coste: 10, fuerza: 3, raza: 'Faerie' }),
        makeCard({ coste: 2, fuerza: null, raza: null, tipo: 'talisman' }),
        makeCard({ coste: 1, fuerza: 12, raza: 'Caballero' }),
        makeCard({ coste: 2, fuerza: 3, raza: 'Caballero' }),
      ],
    });
    const menu = await openMenu(user);
    const optionsOf = (label: string) =>
      within(within(menu).getByLabelText(label))
        .getAllByRole('option')
        .map((option) => option.textContent);
    expect(optionsOf('Coste')).toEqual(['Coste', '1', '2', '10']);
    expect(optionsOf('Fuerza')).toEqual(['Fuerza', '3', '12']);
    expect(optionsOf('Raza')).toEqual(['Todas las Razas', 'Caballero', 'Faerie']);
    expect(optionsOf('Tipo')).toEqual(['Todos los Tipos', 'Aliado', 'Talismán']);
    expect(optionsOf('Edición')).toEqual(['Todas las Ediciones', 'Espada Sagrada']);
  });

  it('says "No se encontraron cartas" when nothing matches, and clearing the filter brings the cards back', async () => {
    const { user } = renderApp({ url: '/cartas?q=zzz', cards: [makeCard({ nombre: 'Merlín' })] });
    expect(await screen.findByText('No se encontraron cartas')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Limpiar filtros' }));
    expect(await screen.findByText('Merlín')).toBeInTheDocument();
    await waitFor(() => expect(readBrowserUrl()).toBe('/cartas'));
  });

  it('shows the overlay only after 1.5 s of hovering, and hides it when the mouse leaves', async () => {
    vi.useFakeTimers();
    renderApp({
      cards: [makeCard({ nombre: 'Merlín', habilidad: 'Roba dos cartas.', coste: 3, fuerza: 1 })],
    });
    const card = screen.getByRole('link', { name: /Merlín/ });
    fireEvent.mouseEnter(card);
    act(() => vi.advanceTimersByTime(1499));
    expect(screen.queryByText('Roba dos cartas.')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(within(card).getByText('Roba dos cartas.')).toBeInTheDocument();
    expect(within(card).getByText('Coste:').nextSibling).toHaveTextContent('3');
    expect(within(card).getByText('Fuerza:').nextSibling).toHaveTextContent('1');
    fireEvent.mouseLeave(card);
    expect(screen.queryByText('Roba dos cartas.')).not.toBeInTheDocument();
  });

  it('does not show the overlay when the mouse leaves before 1.5 s', () => {
    vi.useFakeTimers();
    renderApp({ cards: [makeCard({ nombre: 'Merlín', habilidad: 'Roba dos cartas.' })] });
    const card = screen.getByRole('link', { name: /Merlín/ });
    fireEvent.mouseEnter(card);
    act(() => vi.advanceTimersByTime(1000));
    fireEvent.mouseLeave(card);
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.queryByText('Roba dos cartas.')).not.toBeInTheDocument();
  });

  it('says a card has no ability and leaves out Fuerza when it has none', () => {
    vi.useFakeTimers();
    renderApp({
      cards: [
        makeCard({ nombre: 'Oro Puro', tipo: 'oro', habilidad: null, coste: null, fuerza: null }),
      ],
    });
    const card = screen.getByRole('link', { name: /Oro Puro/ });
    fireEvent.mouseEnter(card);
    act(() => vi.advanceTimersByTime(1500));
    expect(within(card).getByText('Esta carta no tiene habilidad.')).toBeInTheDocument();
    expect(within(card).getByText('Coste:')).toBeInTheDocument();
    expect(within(card).queryByText('Fuerza:')).not.toBeInTheDocument();
  });

  it('shows "Sin Imagen" for a card without an image and for an image that fails to load', async () => {
    renderApp({
      cards: [makeCard({ nombre: 'Sin ruta', ruta_completa: null }), makeCard({ nombre: 'Rota' })],
    });
    const withoutUrl = await screen.findByRole('link', { name: /Sin ruta/ });
    expect(within(withoutUrl).getByRole('img', { name: 'Sin Imagen' })).toBeInTheDocument();
    const broken = screen.getByRole('link', { name: /Rota/ });
    const image = broken.querySelector('img');
    expect(image).not.toBeNull();
    fireEvent.error(image as HTMLImageElement);
    expect(within(broken).getByRole('img', { name: 'Sin Imagen' })).toBeInTheDocument();
  });

  it('asks the server for small thumbnails of its own images, the first row at once and the rest lazily', async () => {
    renderApp({
      cards: Array.from({ length: 30 }, (_, index) =>
        makeCard({
          id: index + 1,
          nombre: `Carta ${index + 1}`,
          ruta_completa: '/images/demo/7.webp',
        }),
      ),
    });
    await screen.findByRole('link', { name: /^Carta 1\b/ });
    const grid = screen.getByRole('list', { name: 'Cartas' });
    const rows = [...grid.querySelectorAll(':scope > [role="none"]')];
    expect(rows.length).toBeGreaterThan(1);
    const [firstRow, ...otherRows] = rows.map((row) => [...row.querySelectorAll('img')]);
    expect(firstRow!.length).toBeGreaterThan(1);
    const [first, ...restOfRow] = firstRow!;
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    for (const image of restOfRow) {
      expect(image).toHaveAttribute('loading', 'eager');
      expect(image).toHaveAttribute('fetchpriority', 'auto');
      expect(image).toHaveAttribute('src', '/images/demo/7.webp?w=240');
      expect(image).toHaveAttribute('width');
      expect(image).toHaveAttribute('height');
    }
    for (const image of otherRows.flat()) expect(image).toHaveAttribute('loading', 'lazy');
  });

  it('keeps only the cards near the viewport in the page, whatever the catalogue size', async () => {
    const cards = Array.from({ length: 5000 }, (_, index) =>
      makeCard({ nombre: `Carta número ${index}` }),
    );
    renderApp({ cards });
    const grid = await screen.findByRole('list', { name: 'Cartas' });
    const items = within(grid).getAllByRole('listitem');
    expect(items.length).toBeGreaterThan(0);
    expect(items.length).toBeLessThanOrEqual(60);
    expect(items[0]).toHaveAttribute('aria-setsize', '5000');
  });

  it("opens a card's page when the card is clicked", async () => {
    const { user } = renderApp({ cards: [makeCard({ id: 42, nombre: 'Merlín' })] });
    await user.click(await screen.findByRole('link', { name: /Merlín/ }));
    expect(readBrowserUrl()).toBe('/cartas/42');
    expect(await screen.findByRole('heading', { name: 'Merlín' })).toBeInTheDocument();
  });

  it('keeps a filter typed just before a card is opened in the list the back button returns to', async () => {
    const { user } = renderApp({
      cards: [makeCard({ id: 42, nombre: 'Merlín' }), makeCard({ id: 7, nombre: 'Morgana' })],
    });
    const menu = await openMenu(user);
    await user.type(within(menu).getByPlaceholderText('Buscar por nombre...'), 'merl');
    await user.keyboard('{Escape}');
    await user.click(await screen.findByRole('link', { name: /Merlín/ }));
    expect(readBrowserUrl()).toBe('/cartas/42');
    act(() => window.history.back());
    await waitFor(() => expect(readBrowserUrl()).toBe('/cartas?q=merl'));
    await waitFor(() => expect(listedCardNames()).toEqual(['Merlín']));
  });

  it('marks the demo catalogue, and not an imported one', async () => {
    renderApp({ cards: [makeCard()], catalogueInfo: { source: 'demo', cardCount: 1 } });
    expect(await screen.findByText('Catálogo de demostración')).toBeInTheDocument();
  });

  it('does not mark an imported catalogue as a demo', async () => {
    renderApp({
      cards: [makeCard({ nombre: 'Merlín' })],
      catalogueInfo: { source: 'imported', cardCount: 1 },
    });
    await screen.findByText('Merlín');
    expect(screen.queryByText('Catálogo de demostración')).not.toBeInTheDocument();
  });
});
