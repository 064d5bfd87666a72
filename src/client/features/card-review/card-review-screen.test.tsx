import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { updateCardRequestSchema } from '../../../contract/card-writes';
import { makeCard } from '../../testing/card-factory';
import { startApiTestServer, type ApiTestServer } from '../../testing/api-test-server';
import { readBrowserUrl, renderApp } from '../../testing/render-app';
import { makeCardRoutes, makeUser } from './testing/review-fixtures';

const squire = makeCard({ id: 1, nombre: 'Escudero del Alba', raza: 'Caballero', revisada: false });
const oak = makeCard({ id: 2, nombre: 'Caballero del Roble', raza: 'Caballero', revisada: true });
const dragon = makeCard({ id: 3, nombre: 'Dragón Dorado', raza: 'Dragón', revisada: false });
const sword = makeCard({
  id: 4,
  nombre: 'Espada del Alba',
  tipo: 'arma',
  raza: null,
  fuerza: null,
  revisada: false,
});
const cards = [squire, oak, dragon, sword];

let server: ApiTestServer | null = null;

afterEach(async () => {
  await server?.close();
  server = null;
  vi.restoreAllMocks();
});

function rowNames(): string[] {
  const table = screen.getByRole('table', { name: 'Cartas para revisar' });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.firstChild?.textContent ?? '');
}

