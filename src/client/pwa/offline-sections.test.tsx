import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeCard } from '../testing/card-factory';
import { renderApp } from '../testing/render-app';
import { OFFLINE_SECTION_MESSAGE } from '../ui/offline-notice';
import { UpdatePrompt } from './update-prompt';
import { useUpdateStore } from './update-store';

/** Makes the browser say it is offline (or back), as a lost signal does. */
function setOnline(isOnline: boolean) {
  act(() => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(isOnline);
    window.dispatchEvent(new Event(isOnline ? 'online' : 'offline'));
  });
}

afterEach(() => {
  vi.restoreAllMocks();
  useUpdateStore.setState({ isUpdateWaiting: false, applyUpdate: () => undefined });
});

describe('sections that need the server', () => {
  it.each([
    ['the card review', '/revision'],
    ['the sign-in form', '/cuenta/entrar'],
    ['the community decks', '/comunidad'],
  ])('%s says it needs a connection while offline, and comes back online', async (_name, url) => {
    setOnline(false);
    renderApp({ url, cards: [makeCard({ id: 1 })], currentUser: null });
    expect(await screen.findByText(OFFLINE_SECTION_MESSAGE)).toBeInTheDocument();

    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('offline'));
    setOnline(true);
    // The section listens for 'online' from an effect, which may run just after the notice is
    // first painted; when it runs it reads the status again, so the notice goes either way.
    await waitFor(() =>
      expect(screen.queryByText(OFFLINE_SECTION_MESSAGE)).not.toBeInTheDocument(),
    );
  });

  it('leaves the catalogue working offline', async () => {
    setOnline(false);
    renderApp({ url: '/cartas', cards: [makeCard({ id: 1, nombre: 'Escudero del Alba' })] });
    expect(await screen.findByRole('link', { name: /Escudero del Alba/ })).toBeInTheDocument();
    expect(screen.queryByText(OFFLINE_SECTION_MESSAGE)).not.toBeInTheDocument();
  });
});

describe("the 'Actualización disponible' prompt", () => {
  it('shows nothing until a new release waits', () => {
    render(<UpdatePrompt />);
    expect(screen.queryByText('Actualización disponible')).not.toBeInTheDocument();
  });

  it("hands over to the new release only on 'Actualizar', and 'Más tarde' hides it", async () => {
    const user = userEvent.setup();
    const applyUpdate = vi.fn();
    render(<UpdatePrompt />);
    act(() => useUpdateStore.getState().showUpdate(applyUpdate));

    const prompt = screen.getByRole('region', { name: 'Actualización disponible' });
    expect(screen.getByRole('status')).toHaveTextContent('Actualización disponible');
    expect(prompt).not.toContainElement(document.activeElement as HTMLElement);
    await user.click(screen.getByRole('button', { name: 'Actualizar' }));
    expect(applyUpdate).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: 'Más tarde' }));
    expect(screen.queryByText('Actualización disponible')).not.toBeInTheDocument();
    expect(applyUpdate).toHaveBeenCalledTimes(1);
  });
});
