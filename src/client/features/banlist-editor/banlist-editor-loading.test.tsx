import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Banlist } from '../../../domain/banlists/banlist';
import { BUILT_IN_BANLISTS } from '../../../domain/banlists/built-in-banlists';
import { useBanlistStore } from '../../lib/banlist-store';
import { holdReply, startApiTestServer, type ApiTestServer } from '../../testing/api-test-server';
import { makeCard } from '../../testing/card-factory';
import { renderApp } from '../../testing/render-app';

// A format only the server knows: seeing it proves the editor shows the server's lists.
const LIGA_DEL_SUR: Banlist = {
  key: 'ligaDelSur',
  name: 'Liga del Sur',
  effectiveDate: null,
  rules: { minAllies: 10, maxCard: 50, banned: [], limitedOne: [], limitedTwo: [] },
};
const NOTICE = /No se pudieron cargar las banlists oficiales/;

let server: ApiTestServer | null = null;

function renderEditorLoadingBanlists() {
  // No official formats in the cache: the app asks the test server for them.
  return renderApp({ url: '/banlists', cards: [makeCard({ nombre: 'Fergus' })] });
}

function readFormatNames(): string[] {
  return Array.from(
    (screen.getByLabelText('Formato') as HTMLSelectElement).options,
    (option) => option.text,
  );
}

describe('banlist editor while the official formats load', () => {
  beforeEach(() => {
    localStorage.clear();
    useBanlistStore.getState().reloadFromStorage();
  });
  afterEach(async () => {
    await server?.close();
    server = null;
  });

  it('shows "Cargando..." until the server sends its formats, then offers them', async () => {
    const held = holdReply();
    server = await startApiTestServer({ 'GET /api/banlists': () => held.reply });
    renderEditorLoadingBanlists();

    await waitFor(() => expect(server?.requestsTo('GET', '/api/banlists')).toHaveLength(1));
    expect(screen.getByText('Cargando...')).toBeInTheDocument();
    expect(screen.queryByLabelText('Formato')).toBeNull();

    held.release({ status: 200, body: [...BUILT_IN_BANLISTS, LIGA_DEL_SUR] });
    await screen.findByLabelText('Formato');
    expect(readFormatNames()).toContain('Liga del Sur');
    expect(screen.queryByText(NOTICE)).toBeNull();
  });

  it('offers the built-in formats with a notice when the server cannot send its own', async () => {
    server = await startApiTestServer({
      'GET /api/banlists': () => ({ status: 404, body: { error: 'not_found', message: 'No.' } }),
    });
    renderEditorLoadingBanlists();

    expect(await screen.findByText(NOTICE)).toBeInTheDocument();
    expect(readFormatNames()).toContain('Formato Libre - Primer Bloque');
    expect(readFormatNames()).not.toContain('Liga del Sur');
  });
});
