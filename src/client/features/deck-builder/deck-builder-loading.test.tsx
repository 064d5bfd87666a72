import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Banlist } from '../../../domain/banlists/banlist';
import { BUILT_IN_BANLISTS } from '../../../domain/banlists/built-in-banlists';
import {
  holdReply,
  startApiTestServer,
  type ApiTestServer,
  type TestReply,
} from '../../testing/api-test-server';
import { makeCard } from '../../testing/card-factory';
import { renderApp } from '../../testing/render-app';
import { startWithStorage } from './testing/deck-storage';

// A format only the server knows: seeing it proves the picker shows the server's lists.
const LIGA_DEL_SUR: Banlist = {
  key: 'ligaDelSur',
  name: 'Liga del Sur',
  effectiveDate: null,
  rules: { minAllies: 10, maxCard: 50, banned: [], limitedOne: [], limitedTwo: [] },
};
const OFFICIAL = [...BUILT_IN_BANLISTS, LIGA_DEL_SUR];

let server: ApiTestServer | null = null;

function renderBuilderLoadingBanlists() {
  // No official formats in the cache: the app asks the test server for them.
  return renderApp({ url: '/mazos', cards: [makeCard({ nombre: 'Merlín' })] });
}

describe('deck builder while the official formats load', () => {
  beforeEach(() => startWithStorage());
  afterEach(async () => {
    await server?.close();
    server = null;
  });

  it('shows "Cargando..." until the server sends its formats, then offers them', async () => {
    const held = holdReply();
    server = await startApiTestServer({ 'GET /api/banlists': () => held.reply });
    renderBuilderLoadingBanlists();

    const builder = await screen.findByRole('dialog', { name: 'Fabrica de tech' });
    expect(within(builder).getByRole('status')).toHaveTextContent('Cargando...');
    expect(screen.queryByRole('region', { name: 'Crear tech' })).toBeNull();
    await waitFor(() => expect(server?.requestsTo('GET', '/api/banlists')).toHaveLength(1));
    expect(screen.getByText('Cargando...')).toBeInTheDocument();

    held.release({ status: 200, body: OFFICIAL });
    const create = await screen.findByRole('region', { name: 'Crear tech' });
    expect(within(create).getByRole('button', { name: 'Liga del Sur' })).toBeInTheDocument();
    expect(screen.queryByText('Cargando...')).toBeNull();
    expect(screen.queryByText(/No se pudieron cargar las banlists oficiales/)).toBeNull();
  });

  it('offers the built-in formats with a notice when the server cannot send its own, and retries', async () => {
    let reply: TestReply = { status: 404, body: { error: 'not_found', message: 'No existe.' } };
    server = await startApiTestServer({ 'GET /api/banlists': () => reply });
    const { user } = renderBuilderLoadingBanlists();

    const notice = await screen.findByText(/No se pudieron cargar las banlists oficiales/);
    const create = screen.getByRole('region', { name: 'Crear tech' });
    expect(
      within(create).getByRole('button', { name: /^Formato Libre - Primer Bloque/ }),
    ).toBeInTheDocument();
    expect(within(create).queryByRole('button', { name: 'Liga del Sur' })).toBeNull();

    reply = { status: 200, body: OFFICIAL };
    await user.click(
      within(notice.parentElement ?? notice).getByRole('button', { name: 'Reintentar' }),
    );
    expect(await within(create).findByRole('button', { name: 'Liga del Sur' })).toBeInTheDocument();
    expect(screen.queryByText(/No se pudieron cargar las banlists oficiales/)).toBeNull();
  });
});
