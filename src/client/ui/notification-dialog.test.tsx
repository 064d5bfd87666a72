import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { notify } from '../lib/notification-store';
import { makeCard } from '../testing/card-factory';
import { renderApp } from '../testing/render-app';

describe('notification modal', () => {
  it('shows a message from any screen under "Notificación" and closes with "Cerrar"', async () => {
    const { user } = renderApp({ url: '/banlists', cards: [makeCard()] });
    act(() => notify('Banlist para "Formato Libre" guardada!'));
    const dialog = await screen.findByRole('dialog', { name: 'Notificación' });
    expect(dialog).toHaveTextContent('Banlist para "Formato Libre" guardada!');
    await user.click(screen.getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
