import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CurrentUser } from '../../../contract/auth';
import type { Card } from '../../../domain/cards/card';
import { makeCard } from '../../testing/card-factory';
import { startApiTestServer, type ApiTestServer } from '../../testing/api-test-server';
import { renderApp } from '../../testing/render-app';

const editor: CurrentUser = { id: 'u-1', email: 'eva@example.org', name: 'Eva', role: 'editor' };

const created = makeCard({ id: 12, nombre: 'Bennu', coste: 2, revisada: false });
const renamed: Card = { ...created, nombre: 'Bennu Dorado', revisada: true };

interface RevisionFields {
  id: number;
  version: number;
  before: Card | null;
  after: Card;
}

/** A revision as `GET /api/cards/:id/revisions` sends it, made by the editor. */
function makeRevision(fields: RevisionFields) {
  return {
    author: { id: editor.id, name: editor.name, email: editor.email },
    createdAt: '2025-03-01T10:00:00.000Z',
    ...fields,
  };
}

const revisions = [
  makeRevision({ id: 2, version: 2, before: created, after: renamed }),
  makeRevision({ id: 1, version: 1, before: null, after: created }),
];

let server: ApiTestServer | null = null;

afterEach(async () => {
  await server?.close();
  server = null;
});

describe('card history on the detail page', () => {
  it('shows an editor who changed what, newest first, with each field before and after', async () => {
    server = await startApiTestServer({
      'GET /api/cards/12/revisions': () => ({ status: 200, body: revisions }),
    });
    renderApp({ url: '/cartas/12', cards: [renamed], currentUser: editor });
    const history = await screen.findByRole('region', { name: 'Historial de cambios' });
    const [newest, oldest] = await within(history).findAllByRole('listitem');
    expect(newest).toHaveAccessibleName('Versión 2');
    expect(newest).toHaveTextContent('Eva');
    expect(newest).toHaveTextContent('(actual)');
    expect(newest).toHaveTextContent('NombreBennu → pasa a Bennu Dorado');
    expect(newest).toHaveTextContent('RevisadoNo → pasa a Sí');
    expect(within(newest!).queryByRole('button', { name: 'Restaurar esta versión' })).toBeNull();
    expect(oldest).toHaveAccessibleName('Versión 1');
    expect(within(oldest!).getByRole('button', { name: 'Restaurar esta versión' })).toBeVisible();
  });

  it('restores an earlier version after confirming, naming the current version', async () => {
    let isRestored = false;
    server = await startApiTestServer({
      'GET /api/cards/12/revisions': () => ({
        status: 200,
        body: isRestored
          ? [makeRevision({ id: 3, version: 3, before: renamed, after: created }), ...revisions]
          : revisions,
      }),
      'POST /api/cards/12/revisions/1/restore': () => {
        isRestored = true;
        return { status: 200, body: { card: created, version: 3 } };
      },
      'GET /api/cards': () => ({ status: 200, body: [created] }),
      'GET /api/cards/12': () => ({ status: 200, body: { ...created, version: 3 } }),
    });
    const { user } = renderApp({ url: '/cartas/12', cards: [renamed], currentUser: editor });
    const history = await screen.findByRole('region', { name: 'Historial de cambios' });
    const oldest = await within(history).findByRole('listitem', { name: 'Versión 1' });
    await user.click(within(oldest).getByRole('button', { name: 'Restaurar esta versión' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Restaurar esta versión' });
    await user.click(within(confirm).getByRole('button', { name: 'Restaurar' }));

    expect(await screen.findByText('Versión 1 restaurada como versión 3.')).toBeInTheDocument();
    expect(server.requestsTo('POST', '/api/cards/12/revisions/1/restore')[0]?.body).toEqual({
      version: 2,
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Bennu' })).toBeInTheDocument();
    await waitFor(() => expect(within(history).getAllByRole('listitem')).toHaveLength(3));
  });

  it('hides the history from a player', async () => {
    renderApp({ url: '/cartas/12', cards: [renamed], currentUser: { ...editor, role: 'player' } });
    await screen.findByRole('heading', { level: 2, name: 'Bennu Dorado' });
    expect(screen.queryByRole('region', { name: 'Historial de cambios' })).not.toBeInTheDocument();
  });
});
