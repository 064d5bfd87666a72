import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BanlistVersion } from '../../../contract/banlists';
import type { Banlist, BanlistRules } from '../../../domain/banlists/banlist';
import { BUILT_IN_BANLISTS } from '../../../domain/banlists/built-in-banlists';
import { SAVED_DECKS_STORAGE_KEY } from '../../lib/saved-decks-store';
import { startApiTestServer, type ApiTestServer } from '../../testing/api-test-server';
import { makeCard } from '../../testing/card-factory';
import {
  getDeckPanel,
  getSavedDeckRow,
  renderBuilder,
  startWithStorage,
} from './testing/deck-storage';

const escudero = makeCard({ id: 1, nombre: 'Escudero' });
const templario = makeCard({ id: 2, nombre: 'Templario' });
const fergus = makeCard({ id: 3, nombre: 'Fergus' });
const catalogue = [escudero, templario, fergus];

const OPEN_RULES: BanlistRules = {
  minAllies: 0,
  maxCard: 50,
  banned: [],
  limitedOne: [],
  limitedTwo: [],
};
// The list of 1 April 2026, in force: Fergus banned, Escudero down to one copy.
const APRIL_RULES: BanlistRules = { ...OPEN_RULES, banned: ['Fergus'], limitedOne: ['Escudero'] };
const TORNEO: Banlist = {
  key: 'torneo',
  name: 'Torneo',
  effectiveDate: '2026-04-01',
  rules: APRIL_RULES,
};

function makeVersion(overrides: Partial<BanlistVersion>): BanlistVersion {
  return {
    id: 2,
    name: TORNEO.name,
    effectiveDate: '2026-04-01',
    rules: APRIL_RULES,
    publishedAt: '2026-04-02T10:00:00.000Z',
    publishedBy: 'Admin',
    ...overrides,
  };
}

const HISTORY = {
  key: 'torneo',
  versions: [
    makeVersion({}),
    makeVersion({
      id: 1,
      effectiveDate: '2025-12-03',
      publishedAt: '2025-12-03T10:00:00.000Z',
      rules: OPEN_RULES,
    }),
  ],
};

const CARDS = [1, 1, 1, 3, 2];
const SAVED_DECKS = [
  { id: '10', name: 'Roto', format: 'torneo', cards: CARDS, savedAt: '2026-01-10T12:00:00Z' },
  { id: '11', name: 'Reciente', format: 'torneo', cards: CARDS, savedAt: '2026-04-05T12:00:00Z' },
  // Saved before save times were kept: its timestamp id (1 January 2026) says when.
  { id: '1767225600000', name: 'Antiguo', format: 'torneo', cards: CARDS },
  { id: '12', name: 'Propio', format: 'miFormato', cards: CARDS },
  // A save time that does not read is dropped, not the deck: with no time, the oldest list.
  { id: '13', name: 'Ilegible', format: 'torneo', cards: CARDS, savedAt: 'ayer' },
];
const MY_FORMAT: Banlist = { ...TORNEO, key: 'miFormato', name: 'Mi Formato', rules: APRIL_RULES };

let server: ApiTestServer | undefined;

afterEach(async () => {
  await server?.close();
  server = undefined;
});

function readDeckLines() {
  const list = getDeckPanel().getByRole('list', { name: 'Contenido del mazo' });
  return within(list)
    .getAllByRole('listitem')
    .map((line) => line.textContent);
}

async function renderWithHistory(reply = { status: 200, body: HISTORY as unknown }) {
  server = await startApiTestServer({ 'GET /api/banlists/torneo/history': () => reply });
  return renderBuilder({ cards: catalogue, officialBanlists: [...BUILT_IN_BANLISTS, TORNEO] });
}

