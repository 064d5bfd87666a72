import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CurrentUser } from '../../../contract/auth';
import { banlistSchema } from '../../../contract/banlists';
import type { Banlist } from '../../../domain/banlists/banlist';
import { BUILT_IN_BANLISTS } from '../../../domain/banlists/built-in-banlists';
import {
  RACIAL_EDICION_2025_12,
  RACIAL_EDICION_2026_04,
} from '../../../domain/formats/racial-edicion-lists';
import {
  BANLISTS_STORAGE_KEY,
  officialBanlistsQueryOptions,
  useBanlistStore,
} from '../../lib/banlist-store';
import { useNotificationStore } from '../../lib/notification-store';
import { startApiTestServer, type ApiTestServer } from '../../testing/api-test-server';
import { makeCard } from '../../testing/card-factory';
import { renderApp } from '../../testing/render-app';

const FORMATO_LIBRE = 'Formato Libre - Primer Bloque';
const PUBLISH = 'Publicar como lista oficial';

function makeUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return { id: 'u-1', email: 'ana@example.org', name: 'Ana', role: 'editor', ...overrides };
}

function findBuiltIn(key: string): Banlist {
  const banlist = BUILT_IN_BANLISTS.find((candidate) => candidate.key === key);
  if (!banlist) throw new Error(`No built-in banlist ${key}`);
  return banlist;
}

function withBanned(banlist: Banlist, nombre: string): Banlist {
  return { ...banlist, rules: { ...banlist.rules, banned: [...banlist.rules.banned, nombre] } };
}

function readStoredBanlists(): Record<string, Banlist> {
  return JSON.parse(localStorage.getItem(BANLISTS_STORAGE_KEY) ?? '{}') as Record<string, Banlist>;
}

function renderEditor(currentUser: CurrentUser | null, officialBanlists = [...BUILT_IN_BANLISTS]) {
  return renderApp({
    url: '/banlists',
    cards: [makeCard({ nombre: 'Fergus' }), makeCard({ nombre: 'Bennu' })],
    officialBanlists,
    currentUser,
  });
}

async function chooseFormat(user: ReturnType<typeof renderApp>['user'], name: string) {
  await user.selectOptions(await screen.findByLabelText('Formato'), name);
}

function chipsOf(listLabel: string): string[] {
  const list = screen.queryByRole('list', { name: listLabel });
  if (!list) return [];
  return within(list)
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '');
}

let server: ApiTestServer | null = null;

beforeEach(() => {
  localStorage.clear();
  useBanlistStore.getState().reloadFromStorage();
  useNotificationStore.getState().dismiss();
});

afterEach(async () => {
  await server?.close();
  server = null;
});

