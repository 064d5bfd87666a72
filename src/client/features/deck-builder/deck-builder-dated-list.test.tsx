import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BanlistVersion } from '../../../contract/banlists';
import { BUILT_IN_BANLISTS } from '../../../domain/banlists/built-in-banlists';
import { startApiTestServer, type ApiTestServer } from '../../testing/api-test-server';
import { makeCard } from '../../testing/card-factory';
import { SAVED_DECKS_STORAGE_KEY } from '../../lib/saved-decks-store';
import {
  getDeckPanel,
  getSavedDeckRow,
  getTile,
  renderBuilder,
  startWithStorage,
} from './testing/deck-storage';
import { FINISHING_CARDS, finishDeck } from './testing/finished-deck';

const escudero = makeCard({ id: 1, nombre: 'Escudero' });
const templario = makeCard({ id: 2, nombre: 'Templario', edicion: 'Cruzadas' });
const catalogue = [escudero, templario, ...FINISHING_CARDS];

function findRacialEdicion() {
  const found = BUILT_IN_BANLISTS.find((banlist) => banlist.key === 'racialEdicion');
  if (found === undefined) throw new Error('No built-in racialEdicion');
  return found;
}
const racialEdicion = findRacialEdicion();

function makeVersion(overrides: Partial<BanlistVersion>): BanlistVersion {
  return {
    id: 1,
    name: racialEdicion.name,
    effectiveDate: '2026-04-01',
    rules: { ...racialEdicion.rules },
    publishedAt: '2026-04-02T10:00:00.000Z',
    publishedBy: 'Admin',
    ...overrides,
  };
}

// The newer list (in force) allows Escudero; the list of 3 December 2025 banned it.
const HISTORY = {
  key: 'racialEdicion',
  versions: [
    makeVersion({ id: 2 }),
    makeVersion({
      id: 1,
      effectiveDate: '2025-12-03',
      publishedAt: '2025-12-03T10:00:00.000Z',
      rules: { ...racialEdicion.rules, banned: [...racialEdicion.rules.banned, 'Escudero'] },
    }),
  ],
};

let server: ApiTestServer | undefined;

afterEach(async () => {
  await server?.close();
  server = undefined;
});

function getLegality() {
  return within(getDeckPanel().getByRole('region', { name: 'Legalidad' }));
}

async function startBuildingWithEscudero() {
  const view = await renderBuilder({ cards: catalogue });
  await view.user.click(screen.getByRole('button', { name: /^Racial Edición/ }));
  await view.user.click(getTile('Escudero').getByRole('button', { name: 'Añadir una copia' }));
  return view;
}

/** Opens a saved deck with Escudero that is legal under the list in force (50 cards, ADR 0016). */
async function openFinishedDeckWithEscudero() {
  const view = await renderBuilder({ cards: catalogue });
  await view.user.click(getSavedDeckRow('Caballeros').load);
  return view;
}

describe("'Comprobar con la lista de…' in the builder's 'Legalidad' panel", () => {
  beforeEach(() =>
    startWithStorage({
      [SAVED_DECKS_STORAGE_KEY]: [
        {
          id: '1',
          name: 'Caballeros',
          format: 'racialEdicion',
          cards: finishDeck([escudero.id, templario.id]),
        },
      ],
    }),
  );

  it('shows the verdict under an earlier dated list, with its reasons, and hides it again for the one in force', async () => {
    server = await startApiTestServer({
      'GET /api/banlists/racialEdicion/history': () => ({ status: 200, body: HISTORY }),
    });
    const { user } = await openFinishedDeckWithEscudero();

    const select = await getLegality().findByLabelText('Comprobar con la lista de…');
    const options = within(select).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      '1 de abril de 2026 (vigente)',
      '3 de diciembre de 2025',
    ]);
    expect(select).toHaveValue('2');
    expect(getLegality().queryByText(/^Con la lista del/)).toBeNull();

    await user.selectOptions(select, '3 de diciembre de 2025');
    const other = getLegality().getByText('Con la lista del 3 de diciembre de 2025:', {
      selector: 'span',
    }).parentElement;
    if (other === null) throw new Error('No verdict under the dated list');
    expect(within(other).getByText('No legal')).toBeInTheDocument();
    expect(getLegality().getByText(/^Escudero: /)).toBeInTheDocument();
    expect(
      getLegality()
        .getAllByText(/Con la lista del 3 de diciembre de 2025/)
        .some((node) => node.getAttribute('aria-live') === 'polite'),
    ).toBe(true);
    // The verdict under the list in force is unchanged, and so is the deck.
    const toggle = within(getLegality().getByRole('button', { name: /^Legalidad/ }));
    expect(toggle.getByText('Legal')).toBeInTheDocument();
    expect(getDeckPanel().getByText('50/50')).toBeInTheDocument();

    await user.selectOptions(select, '1 de abril de 2026 (vigente)');
    expect(getLegality().queryByText(/^Con la lista del/)).toBeNull();
    expect(getLegality().queryByText(/^Escudero: /)).toBeNull();
  });

  it('offers no choice when the format has a single published list', async () => {
    server = await startApiTestServer({
      'GET /api/banlists/racialEdicion/history': () => ({
        status: 200,
        body: { key: 'racialEdicion', versions: [makeVersion({ id: 2 })] },
      }),
    });
    await openFinishedDeckWithEscudero();

    expect(
      await getLegality().findByText('Legal en Racial Edición - Primer Bloque.'),
    ).toBeVisible();
    await expect
      .poll(() => server?.requestsTo('GET', '/api/banlists/racialEdicion/history').length)
      .toBe(1);
    await expect
      .poll(() => getLegality().queryByText('Buscando listas anteriores del formato…'))
      .toBeNull();
    expect(getLegality().queryByLabelText('Comprobar con la lista de…')).toBeNull();
  });

  it('says in Spanish when the dated lists cannot be loaded', async () => {
    server = await startApiTestServer({
      'GET /api/banlists/racialEdicion/history': () => ({
        status: 400,
        body: { error: 'bad', message: 'Solicitud no válida.' },
      }),
    });
    await startBuildingWithEscudero();

    expect(
      await getLegality().findByText(/No se pudieron cargar las listas anteriores del formato/),
    ).toHaveTextContent('Solicitud no válida.');
    expect(getLegality().getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });
});
