import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BUILT_IN_BANLISTS } from '../../../domain/banlists/built-in-banlists';
import { makeCard } from '../../testing/card-factory';
import { readBrowserUrl, renderApp } from '../../testing/render-app';

const SECTION_TITLES = [
  'Visor de Cartas',
  'Fabrica de tech',
  'Editor de Banlists',
  'Análisis de Mazos',
  'Revisión de Cartas',
  'Mazos de la comunidad',
  'Mi colección',
];

describe('app shell', () => {
  it('lists the sections in the side menu and closes it when one is chosen', async () => {
    const { user } = renderApp({ cards: [makeCard()], officialBanlists: [...BUILT_IN_BANLISTS] });
    await user.click(screen.getByRole('button', { name: 'Abrir menú' }));
    const menu = await screen.findByRole('dialog');
    const nav = within(menu).getByRole('navigation', { name: 'Secciones' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(SECTION_TITLES);

    await user.click(within(nav).getByRole('link', { name: 'Editor de Banlists' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(readBrowserUrl()).toBe('/banlists');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Editor de Banlists');
    expect(await screen.findByRole('option', { name: '-- Selecciona --' })).toBeInTheDocument();
  });

  it.each([
    ['/mazos', 'Fabrica de tech', 'Crear tech'],
    ['/banlists', 'Editor de Banlists', '-- Selecciona --'],
    ['/analisis', 'Análisis de Mazos', 'Necesitas al menos dos mazos guardados para analizar.'],
    ['/revision', 'Revisión de Cartas', 'Inicia sesión para revisar cartas.'],
  ])('opens %s directly, as on reload, with the title "%s"', async (url, title, content) => {
    renderApp({ url, cards: [makeCard()], officialBanlists: [...BUILT_IN_BANLISTS] });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title);
    expect(await screen.findByText(content)).toBeInTheDocument();
  });

  it('shows the card viewer at an unknown path', async () => {
    renderApp({ url: '/no-existe', cards: [makeCard({ nombre: 'Merlín' })] });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Visor de Cartas');
    expect(await screen.findByText('Merlín')).toBeInTheDocument();
  });

  it('shows the card viewer at the root path', async () => {
    renderApp({ url: '/', cards: [makeCard({ nombre: 'Merlín' })] });
    expect(await screen.findByText('Merlín')).toBeInTheDocument();
  });

  it.each([
    ['/cartas', true],
    ['/mazos', true],
    ['/banlists', false],
    ['/analisis', false],
    ['/revision', false],
  ])('at %s shows the filter panel in the menu: %s', async (url, hasFilters) => {
    const { user } = renderApp({ url, cards: [makeCard()] });
    await user.click(screen.getByRole('button', { name: 'Abrir menú' }));
    const menu = await screen.findByRole('dialog');
    expect(within(menu).queryByRole('heading', { name: 'Filtros' }) !== null).toBe(hasFilters);
  });

  it("goes back to the previous section with the browser's back button", async () => {
    const { user } = renderApp({ cards: [makeCard({ nombre: 'Merlín' })] });
    await user.click(screen.getByRole('button', { name: 'Abrir menú' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('link', { name: 'Análisis de Mazos' }),
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Análisis de Mazos');
    window.history.back();
    await waitFor(() => expect(readBrowserUrl()).toBe('/cartas'));
    expect(await screen.findByText('Merlín')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Visor de Cartas');
  });
});
