import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '../../../contract/auth';
import { cardsQueryOptions } from '../../lib/catalogue-queries';
import { COLLECTION_STORAGE_KEY, useLocalCollectionStore } from '../../lib/collection-store';
import { createQueryClient } from '../../lib/query-client';
import { currentUserQueryOptions } from '../../lib/session';
import { startApiTestServer, type ApiTestServer } from '../../testing/api-test-server';
import { makeCard } from '../../testing/card-factory';
import { CollectionScreen } from './collection-screen';

const catalogue = [
  makeCard({ id: 1, nombre: 'Escudero', edicion: 'Espada Sagrada' }),
  makeCard({ id: 2, nombre: 'Templario', edicion: 'Helénica' }),
  makeCard({ id: 3, nombre: 'Arquero', edicion: 'Espada Sagrada' }),
];

const PLAYER: CurrentUser = { id: 'u1', name: 'Ana', email: 'ana@example.com', role: 'player' };

/** A browser whose localStorage holds this collection (copies by card id). */
function storeLocally(owned: [number, number][]) {
  localStorage.clear();
  localStorage.setItem(
    COLLECTION_STORAGE_KEY,
    JSON.stringify({ cards: owned.map(([id, count]) => ({ id, count })) }),
  );
  act(() => useLocalCollectionStore.getState().reloadFromStorage());
}

function renderScreen(currentUser: CurrentUser | null) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(cardsQueryOptions.queryKey, catalogue);
  queryClient.setQueryData(currentUserQueryOptions.queryKey, currentUser);
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={queryClient}>
      <CollectionScreen />
    </QueryClientProvider>,
  );
  return user;
}

function readTotals() {
  const value = (label: string) => screen.getByText(label).nextElementSibling?.textContent;
  return { total: value('Cartas en total'), distinct: value('Cartas distintas') };
}

function listedCards() {
  const list = screen.getByRole('list', { name: 'Cartas de tu colección' });
  return within(list)
    .getAllByRole('listitem')
    .map((item) => {
      const input = within(item).getByRole('spinbutton');
      return `${item.querySelector('p')?.textContent} ${(input as HTMLInputElement).value}`;
    });
}

type User = ReturnType<typeof userEvent.setup>;

async function importCsv(user: User, csv: string, mode: 'Añadir' | 'Reemplazar' = 'Añadir') {
  await user.click(screen.getByLabelText(/O pega el CSV/));
  await user.paste(csv);
  await user.click(screen.getByRole('radio', { name: new RegExp(`^${mode}`) }));
  await user.click(screen.getByRole('button', { name: 'Importar' }));
  if (mode === 'Reemplazar') {
    const confirm = await screen.findByRole('alertdialog', { name: 'Reemplazar tu colección' });
    await user.click(within(confirm).getByRole('button', { name: 'Reemplazar' }));
  }
}