describe('card revision screen', () => {
  it('asks a visitor to sign in, with a link to the sign-in page', async () => {
    renderApp({ url: '/revision', cards, currentUser: null });
    expect(await screen.findByText('Inicia sesión para revisar cartas.')).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute(
      'href',
      '/cuenta/entrar?volver=%2Frevision',
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says "Cargando..." while the sign-in state is unknown', async () => {
    renderApp({ url: '/revision', cards, currentUser: 'loading' });
    expect(await screen.findByRole('status')).toHaveTextContent('Cargando...');
  });

  it('shows a player the table read-only: Sí in green, No in red, and no Editar', async () => {
    renderApp({ url: '/revision', cards, currentUser: makeUser({ role: 'player' }) });
    const table = await screen.findByRole('table', { name: 'Cartas para revisar' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['Nombre', 'Tipo', 'Edición', 'Revisado', 'Acciones']);
    const oakRow = within(table).getByRole('row', { name: /Caballero del Roble/ });
    expect(within(oakRow).getByText('Sí')).toHaveClass('text-emerald-400');
    const squireRow = within(table).getByRole('row', { name: /Escudero del Alba/ });
    expect(within(squireRow).getByText('No')).toHaveClass('text-rose-400');
    expect(within(squireRow).getByText('Aliado', { selector: '[role=cell]' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Editar/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Nueva carta' })).not.toBeInTheDocument();
    expect(screen.getByText(/Tu cuenta es de jugador/)).toBeInTheDocument();
  });

  it('keeps only the rows near the viewport in the page for 20,000 cards', async () => {
    const many = Array.from({ length: 20_000 }, (_, index) =>
      makeCard({ id: index + 1, nombre: `Carta ${index + 1}` }),
    );
    renderApp({ url: '/revision', cards: many, currentUser: makeUser({ role: 'player' }) });
    const table = await screen.findByRole('table', { name: 'Cartas para revisar' });
    expect(table).toHaveAttribute('aria-rowcount', '20001');
    expect(screen.getByText('20000 cartas')).toBeInTheDocument();
    const rendered = within(table).getAllByRole('row').length;
    expect(rendered).toBeGreaterThan(1);
    expect(rendered).toBeLessThan(60);
  });

  it('combines the name search with the type, race and state dropdowns', async () => {
    const { user } = renderApp({ url: '/revision', cards, currentUser: makeUser() });
    await screen.findByRole('table');
    expect(screen.getByRole('combobox', { name: 'Tipo' })).toHaveTextContent(
      'Todos los TiposAliadoArma',
    );
    expect(screen.getByRole('combobox', { name: 'Raza' })).toHaveTextContent(
      'Todas las RazasCaballeroDragón',
    );
    await user.type(screen.getByPlaceholderText('Buscar por nombre...'), 'alba');
    await waitFor(() => expect(rowNames()).toEqual(['Escudero del Alba', 'Espada del Alba']));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Tipo' }), 'Arma');
    await waitFor(() => expect(rowNames()).toEqual(['Espada del Alba']));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Tipo' }), 'Todos los Tipos');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Raza' }), 'Caballero');
    await waitFor(() => expect(rowNames()).toEqual(['Escudero del Alba']));
    await user.clear(screen.getByPlaceholderText('Buscar por nombre...'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Estado' }), 'Revisados');
    await waitFor(() => expect(rowNames()).toEqual(['Caballero del Roble']));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Estado' }), 'Sin Revisar');
    await waitFor(() => expect(rowNames()).toEqual(['Escudero del Alba']));
  });

  it('saves the edited card with its version and moves to the next unreviewed card', async () => {
    server = await startApiTestServer(makeCardRoutes(cards));
    const { user } = renderApp({ url: '/revision', cards, currentUser: makeUser() });
    await user.click(await screen.findByRole('button', { name: 'Editar Escudero del Alba' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editando: Escudero del Alba' });
    const name = within(dialog).getByLabelText('Nombre');
    await user.clear(name);
    await user.type(name, 'Escudero del Alba Dorada');
    await user.click(within(dialog).getByRole('switch', { name: 'Revisado' }));
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));

    expect(await screen.findByRole('dialog', { name: 'Editando: Dragón Dorado' })).toBeVisible();
    const [put] = server.requestsTo('PUT', '/api/cards/1');
    expect(put?.body).toMatchObject({
      version: 1,
      card: { id: 1, nombre: 'Escudero del Alba Dorada', revisada: true, coste: 2 },
    });
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    const table = await screen.findByRole('table');
    const savedRow = within(table).getByRole('row', { name: /Escudero del Alba Dorada/ });
    expect(within(savedRow).getByText('Sí')).toBeInTheDocument();
  });

  it('skips with "Siguiente Sin Revisar" without saving until none is left, then alerts and closes', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    server = await startApiTestServer(makeCardRoutes(cards));
    const { user } = renderApp({ url: '/revision', cards, currentUser: makeUser() });
    await user.click(await screen.findByRole('button', { name: 'Editar Dragón Dorado' }));
    await screen.findByRole('dialog', { name: 'Editando: Dragón Dorado' });
    await user.click(screen.getByRole('button', { name: 'Siguiente Sin Revisar' }));
    await screen.findByRole('dialog', { name: 'Editando: Espada del Alba' });
    await user.click(screen.getByRole('button', { name: 'Siguiente Sin Revisar' }));
    await screen.findByRole('dialog', { name: 'Editando: Escudero del Alba' });
    await user.click(screen.getByRole('button', { name: 'Siguiente Sin Revisar' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(alert).toHaveBeenCalledWith('No hay más cartas sin revisar.');
    expect(server.received.filter((request) => request.method === 'PUT')).toEqual([]);
  });

  it('saves with Ctrl+Enter and skips with Ctrl+Shift+Enter, as the modal says', async () => {
    server = await startApiTestServer(makeCardRoutes(cards));
    const { user } = renderApp({ url: '/revision', cards, currentUser: makeUser() });
    await user.click(await screen.findByRole('button', { name: 'Editar Escudero del Alba' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editando: Escudero del Alba' });
    expect(dialog).toHaveTextContent('Ctrl+Enter Guardar y siguiente');
    await user.click(within(dialog).getByLabelText('Raza'));
    await user.keyboard('{Control>}{Shift>}{Enter}{/Shift}{/Control}');
    const next = await screen.findByRole('dialog', { name: 'Editando: Dragón Dorado' });
    expect(server.requestsTo('PUT', '/api/cards/1')).toEqual([]);
    await user.click(within(next).getByLabelText('Raza'));
    await user.keyboard('{Control>}{Enter}{/Control}');
    await screen.findByRole('dialog', { name: 'Editando: Espada del Alba' });
    expect(server.requestsTo('PUT', '/api/cards/3')).toHaveLength(1);
  });

  it('discards the edits when the modal is closed, and gives the focus back to its Editar', async () => {
    server = await startApiTestServer(makeCardRoutes(cards));
    const { user } = renderApp({ url: '/revision', cards, currentUser: makeUser() });
    const opener = await screen.findByRole('button', { name: 'Editar Escudero del Alba' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Editando: Escudero del Alba' });
    await user.type(within(dialog).getByLabelText('Nombre'), ' Falso');
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
    expect(server.received.filter((request) => request.method === 'PUT')).toEqual([]);
    await user.click(opener);
    const reopened = await screen.findByRole('dialog', { name: 'Editando: Escudero del Alba' });
    expect(within(reopened).getByLabelText('Nombre')).toHaveValue('Escudero del Alba');
  });

  it('shows both versions when someone else saved first, and saves over theirs only when asked', async () => {
    const theirs = { ...squire, nombre: 'Escudero del Ocaso', version: 2 };
    let isStale = true;
    server = await startApiTestServer({
      ...makeCardRoutes(cards),
      'GET /api/cards/1': () => ({
        status: 200,
        body: isStale ? { ...squire, version: 1 } : theirs,
      }),
      'PUT /api/cards/1': () => {
        if (isStale) {
          isStale = false;
          return {
            status: 409,
            body: {
              error: 'conflict',
              message: 'Esta carta fue modificada por otra persona.',
              current: { card: { ...squire, nombre: 'Escudero del Ocaso' }, version: 2 },
            },
          };
        }
        return { status: 200, body: { card: { ...squire, raza: 'Héroe' }, version: 3 } };
      },
    });
    const { user } = renderApp({ url: '/revision', cards, currentUser: makeUser() });
    await user.click(await screen.findByRole('button', { name: 'Editar Escudero del Alba' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editando: Escudero del Alba' });
    const race = within(dialog).getByLabelText('Raza');
    await user.clear(race);
    await user.type(race, 'Héroe');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));

    const conflict = await within(dialog).findByRole('alert');
    expect(conflict).toHaveTextContent('Esta carta fue modificada por otra persona.');
    const nameRow = within(conflict).getByRole('row', { name: /Nombre/ });
    expect(nameRow).toHaveTextContent('Escudero del Alba');
    expect(nameRow).toHaveTextContent('Escudero del Ocaso');
    expect(within(conflict).getByRole('row', { name: /Raza/ })).toHaveTextContent('HéroeCaballero');
    expect(server.requestsTo('PUT', '/api/cards/1')).toHaveLength(1);

    await user.click(within(conflict).getByRole('button', { name: /Guardar mi versión/ }));
    await screen.findByRole('dialog', { name: 'Editando: Dragón Dorado' });
    const puts = server.requestsTo('PUT', '/api/cards/1');
    expect(puts.map((put) => updateCardRequestSchema.parse(put.body).version)).toEqual([1, 2]);
  });

  it('keeps the form and says why when the server refuses the save', async () => {
    server = await startApiTestServer({
      ...makeCardRoutes(cards),
      'PUT /api/cards/1': () => ({
        status: 403,
        body: { error: 'forbidden', message: 'Solo los editores pueden modificar cartas.' },
      }),
    });
    const { user } = renderApp({ url: '/revision', cards, currentUser: makeUser() });
    await user.click(await screen.findByRole('button', { name: 'Editar Escudero del Alba' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editando: Escudero del Alba' });
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Solo los editores pueden modificar cartas.',
    );
    expect(screen.getByRole('dialog', { name: 'Editando: Escudero del Alba' })).toBeVisible();
  });

  it('lists the fields of the review mode, with the Revisado toggle and no ID or effects editor', async () => {
    server = await startApiTestServer(makeCardRoutes(cards));
    const { user } = renderApp({ url: '/revision', cards, currentUser: makeUser() });
    await user.click(await screen.findByRole('button', { name: 'Editar Espada del Alba' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editando: Espada del Alba' });
    for (const label of [
      'Nombre',
      'Tipo',
      'Habilidad',
      'Historia',
      'Coste',
      'Fuerza',
      'Edición',
      'Raza',
      'Ilustrador',
      'URL de la Imagen',
    ]) {
      expect(within(dialog).getByLabelText(label)).toBeInTheDocument();
    }
    expect(within(dialog).getByLabelText('Tipo')).toHaveDisplayValue('Arma');
    expect(within(dialog).getByLabelText('Fuerza')).toHaveValue('');
    expect(within(dialog).getByRole('switch', { name: 'Revisado' })).not.toBeChecked();
    expect(within(dialog).queryByLabelText('ID')).not.toBeInTheDocument();
    expect(within(dialog).queryByLabelText(/Efectos estructurados/)).not.toBeInTheDocument();
    expect(readBrowserUrl()).toBe('/revision');
  });
});
