import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CurrentUser } from '../../../contract/auth';
import type {
  CatalogueImportRefusal,
  CatalogueImportResponse,
} from '../../../contract/catalogue-transfer';
import { CATALOGUE_QUERY_KEYS } from '../../lib/catalogue-queries';
import { startApiTestServer, type ApiTestServer } from '../../testing/api-test-server';
import { makeCard } from '../../testing/card-factory';
import { renderApp } from '../../testing/render-app';

const IMPORT_PATH = '/api/catalogue/import';
const CSV_HEADER =
  'id,nombre,tipo,ruta_completa,edicion,coste,fuerza,raza,habilidad,flavor_text,ilustrador,habilidades,revisada';

function makeUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return { id: 'u-1', email: 'ana@example.org', name: 'Ana', role: 'admin', ...overrides };
}

function makeDiff(overrides: Partial<CatalogueImportResponse> = {}): CatalogueImportResponse {
  return {
    dryRun: true,
    cardCount: 2,
    source: 'imported',
    diff: {
      counts: { added: 1, changed: 1, unchanged: 0, removed: 0 },
      added: [{ id: 901, nombre: '<b>Dragón</b> Nuevo' }],
      changed: [{ id: 1, nombre: 'Carta 1', fields: ['coste', 'habilidad'] }],
      unchanged: [],
      removed: [],
    },
    unresolved: [{ key: 'formatoLibre', name: 'Formato Libre', entries: [] }],
    ...overrides,
  };
}

function makeFile(text: string, name: string): File {
  return new File([text], name, { type: name.endsWith('.csv') ? 'text/csv' : 'application/json' });
}

let server: ApiTestServer | null = null;

afterEach(async () => {
  await server?.close();
  server = null;
});

async function openAsAdmin() {
  const view = renderApp({
    url: '/catalogo',
    cards: [makeCard({ id: 1 })],
    currentUser: makeUser(),
  });
  const form = await screen.findByRole('form', { name: 'Importar catálogo' });
  return { ...view, form, fileInput: within(form).getByLabelText('Elegir archivo') };
}