describe("'Mi colección' for a visitor", () => {
  beforeEach(() => storeLocally([[2, 3]]));

  it('keeps the counts in this browser, with totals, − / + and a typed number', async () => {
    const user = renderScreen(null);
    expect(screen.getByText(/Guardada en este navegador/)).toBeInTheDocument();
    expect(readTotals()).toEqual({ total: '3', distinct: '1' });
    expect(listedCards()).toEqual(['Templario 3']);
    expect(screen.getByText('Helénica')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Añadir una copia de Templario' }));
    expect(readTotals().total).toBe('4');
    const input = screen.getByRole('spinbutton', { name: 'Copias de Templario' });
    await user.clear(input);
    await user.type(input, '7{Enter}');
    expect(readTotals().total).toBe('7');
    expect(JSON.parse(localStorage.getItem(COLLECTION_STORAGE_KEY) ?? '')).toEqual({
      cards: [{ id: 2, count: 7 }],
    });
  });

  it('reads a pasted CSV in the browser and reports the row it could not resolve', async () => {
    const user = renderScreen(null);
    await importCsv(user, 'id,nombre,cantidad\n,escudero,2\n,Templaro,1\n3,,4');

    expect(await screen.findByText('2 cartas añadidas')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: /Filas sin aplicar/ });
    const row = within(table).getAllByRole('row')[1];
    expect(row?.textContent).toContain('3');
    expect(row?.textContent).toContain('Templaro');
    expect(row?.textContent).toContain('¿Quisiste decir «Templario»?');
    expect(listedCards()).toEqual(['Arquero 4', 'Escudero 2', 'Templario 3']);
  });

  it('replaces the whole collection when asked to, and searches it by name', async () => {
    const user = renderScreen(null);
    await importCsv(user, 'id,nombre,cantidad\n1,Escudero,1\n3,Arquero,2', 'Reemplazar');
    expect(await screen.findByText('2 cartas añadidas')).toBeInTheDocument();
    expect(listedCards()).toEqual(['Arquero 2', 'Escudero 1']);

    await user.type(screen.getByRole('searchbox', { name: 'Buscar por nombre' }), 'ESCU');
    expect(listedCards()).toEqual(['Escudero 1']);
  });

  it('exports the collection as coleccion.csv', async () => {
    const blobs: Blob[] = [];
    vi.stubGlobal('URL', {
      ...URL,
      createObjectURL: (blob: Blob) => {
        blobs.push(blob);
        return 'blob:coleccion';
      },
      revokeObjectURL: () => {},
    });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toBe('coleccion.csv');
    });
    const user = renderScreen(null);
    await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(await blobs[0]?.text()).toBe('id,nombre,cantidad\n2,Templario,3\n');
    click.mockRestore();
    vi.unstubAllGlobals();
  });
});

describe("'Mi colección' for a player", () => {
  let server: ApiTestServer;
  afterEach(async () => server.close());

  it('sends a CSV to the account and lists the rows the server left out', async () => {
    localStorage.clear();
    act(() => useLocalCollectionStore.getState().reloadFromStorage());
    let stored = [{ id: 1, count: 1 }];
    server = await startApiTestServer({
      'GET /api/collection': () => ({ status: 200, body: { cards: stored } }),
      'POST /api/collection/import': () => {
        stored = [{ id: 3, count: 2 }];
        return {
          status: 200,
          body: {
            applied: 1,
            unresolved: [
              { line: 3, nombre: 'Nadie', reason: 'No hay ninguna carta con ese nombre.' },
            ],
          },
        };
      },
    });
    const user = renderScreen(PLAYER);
    expect(await screen.findByText('Guardada en tu cuenta.')).toBeInTheDocument();
    expect(listedCards()).toEqual(['Escudero 1']);

    await importCsv(user, 'id,nombre,cantidad\n3,Arquero,2\n,Nadie,1', 'Reemplazar');
    expect(await screen.findByText('1 carta añadida')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: /Filas sin aplicar/ }).textContent).toContain('Nadie');
    const [request] = server.requestsTo('POST', '/api/collection/import');
    expect(request?.query).toEqual({ mode: 'replace' });
    expect(request?.contentType).toBe('text/plain; charset=utf-8');
    expect(request?.body).toBe('id,nombre,cantidad\n3,Arquero,2\n,Nadie,1');
    await waitFor(() => expect(listedCards()).toEqual(['Arquero 2']));
  });

  it("adds this browser's collection to the account, keeping the larger count", async () => {
    storeLocally([
      [1, 4],
      [2, 1],
    ]);
    server = await startApiTestServer({
      'GET /api/collection': () => ({ status: 200, body: { cards: [{ id: 2, count: 3 }] } }),
      'PUT /api/collection': () => ({
        status: 200,
        body: {
          cards: [
            { id: 1, count: 4 },
            { id: 2, count: 3 },
          ],
        },
      }),
    });
    const user = renderScreen(PLAYER);
    await user.click(
      await screen.findByRole('button', {
        name: 'Añadir tu colección de este navegador a tu cuenta',
      }),
    );
    expect(
      await screen.findByText('Tu colección de este navegador está ahora en tu cuenta.'),
    ).toBeInTheDocument();
    expect(server.requestsTo('PUT', '/api/collection')[0]?.body).toEqual({
      mode: 'merge',
      cards: [
        { id: 1, count: 4 },
        { id: 2, count: 3 },
      ],
    });
    expect(listedCards()).toEqual(['Escudero 4', 'Templario 3']);
    expect(useLocalCollectionStore.getState().cards.size).toBe(0);
  });
});