describe('publishing a banlist as the official one', () => {
  it.each([
    ['a visitor', null],
    ['a player', makeUser({ role: 'player' })],
  ])('is not offered to %s', async (_who, currentUser) => {
    const { user } = renderEditor(currentUser);
    await chooseFormat(user, FORMATO_LIBRE);
    expect(screen.getByRole('button', { name: 'Guardar Cambios de Banlist' })).toBeVisible();
    expect(screen.queryByRole('button', { name: PUBLISH })).not.toBeInTheDocument();
  });

  it.each([
    ['an editor', makeUser({ role: 'editor' })],
    ['an admin', makeUser({ role: 'admin' })],
  ])('is offered to %s for the chosen format', async (_who, currentUser) => {
    const { user } = renderEditor(currentUser);
    expect(screen.queryByRole('button', { name: PUBLISH })).not.toBeInTheDocument();
    await chooseFormat(user, FORMATO_LIBRE);
    expect(screen.getByRole('button', { name: PUBLISH })).toBeEnabled();
  });

  it('publishes the lists on screen after confirmation, saves them here and refreshes the official formats', async () => {
    let official = [...BUILT_IN_BANLISTS];
    server = await startApiTestServer({
      'PUT /api/banlists/formatoLibre': (request) => {
        const published = banlistSchema.parse(request.body);
        official = official.map((banlist) => (banlist.key === published.key ? published : banlist));
        return { status: 200, body: published };
      },
      'GET /api/banlists': () => ({ status: 200, body: official }),
    });
    const { user, queryClient } = renderEditor(makeUser());
    await chooseFormat(user, FORMATO_LIBRE);
    await user.type(
      screen.getByRole('combobox', { name: 'Buscar y añadir carta a Cartas Prohibidas' }),
      'fergus',
    );
    await user.keyboard('{ArrowDown}{Enter}');

    await user.click(screen.getByRole('button', { name: PUBLISH }));
    const question = await screen.findByRole('alertdialog', { name: PUBLISH });
    expect(question).toHaveTextContent('Tus cambios sin guardar se guardarán también');
    await user.click(within(question).getByRole('button', { name: 'Cancelar' }));
    expect(server.requestsTo('PUT', '/api/banlists/formatoLibre')).toEqual([]);

    await user.click(screen.getByRole('button', { name: PUBLISH }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: PUBLISH })).getByRole('button', {
        name: 'Publicar',
      }),
    );

    const notice = await screen.findByRole('dialog', { name: 'Notificación' });
    expect(notice).toHaveTextContent(`Banlist oficial "${FORMATO_LIBRE}" publicada.`);
    const expected = withBanned(findBuiltIn('formatoLibre'), 'Fergus');
    const [put] = server.requestsTo('PUT', '/api/banlists/formatoLibre');
    expect(put?.body).toEqual(expected);
    expect(readStoredBanlists()['formatoLibre']).toEqual(expected);
    expect(screen.queryByText('Cambios sin guardar')).not.toBeInTheDocument();
    await waitFor(() => expect(server?.requestsTo('GET', '/api/banlists')).toHaveLength(1));
    expect(
      queryClient
        .getQueryData<Banlist[]>(officialBanlistsQueryOptions.queryKey)
        ?.find((banlist) => banlist.key === 'formatoLibre'),
    ).toEqual(expected);
  });

  it('shows the server’s refusal and leaves the official formats alone', async () => {
    server = await startApiTestServer({
      'PUT /api/banlists/formatoLibre': () => ({
        status: 403,
        body: {
          error: 'forbidden',
          message: 'Tu cuenta no tiene permiso para realizar esta acción.',
        },
      }),
    });
    const { user, queryClient } = renderEditor(makeUser());
    await chooseFormat(user, FORMATO_LIBRE);
    await user.click(screen.getByRole('button', { name: PUBLISH }));
    const question = await screen.findByRole('alertdialog', { name: PUBLISH });
    expect(question).not.toHaveTextContent('cambios sin guardar');
    await user.click(within(question).getByRole('button', { name: 'Publicar' }));

    const notice = await screen.findByRole('dialog', { name: 'Notificación' });
    expect(notice).toHaveTextContent('Tu cuenta no tiene permiso para realizar esta acción.');
    expect(server.requestsTo('PUT', '/api/banlists/formatoLibre')).toHaveLength(1);
    expect(server.requestsTo('GET', '/api/banlists')).toEqual([]);
    expect(queryClient.getQueryData(officialBanlistsQueryOptions.queryKey)).toEqual(
      BUILT_IN_BANLISTS,
    );
    await user.click(within(notice).getByRole('button', { name: 'Cerrar' }));
    expect(screen.getByRole('button', { name: PUBLISH })).toBeEnabled();
  });
});

describe('official formats in a browser that already stored the defaults', () => {
  const published = withBanned(findBuiltIn('formatoLibre'), 'Fergus');
  const officialAfterPublishing = BUILT_IN_BANLISTS.map((banlist) =>
    banlist.key === 'formatoLibre' ? published : banlist,
  );

  it('shows the list editors published where the visitor never changed the format', async () => {
    expect(readStoredBanlists()['formatoLibre']).toEqual(findBuiltIn('formatoLibre'));
    const { user } = renderEditor(null, officialAfterPublishing);
    await chooseFormat(user, FORMATO_LIBRE);
    expect(chipsOf('Cartas Prohibidas')).toContain('Fergus');
    expect(screen.queryByText('Modificada en este navegador')).not.toBeInTheDocument();
  });

  it('keeps the visitor’s own version of a format they changed', async () => {
    const own = { ...findBuiltIn('formatoLibre'), rules: { ...published.rules, banned: [] } };
    useBanlistStore.getState().saveBanlist(own);
    const { user } = renderEditor(null, officialAfterPublishing);
    await chooseFormat(user, FORMATO_LIBRE);
    expect(chipsOf('Cartas Prohibidas')).toEqual([]);
    expect(screen.getByText('Modificada en este navegador')).toBeInTheDocument();
  });

  it('shows the newest published list where an earlier release stored its December 2025 default', async () => {
    const { banned, limitedOne, limitedTwo } = RACIAL_EDICION_2025_12;
    // What an earlier release wrote on first read: the December lists, dated 2025-12-01.
    const december = {
      key: 'racialEdicion',
      name: 'Racial Edición - Primer Bloque',
      effectiveDate: '2025-12-01',
      rules: {
        minAllies: 16,
        maxCard: 50,
        oneRace: true,
        oneBlock: true,
        banned,
        limitedOne,
        limitedTwo,
      },
    };
    localStorage.setItem(BANLISTS_STORAGE_KEY, JSON.stringify({ racialEdicion: december }));
    useBanlistStore.getState().reloadFromStorage();
    const { user } = renderEditor(null);
    await chooseFormat(user, 'Racial Edición - Primer Bloque');
    expect(chipsOf('Cartas Prohibidas')).toHaveLength(RACIAL_EDICION_2026_04.banned.length);
    expect(screen.getByText('Vigente desde 1 de abril de 2026')).toBeInTheDocument();
    expect(screen.queryByText('Modificada en este navegador')).not.toBeInTheDocument();
  });
});
