import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Banlist } from '../../../domain/banlists/banlist';
import { BUILT_IN_BANLISTS } from '../../../domain/banlists/built-in-banlists';
import { useSavedDecksStore } from '../../lib/saved-decks-store';
import { holdReply, startApiTestServer, type ApiTestServer } from '../../testing/api-test-server';
import { makeCard } from '../../testing/card-factory';
import { renderApp } from '../../testing/render-app';

// A format only the server knows, used by the first deck.
const LIGA_DEL_SUR: Banlist = {
  key: 'ligaDelSur',
  name: 'Liga del Sur',
  effectiveDate: null,
  rules: { minAllies: 0, maxCard: 50, banned: [], limitedOne: [], limitedTwo: [] },
};
const NOTICE = /No se pudieron cargar las banlists oficiales/;
const merlin = makeCard({ id: 1, nombre: 'Merlín' });

let server: ApiTestServer | null = null;

function renderAnalysisLoadingBanlists() {
  // No official formats in the cache: the app asks the test server for them.
  return renderApp({ url: '/analisis', cards: [merlin] });
}

describe('deck analysis while the official formats load', () => {
  beforeEach(() => {
    localStorage.clear();
    act(() => {
      useSavedDecksStore.getState().reloadFromStorage();
      useSavedDecksStore
        .getState()
        .saveDeck({ id: 'sur', name: 'Sureños', format: 'ligaDelSur', cards: [merlin] });
      useSavedDecksStore
        .getState()
        .saveDeck({ id: 'libre', name: 'Libres', format: 'formatoLibre', cards: [merlin] });
    });
  });
  afterEach(async () => {
    await server?.close();
    server = null;
    localStorage.clear();
    act(() => useSavedDecksStore.getState().reloadFromStorage());
  });

  it('shows "Cargando..." until the server sends its formats, then judges decks by them', async () => {
    const held = holdReply();
    server = await startApiTestServer({ 'GET /api/banlists': () => held.reply });
    renderAnalysisLoadingBanlists();

    await waitFor(() => expect(server?.requestsTo('GET', '/api/banlists')).toHaveLength(1));
    expect(screen.getByText('Cargando...')).toBeInTheDocument();
    expect(screen.queryByLabelText('Primer mazo')).toBeNull();

    held.release({ status: 200, body: [...BUILT_IN_BANLISTS, LIGA_DEL_SUR] });
    const first = await screen.findByRole('region', { name: 'Primer mazo: Sureños' });
    expect(within(first).queryByText(/ya no existe/)).toBeNull();
    expect(screen.queryByText(NOTICE)).toBeNull();
  });

  it('uses the built-in formats with a notice when the server cannot send its own', async () => {
    server = await startApiTestServer({
      'GET /api/banlists': () => ({ status: 404, body: { error: 'not_found', message: 'No.' } }),
    });
    renderAnalysisLoadingBanlists();

    expect(await screen.findByText(NOTICE)).toBeInTheDocument();
    const first = await screen.findByRole('region', { name: 'Primer mazo: Sureños' });
    expect(within(first).getByText(/ligaDelSur\) ya no existe/)).toBeInTheDocument();
  });
});
