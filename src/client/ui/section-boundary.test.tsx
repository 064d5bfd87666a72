import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyScreen } from '../lib/lazy-screen';
import { HeaderRetryButton } from './header-retry-button';
import { describeSectionFailure, OptionalPart, SectionBoundary } from './section-boundary';

/** What Chromium throws when a chunk's request fails. */
const CHUNK_ERROR = new TypeError(
  'Failed to fetch dynamically imported module: http://127.0.0.1/assets/deck-builder-screen.js',
);

function Builder() {
  return <p>Fabrica de tech abierta</p>;
}

function Broken(): never {
  throw new Error('un error al mostrar');
}

// React reports every error a boundary catches on the console; these tests cause them on purpose.
vi.spyOn(console, 'error').mockImplementation(() => {});
afterEach(() => {
  vi.mocked(console.error).mockClear();
});

describe('a section that fails', () => {
  it('says its code did not arrive, asks again only on Reintentar, and then opens', async () => {
    const load = vi.fn<() => Promise<typeof Builder>>().mockRejectedValueOnce(CHUNK_ERROR);
    load.mockResolvedValue(Builder);
    const Screen = lazyScreen(load);
    render(
      <SectionBoundary resetKey="/mazos">
        <Suspense fallback={<p>Cargando...</p>}>
          <Screen />
        </Suspense>
      </SectionBoundary>,
    );

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No se pudo abrir esta sección');
    expect(alert).toHaveTextContent('No llegó el código de esta sección.');
    // A dead connection is not asked again and again by itself.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(load).toHaveBeenCalledTimes(1);

    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));

    expect(await screen.findByText('Fabrica de tech abierta')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps a render failure in its section and clears it at another address', async () => {
    const { rerender } = render(
      <>
        <header>Grimorio</header>
        <SectionBoundary resetKey="/cartas/3">
          <Broken />
        </SectionBoundary>
      </>,
    );

    expect(screen.getByRole('alert')).toHaveTextContent('Algo falló al mostrar esta sección.');
    expect(screen.getByText('Grimorio')).toBeInTheDocument();

    rerender(
      <>
        <header>Grimorio</header>
        <SectionBoundary resetKey="/mazos">
          <Builder />
        </SectionBoundary>
      </>,
    );

    expect(screen.getByText('Fabrica de tech abierta')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('asks again for what failed when the player moves to another address', async () => {
    const load = vi.fn<() => Promise<typeof Builder>>().mockRejectedValueOnce(CHUNK_ERROR);
    load.mockResolvedValue(Builder);
    const Screen = lazyScreen(load);
    const renderAt = (address: string) => (
      <OptionalPart resetKey={address}>
        <Screen />
      </OptionalPart>
    );
    const { rerender } = render(renderAt('/cartas'));
    await vi.waitFor(() => expect(console.error).toHaveBeenCalled());
    expect(screen.queryByText('Fabrica de tech abierta')).toBeNull();

    rerender(renderAt('/mazos'));

    expect(await screen.findByText('Fabrica de tech abierta')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shows a caller’s own failure instead, with the same retry', async () => {
    const load = vi.fn<() => Promise<typeof Builder>>().mockRejectedValueOnce(CHUNK_ERROR);
    load.mockResolvedValue(Builder);
    const Screen = lazyScreen(load);
    render(
      <OptionalPart
        resetKey="/"
        renderFailure={(retry) => <HeaderRetryButton label="Reintentar cuenta" onRetry={retry} />}
      >
        <Screen />
      </OptionalPart>,
    );

    await userEvent.click(await screen.findByRole('button', { name: 'Reintentar cuenta' }));

    expect(await screen.findByText('Fabrica de tech abierta')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reintentar cuenta' })).toBeNull();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('tells an offline player the section is not on the device yet', () => {
    expect(describeSectionFailure(CHUNK_ERROR, false)).toBe(
      'Sin conexión: esta sección aún no está guardada en este dispositivo. Vuelve a intentarlo con señal.',
    );
    expect(describeSectionFailure(new Error('Importing a module script failed.'), true)).toBe(
      'No llegó el código de esta sección. Revisa tu conexión y vuelve a intentarlo.',
    );
    expect(describeSectionFailure(new RangeError('otro'), false)).toMatch(/^Algo falló/u);
  });
});
