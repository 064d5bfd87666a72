import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeCard } from '../testing/card-factory';
import { renderApp } from '../testing/render-app';

/** Addresses a card could have been stored with before the server checked them. */
const UNSAFE_URLS = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  'data:image/svg+xml,<svg onload=alert(1)>',
  'vbscript:msgbox(1)',
  '//evil.example/carta.png',
];

describe('card images', () => {
  it.each(UNSAFE_URLS)(
    'shows "Sin Imagen" instead of an img for %j in the catalogue',
    async (url) => {
      renderApp({ cards: [makeCard({ nombre: 'Sospechosa', ruta_completa: url })] });

      const tile = await screen.findByRole('link', { name: /Sospechosa/ });
      expect(within(tile).getByRole('img', { name: 'Sin Imagen' })).toBeInTheDocument();
      expect(tile.querySelector('img')).toBeNull();
    },
  );

  it('renders no img src for a javascript: URL on the card page', async () => {
    renderApp({
      url: '/cartas/5',
      cards: [makeCard({ id: 5, nombre: 'Sospechosa', ruta_completa: 'javascript:alert(1)' })],
    });

    expect(await screen.findByRole('img', { name: 'Sospechosa' })).toBeInTheDocument();
    expect(document.querySelector('img[src^="javascript" i]')).toBeNull();
  });

  it.each(['https://cartas.example/1.png', 'http://cartas.example/1.png'])(
    'keeps an img for the http(s) address %s',
    async (url) => {
      renderApp({ cards: [makeCard({ nombre: 'Remota', ruta_completa: url })] });

      const tile = await screen.findByRole('link', { name: /Remota/ });
      expect(tile.querySelector('img')).toHaveAttribute('src', url);
    },
  );
});