describe('catalogue admin screen', () => {
  it('asks a visitor to sign in as an admin before showing the import', async () => {
    renderApp({ url: '/catalogo', currentUser: null });
    expect(await screen.findByRole('link', { name: 'Inicia sesión' })).toHaveAttribute(
      'href',
      '/cuenta/entrar?volver=%2Fcatalogo',
    );
    expect(screen.queryByRole('form', { name: 'Importar catálogo' })).not.toBeInTheDocument();
  });

  it('tells a signed-in player that only admins may import', async () => {
    renderApp({ url: '/catalogo', currentUser: makeUser({ role: 'player' }) });
    expect(
      await screen.findByText('Solo los administradores pueden importar el catálogo.'),
    ).toBeVisible();
    expect(screen.queryByRole('form', { name: 'Importar catálogo' })).not.toBeInTheDocument();
  });

  it('sends a CSV as a merge dry run and lists each problem by card, row, field and reason', async () => {
    const refusal: CatalogueImportRefusal = {
      error: 'invalid_catalogue',
      message: 'No se importó nada: 1 problema(s) en el archivo.',
      problems: [{ index: 1, field: 'tipo', reason: '<i>tipo</i> no válido: «hechizo».' }],
    };
    server = await startApiTestServer({
      [`POST ${IMPORT_PATH}`]: () => ({ status: 422, body: refusal }),
    });
    const { user, form, fileInput } = await openAsAdmin();
    const csv = `${CSV_HEADER}\n900,Uno,oro,,,,,,,,,[],false\n901,Dos,hechizo,,,,,,,,,[],false\n`;

    await user.upload(fileInput, makeFile(csv, 'cartas.csv'));
    expect(await within(form).findByText(/Archivo elegido/)).toHaveTextContent(
      '«cartas.csv» (CSV,',
    );
    await user.click(within(form).getByRole('button', { name: 'Revisar cambios' }));

    const problems = await screen.findByRole('region', { name: /No se escribió nada/ });
    expect(problems).toHaveTextContent('«cartas.csv» tiene 1 problema.');
    const [, row] = within(problems).getAllByRole('row');
    expect(row).toBeDefined();
    expect(
      within(row as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Carta 2 (fila 3)', 'tipo', '<i>tipo</i> no válido: «hechizo».']);
    expect(screen.getByRole('status')).toHaveTextContent(
      'No se escribió nada: el archivo tiene 1 problema.',
    );
    const [sent] = server.requestsTo('POST', IMPORT_PATH);
    expect(sent?.query).toEqual({ format: 'csv', mode: 'merge', dryRun: 'true' });
    expect(sent?.contentType).toBe('text/plain; charset=utf-8');
    expect(sent?.body).toBe(csv);
  });

  it('shows a replace dry run with its removals, confirms the same file and refreshes the catalogue', async () => {
    server = await startApiTestServer({
      [`POST ${IMPORT_PATH}`]: (request) => ({
        status: 200,
        body: makeDiff({
          dryRun: request.query.dryRun === 'true',
          diff: {
            ...makeDiff().diff,
            counts: { added: 1, changed: 1, unchanged: 0, removed: 25 },
            removed: Array.from({ length: 20 }, (_, index) => ({
              id: 100 + index,
              nombre: `Vieja ${index}`,
            })),
          },
          unresolved: [
            {
              key: 'racialEdicion',
              name: 'Racial Edición',
              entries: [
                { list: 'banned', position: 0, nombre: 'Vieja 3', suggestions: ['Viejo 3'] },
              ],
            },
            { key: 'formatoLibre', name: 'Formato Libre', entries: [] },
          ],
        }),
      }),
    });
    const { user, form, fileInput, queryClient } = await openAsAdmin();
    const json = JSON.stringify([makeCard({ id: 901, nombre: 'Dragón Nuevo' })]);

    await user.upload(fileInput, makeFile(json, 'catalogo.json'));
    await user.click(
      within(form).getByRole('radio', {
        name: 'Reemplazar (el archivo pasa a ser todo el catálogo)',
      }),
    );
    await user.click(within(form).getByRole('button', { name: 'Revisar cambios' }));

    const preview = await screen.findByRole('region', { name: 'Cambios que haría la importación' });
    expect(preview).toHaveTextContent('Todavía no se ha escrito nada.');
    expect(preview).toHaveTextContent(
      'se eliminarán 25 cartas del catálogo. Los mazos guardados que las usan las conservan, marcadas como «no disponible».',
    );
    expect(within(preview).getByText('<b>Dragón</b> Nuevo')).toBeVisible();
    expect(within(preview).getByText('— cambia coste, habilidad')).toBeVisible();
    expect(within(preview).getByText('Eliminadas (las primeras 20 de 25)')).toBeVisible();
    const unresolved = within(preview).getByRole('region', {
      name: 'Banlists con nombres sin carta',
    });
    expect(unresolved).toHaveTextContent('Racial Edición: 1 sin carta');
    expect(unresolved).toHaveTextContent('Vieja 3 (Cartas Prohibidas) — ¿quizás Viejo 3?');
    expect(unresolved).not.toHaveTextContent('Formato Libre');
    expect(screen.getByRole('status')).toHaveTextContent(
      'Nuevas: 1, Cambiadas: 1, Sin cambios: 0, Eliminadas: 25.',
    );

    await user.click(within(preview).getByRole('button', { name: 'Confirmar importación' }));

    const done = await screen.findByRole('region', { name: 'Catálogo importado' });
    expect(done).toHaveTextContent('Se importaron las 2 cartas de «catalogo.json».');
    expect(within(done).getByRole('link', { name: 'Ver las cartas' })).toHaveAttribute(
      'href',
      '/cartas',
    );
    const sent = server.requestsTo('POST', IMPORT_PATH);
    expect(sent.map((request) => request.query)).toEqual([
      { format: 'json', mode: 'replace', dryRun: 'true' },
      { format: 'json', mode: 'replace', dryRun: 'false' },
    ]);
    expect(sent[1]?.body).toEqual(sent[0]?.body);
    expect(queryClient.getQueryState(CATALOGUE_QUERY_KEYS.cards)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(CATALOGUE_QUERY_KEYS.catalogueInfo)?.isInvalidated).toBe(true);
  });

  it('refuses a file over the size limit without sending it', async () => {
    server = await startApiTestServer({});
    const { user, form, fileInput } = await openAsAdmin();
    expect(form).toHaveTextContent('Tamaño máximo: 25 MB.');
    const big = new File([new Uint8Array(25 * 1024 * 1024 + 1)], 'enorme.json');

    await user.upload(fileInput, big);

    expect(await within(form).findByRole('alert')).toHaveTextContent(
      '«enorme.json» pesa 25,1 MB y el máximo es 25 MB.',
    );
    expect(fileInput).toHaveAttribute('aria-invalid', 'true');
    await user.click(within(form).getByRole('button', { name: 'Revisar cambios' }));
    expect(server.received).toEqual([]);
  });

  it('refuses a dropped file that is neither JSON nor CSV', async () => {
    server = await startApiTestServer({});
    const { form } = await openAsAdmin();
    const dropZone = within(form).getByText(/también puedes arrastrarlo/).parentElement;
    if (!dropZone) throw new Error('The drop zone is missing');

    fireEvent.drop(dropZone, { dataTransfer: { files: [makeFile('hola', 'notas.txt')] } });

    expect(await within(form).findByRole('alert')).toHaveTextContent(
      '«notas.txt» no termina en .json ni en .csv',
    );
  });

  it("shows the server's own message when it refuses the upload as too large", async () => {
    const message = 'El archivo supera el límite de 25 MB para importar desde la página.';
    server = await startApiTestServer({
      [`POST ${IMPORT_PATH}`]: () => ({
        status: 413,
        body: { error: 'payload_too_large', message },
      }),
    });
    const { user, form, fileInput } = await openAsAdmin();

    await user.upload(fileInput, makeFile('[]', 'vacio.json'));
    await waitFor(() => expect(within(form).getByText(/Archivo elegido/)).toBeVisible());
    await user.click(within(form).getByRole('button', { name: 'Revisar cambios' }));

    expect(await screen.findByText(message)).toHaveAttribute('role', 'alert');
  });

  it('offers the catalogue for download as JSON and as CSV', async () => {
    await openAsAdmin();
    expect(screen.getByRole('link', { name: 'Descargar JSON' })).toHaveAttribute(
      'href',
      '/api/cards/export?format=json',
    );
    expect(screen.getByRole('link', { name: 'Descargar CSV' })).toHaveAttribute(
      'href',
      '/api/cards/export?format=csv',
    );
  });
});
