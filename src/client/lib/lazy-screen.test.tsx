import { act, render, screen } from '@testing-library/react';
import { Suspense, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyScreen } from './lazy-screen';

function Greeting({ name }: { name: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      Hola {name} {count}
    </button>
  );
}

function renderInSuspense(children: React.ReactNode) {
  return render(<Suspense fallback={<p>Cargando...</p>}>{children}</Suspense>);
}

describe('lazyScreen', () => {
  it('renders a screen whose code was preloaded at once, without its fallback', async () => {
    const Screen = lazyScreen(async () => Greeting);

    await Screen.preload();
    renderInSuspense(<Screen name="Ana" />);

    // In the first commit: nothing else is awaited.
    expect(screen.getByRole('button', { name: 'Hola Ana 0' })).toBeInTheDocument();
    expect(screen.queryByText('Cargando...')).not.toBeInTheDocument();
  });

  it('shows the fallback while the code is on its way, then the screen', async () => {
    let deliver: (component: typeof Greeting) => void = () => {};
    const Screen = lazyScreen(() => new Promise<typeof Greeting>((resolve) => (deliver = resolve)));

    renderInSuspense(<Screen name="Ana" />);
    expect(screen.getByText('Cargando...')).toBeInTheDocument();
    await act(async () => deliver(Greeting));

    expect(await screen.findByRole('button', { name: 'Hola Ana 0' })).toBeInTheDocument();
  });

  it('keeps a screen mounted before its code arrived as it is once the code is kept', async () => {
    let deliver: (component: typeof Greeting) => void = () => {};
    const Screen = lazyScreen(() => new Promise<typeof Greeting>((resolve) => (deliver = resolve)));
    const { rerender } = renderInSuspense(<Screen name="Ana" />);
    await act(async () => deliver(Greeting));
    const button = await screen.findByRole('button', { name: 'Hola Ana 0' });

    await act(async () => button.click());
    rerender(
      <Suspense fallback={<p>Cargando...</p>}>
        <Screen name="Ana" />
      </Suspense>,
    );

    // The same element with its state: not remounted as the loaded component.
    expect(screen.getByRole('button', { name: 'Hola Ana 1' })).toBe(button);
  });

  it('resolves its preload when the download fails, leaving the error to the render', async () => {
    const Screen = lazyScreen(() => Promise.reject(new Error('Failed to fetch')));

    await expect(Screen.preload()).resolves.toBeUndefined();
  });
});
