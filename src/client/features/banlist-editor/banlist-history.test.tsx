import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BanlistHistory, BanlistVersion } from '../../../contract/banlists';
import type { Banlist } from '../../../domain/banlists/banlist';
import { BUILT_IN_BANLISTS } from '../../../domain/banlists/built-in-banlists';
import { useBanlistStore } from '../../lib/banlist-store';
import { startApiTestServer, type ApiTestServer } from '../../testing/api-test-server';
import { makeCard } from '../../testing/card-factory';
import { renderApp } from '../../testing/render-app';

const FORMATO_LIBRE = 'Formato Libre - Primer Bloque';
const HISTORY_PATH = 'GET /api/banlists/formatoLibre/history';

function findBuiltIn(key: string): Banlist {
  const banlist = BUILT_IN_BANLISTS.find((candidate) => candidate.key === key);
  if (!banlist) throw new Error(`No built-in banlist ${key}`);
  return banlist;
}

function makeVersion(overrides: Partial<BanlistVersion> = {}): BanlistVersion {
  const { name, effectiveDate, rules } = findBuiltIn('formatoLibre');
  return {
    id: 1,
    name,
    effectiveDate,
    rules,
    publishedAt: '2025-12-01T12:00:00.000Z',
    publishedBy: null,
    ...overrides,
  };
}

const OLDER = makeVersion({
  effectiveDate: '2026-01-15',
  rules: {
    ...makeVersion().rules,
    banned: ['Fergus'],
    limitedOne: ['Bennu', 'Nut'],
    limitedTwo: ['Tebas'],
  },
});
const NEWER = makeVersion({
  id: 2,
  effectiveDate: '2026-02-15',
  publishedAt: '2026-02-10T12:00:00.000Z',
  publishedBy: 'Ana',
  rules: {
    ...OLDER.rules,
    banned: ['Fergus', 'Bennu', 'Dullahan'],
    limitedOne: ['Nut'],
    limitedTwo: [],
  },
});

function replyHistory(versions: BanlistVersion[]) {
  const body: BanlistHistory = { key: 'formatoLibre', versions };
  return () => ({ status: 200, body });
}

async function openHistory(versions: BanlistVersion[]) {
  server = await startApiTestServer({ [HISTORY_PATH]: replyHistory(versions) });
  const { user } = renderApp({
    url: '/banlists',
    cards: [makeCard({ nombre: 'Bennu' })],
    officialBanlists: [...BUILT_IN_BANLISTS],
  });
  await user.selectOptions(await screen.findByLabelText('Formato'), FORMATO_LIBRE);
  return { user, section: screen.getByRole('region', { name: 'Historial de la lista' }) };
}

function itemsUnder(section: HTMLElement, heading: RegExp): string[] {
  return within(within(section).getByRole('list', { name: heading }))
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '');
}

let server: ApiTestServer | null = null;

beforeEach(() => {
  localStorage.clear();
  useBanlistStore.getState().reloadFromStorage();
});

afterEach(async () => {
  await server?.close();
  server = null;
});

describe('the history of a format in the banlist editor', () => {
  it('lists the versions and groups what changed between the two newest', async () => {
    const { section } = await openHistory([NEWER, OLDER]);

    const versions = await within(section).findByRole('list', { name: 'Versiones publicadas' });
    expect(
      within(versions)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Vigente desde 15 de febrero de 2026 · publicada el 10 de febrero de 2026 por Ana',
      'Vigente desde 15 de enero de 2026 · lista incluida',
    ]);
    expect(within(section).getByLabelText('Comparar')).toHaveDisplayValue('15 de enero de 2026');
    expect(within(section).getByLabelText('con')).toHaveDisplayValue('15 de febrero de 2026');
    expect(itemsUnder(section, /^Entran/)).toEqual(['Dullahan: Cartas Prohibidas']);
    expect(itemsUnder(section, /^Cambian de lista/)).toEqual([
      'Bennu: Limitadas a 1 → Cartas Prohibidas',
    ]);
    expect(itemsUnder(section, /^Salen/)).toEqual(['Tebas: Limitadas a 2']);
  });

  it('says there are no changes when the same date is chosen twice', async () => {
    const { user, section } = await openHistory([NEWER, OLDER]);
    const older = await within(section).findByLabelText('Comparar');
    await user.selectOptions(older, '15 de febrero de 2026');

    expect(within(section).getByText('Sin cambios entre estas fechas.')).toBeVisible();
    expect(within(section).queryByRole('heading', { name: /^Entran/ })).not.toBeInTheDocument();
  });

  it('names the publication of versions that took effect on the same day', async () => {
    const { section } = await openHistory([{ ...NEWER, effectiveDate: '2026-01-15' }, OLDER]);

    const older = await within(section).findByLabelText('Comparar');
    expect(
      within(older)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      '15 de enero de 2026 (publicada el 10 de febrero de 2026 por Ana)',
      '15 de enero de 2026 (lista incluida)',
    ]);
  });

  it('says so when the format has a single published version', async () => {
    const { section } = await openHistory([OLDER]);

    expect(
      await within(section).findByText('Solo hay una versión publicada de este formato.'),
    ).toBeVisible();
    expect(within(section).queryByLabelText('Comparar')).not.toBeInTheDocument();
  });

  it('offers to try again when the history cannot be read', async () => {
    server = await startApiTestServer({
      [HISTORY_PATH]: () => ({ status: 400, body: { error: 'bad', message: 'Petición rota.' } }),
    });
    const { user } = renderApp({
      url: '/banlists',
      cards: [makeCard({ nombre: 'Bennu' })],
      officialBanlists: [...BUILT_IN_BANLISTS],
    });
    await user.selectOptions(await screen.findByLabelText('Formato'), FORMATO_LIBRE);

    expect(
      await screen.findByText(/No se pudo cargar el historial\. Petición rota\./),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeVisible();
  });

  it('shows no history for a format that exists only in this browser', async () => {
    server = await startApiTestServer({});
    const { user } = renderApp({
      url: '/banlists',
      cards: [makeCard({ nombre: 'Bennu' })],
      officialBanlists: BUILT_IN_BANLISTS.filter((banlist) => banlist.key !== 'formatoLibre'),
    });
    await user.selectOptions(await screen.findByLabelText('Formato'), FORMATO_LIBRE);

    expect(screen.getByRole('heading', { level: 2, name: FORMATO_LIBRE })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Historial de la lista' })).not.toBeInTheDocument();
    expect(server.requestsTo('GET', '/api/banlists/formatoLibre/history')).toEqual([]);
  });
});
