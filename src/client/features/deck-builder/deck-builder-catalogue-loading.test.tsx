import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BUILT_IN_BANLISTS } from '../../../domain/banlists/built-in-banlists';
import { startApiTestServer, type ApiTestServer } from '../../testing/api-test-server';
import { makeCard } from '../../testing/card-factory';
import { renderApp } from '../../testing/render-app';
import { startWithStorage } from './testing/deck-storage';

let server: ApiTestServer | null = null;

async function startServer(): Promise<ApiTestServer> {
  server = await startApiTestServer({
    'GET /api/banlists': () => ({ status: 200, body: BUILT_IN_BANLISTS }),
    'GET /api/cards': () => ({ status: 200, body: [makeCard({ id: 7, nombre: 'Merlín' })] }),
  });
  return server;
}

describe('deck builder and the catalogue download (issue 19)', () => {
  beforeEach(() => startWithStorage());
  afterEach(async () => {
    await server?.close();
    server = null;
  });

  it('shows the format picker without downloading the catalogue, and loads it once a format is chosen', async () => {
    const api = await startServer();
    const { user } = renderApp({ url: '/mazos' });

    const format = await screen.findByRole('button', { name: /^Formato Libre - Primer Bloque/ });
    expect(api.requestsTo('GET', '/api/cards')).toHaveLength(0);

    await user.click(format);
    expect(await screen.findByText('Merlín')).toBeInTheDocument();
    expect(api.requestsTo('GET', '/api/cards')).toHaveLength(1);
  });

  it('starts loading the catalogue when the player reaches for "Importar mazo"', async () => {
    const api = await startServer();
    const { user } = renderApp({ url: '/mazos' });

    await user.click(await screen.findByRole('button', { name: 'Importar mazo' }));
    await waitFor(() => expect(api.requestsTo('GET', '/api/cards')).toHaveLength(1));
    expect(screen.getByRole('dialog', { name: /Importar mazo/ })).toBeInTheDocument();
  });
});
