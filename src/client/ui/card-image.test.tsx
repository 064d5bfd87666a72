import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeCard } from '../testing/card-factory';
import { renderApp } from '../testing/render-app';
import { CardImage } from './card-image';

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

  it("offers every width the server renders for the catalogue's own images", async () => {
    renderApp({ cards: [makeCard({ nombre: 'Propia', ruta_completa: '/images/demo/8.webp' })] });

    const tile = await screen.findByRole('link', { name: /Propia/ });
    expect(tile.querySelector('img')?.getAttribute('srcset')).toBe(
      '/images/demo/8.webp?w=160 160w, /images/demo/8.webp?w=240 240w, /images/demo/8.webp?w=320 320w, /images/demo/8.webp?w=400 400w, /images/demo/8.webp?w=480 480w',
    );
  });

  it('loads a priority image at once and first, and the others lazily', () => {
    render(
      <>
        <CardImage
          src="/images/demo/1.webp"
          alt="Primera"
          width={178}
          height={249}
          placeholderLabel="Sin Imagen"
          isPriority
        />
        <CardImage
          src="/images/demo/2.webp"
          alt="Segunda"
          width={178}
          height={249}
          placeholderLabel="Sin Imagen"
        />
      </>,
    );

    const first = screen.getByRole('img', { name: 'Primera' });
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    const second = screen.getByRole('img', { name: 'Segunda' });
    expect(second).toHaveAttribute('loading', 'lazy');
    expect(second).toHaveAttribute('fetchpriority', 'auto');
  });

  it('loads an image of the first row at once, at the usual priority', () => {
    render(
      <CardImage
        src="/images/demo/2.webp"
        alt="Segunda"
        width={178}
        height={249}
        placeholderLabel="Sin Imagen"
        isEager
      />,
    );
    const image = screen.getByRole('img', { name: 'Segunda' });
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('fetchpriority', 'auto');
  });

  it('gives a tile of fixed width one thumbnail for its width at the screen density, and the priority tile the srcset the page preloads', () => {
    const ratio = window.devicePixelRatio;
    Object.defineProperty(window, 'devicePixelRatio', { configurable: true, value: 2 });
    try {
      render(
        <>
          {[1, 2].map((id) => (
            <CardImage
              key={id}
              src={`/images/demo/${id}.webp?w=240`}
              sizes="184px"
              alt={`Carta ${id}`}
              width={184}
              height={257}
              placeholderLabel="Sin Imagen"
              isPriority={id === 1}
              isSlotWidthFixed
            />
          ))}
        </>,
      );
    } finally {
      Object.defineProperty(window, 'devicePixelRatio', { configurable: true, value: ratio });
    }

    const first = screen.getByRole('img', { name: 'Carta 1' });
    expect(first.getAttribute('srcset')).toContain('/images/demo/1.webp?w=480 480w');
    expect(first).toHaveAttribute('sizes', '184px');
    const second = screen.getByRole('img', { name: 'Carta 2' });
    expect(second).toHaveAttribute('src', '/images/demo/2.webp?w=400');
    expect(second).not.toHaveAttribute('srcset');
    expect(second).not.toHaveAttribute('sizes');
  });
});