describe("'Cargar Mazo Existente' after a newer official list", () => {
  beforeEach(() => {
    startWithStorage({ [SAVED_DECKS_STORAGE_KEY]: SAVED_DECKS });
    localStorage.setItem('mysticBanlists', JSON.stringify({ miFormato: MY_FORMAT }));
  });

  it('marks each deck legal under the list it was saved with, naming the cards and their new limits', async () => {
    await renderWithHistory();

    const { load, row } = getSavedDeckRow('Roto');
    const heading = await row.findByText(
      'Con la lista del 1 de abril de 2026 este mazo dejó de ser legal:',
    );
    const notice = within(heading.parentElement ?? heading);
    expect(notice.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Escudero: 3 copias; el máximo es 1.',
      'Fergus: Prohibida en este formato',
    ]);
    expect(load).toHaveAccessibleDescription(
      'No legal Con la lista del 1 de abril de 2026 este mazo dejó de ser legal:',
    );
    expect(getSavedDeckRow('Antiguo').row.getByText(/este mazo dejó de ser legal/)).toBeVisible();
    expect(getSavedDeckRow('Ilegible').row.getByText(/este mazo dejó de ser legal/)).toBeVisible();
    expect(Object.keys(localStorage).filter((key) => key.includes('.respaldo.'))).toEqual([]);
    // Saved under the list in force: not legal, but nothing broke it since.
    expect(getSavedDeckRow('Reciente').row.queryByText(/dejó de ser legal/)).toBeNull();
    expect(getSavedDeckRow('Reciente').load).toHaveAccessibleDescription('No legal');
    // A format of this browser only has no history to ask for.
    expect(getSavedDeckRow('Propio').row.queryByText(/dejó de ser legal/)).toBeNull();
    expect(server?.requestsTo('GET', '/api/banlists/torneo/history')).toHaveLength(1);
    expect(server?.requestsTo('GET', '/api/banlists/miFormato/history')).toHaveLength(0);
  });

  it('opens the deck with the changed cards marked, and changes nothing in it', async () => {
    const { user } = await renderWithHistory();
    const stored = localStorage.getItem(SAVED_DECKS_STORAGE_KEY);
    const { row } = getSavedDeckRow('Roto');

    await user.click(await row.findByRole('button', { name: 'Abrir y ver las cartas de Roto' }));

    expect(getDeckPanel().getByRole('alert')).toHaveTextContent(
      'Con la lista del 1 de abril de 2026 este mazo dejó de ser legal.',
    );
    expect(readDeckLines()).toEqual([
      '3x EscuderoCambió con la nueva lista: 3 copias; el máximo es 1.−',
      '1x FergusCambió con la nueva lista: Prohibida en este formato−',
      '1x Templario−',
    ]);
    expect(getDeckPanel().getByText('5/50', { exact: false })).toBeInTheDocument();
    expect(localStorage.getItem(SAVED_DECKS_STORAGE_KEY)).toBe(stored);

    await user.click(getDeckPanel().getByRole('button', { name: 'Quitar marcas' }));
    expect(readDeckLines()).toEqual(['3x Escudero−', '1x Fergus−', '1x Templario−']);
    expect(getDeckPanel().queryByText(/dejó de ser legal/)).toBeNull();
  });

  it('opens another deck without marks', async () => {
    const { user } = await renderWithHistory();
    await getSavedDeckRow('Roto').row.findByText(/dejó de ser legal/);

    await user.click(getSavedDeckRow('Reciente').load);

    expect(readDeckLines()).toEqual(['3x Escudero−', '1x Fergus−', '1x Templario−']);
    expect(getDeckPanel().queryByText(/Cambió con la nueva lista/)).toBeNull();
  });

  it('marks nothing and says nothing when the history cannot be read', async () => {
    await renderWithHistory({ status: 500, body: { error: 'boom', message: 'Falló.' } });

    await expect
      .poll(() => server?.requestsTo('GET', '/api/banlists/torneo/history').length)
      .toBeGreaterThan(0);
    expect(getSavedDeckRow('Roto').load).toHaveAccessibleDescription('No legal');
    expect(screen.queryByText(/dejó de ser legal/)).toBeNull();
    expect(screen.queryByText(/No se pudieron cargar/)).toBeNull();
  });
});
