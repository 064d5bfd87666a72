import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Banlist } from '../../../domain/banlists/banlist';
import { BANLISTS_STORAGE_KEY, useBanlistStore } from '../../lib/banlist-store';
import { useNotificationStore } from '../../lib/notification-store';
import { makeCard } from '../../testing/card-factory';
import { renderApp } from '../../testing/render-app';

const WARNING = 'No corresponde a ninguna carta del catálogo';

const CARDS = [
  makeCard({ id: 1, nombre: "Dru'ath an-Morén" }),
  makeCard({ id: 2, nombre: 'Fergus' }),
  makeCard({ id: 3, nombre: 'Fergal' }),
  makeCard({ id: 4, nombre: 'Ferdia' }),
  makeCard({ id: 5, nombre: 'Fergus el Rojo' }),
  makeCard({ id: 6, nombre: 'Cathbadh el Druida' }),
  makeCard({ id: 7, nombre: 'Bennu' }),
];

function makeTorneo(rules: Partial<Banlist['rules']>): Banlist {
  return {
    key: 'torneoLocal',
    name: 'Torneo Local',
    effectiveDate: null,
    rules: { minAllies: 16, maxCard: 50, banned: [], limitedOne: [], limitedTwo: [], ...rules },
  };
}

async function openEditor(banlist: Banlist) {
  const view = renderApp({ url: '/banlists', cards: CARDS, officialBanlists: [banlist] });
  await view.user.selectOptions(await screen.findByLabelText('Formato'), banlist.name);
  return view;
}

function chipOf(listLabel: string, nombre: string): HTMLElement {
  const item = within(screen.getByRole('list', { name: listLabel }))
    .getAllByRole('listitem')
    .find((candidate) => candidate.firstChild?.textContent === nombre);
  if (!item) throw new Error(`no chip ${nombre} in ${listLabel}`);
  return item;
}

describe('banlist entries that name no card', () => {
  beforeEach(() => {
    localStorage.clear();
    useBanlistStore.getState().reloadFromStorage();
    useNotificationStore.getState().dismiss();
  });

  it('shows a warning chip with up to three closest names only on entries that name no card', async () => {
    await openEditor(
      makeTorneo({
        banned: ['Dru ath an-Moren', 'Fergsu', 'Cathbadh el Druida (Rework)'],
        limitedOne: ['BENNU', 'Xiuhcoatl'],
      }),
    );

    const misspelt = chipOf('Cartas Prohibidas', 'Fergsu');
    expect(within(misspelt).getByText(WARNING)).toBeInTheDocument();
    expect(
      within(misspelt)
        .getAllByRole('button', { name: /^Reemplazar Fergsu por / })
        .map((button) => button.textContent),
    ).toEqual(['Fergus', 'Fergal', 'Ferdia']);
    const unknown = chipOf('Limitadas a 1', 'Xiuhcoatl');
    expect(within(unknown).getByText(WARNING)).toBeInTheDocument();
    expect(within(unknown).queryByRole('button', { name: /^Reemplazar/ })).toBeNull();
    expect(screen.getAllByText(WARNING)).toHaveLength(2);
    expect(screen.getAllByText('1 entrada sin carta en el catálogo')).toHaveLength(2);
  });

  it('replaces the entry in its place with one click, and saves it like any edit', async () => {
    const { user } = await openEditor(
      makeTorneo({ banned: ['Bennu', 'Fergsu', 'Cathbadh el Druida'] }),
    );

    await user.click(screen.getByRole('button', { name: 'Reemplazar Fergsu por Fergus' }));

    expect(screen.queryByText(WARNING)).toBeNull();
    expect(
      within(screen.getByRole('list', { name: 'Cartas Prohibidas' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Bennu', 'Fergus', 'Cathbadh el Druida']);
    expect(
      screen.getByText('Fergsu reemplazada por Fergus en Cartas Prohibidas.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Cambios sin guardar');

    await user.click(screen.getByRole('button', { name: 'Guardar Cambios de Banlist' }));

    const stored = JSON.parse(localStorage.getItem(BANLISTS_STORAGE_KEY) ?? '{}') as Record<
      string,
      Banlist
    >;
    expect(stored.torneoLocal?.rules.banned).toEqual(['Bennu', 'Fergus', 'Cathbadh el Druida']);
  });

  it('offers the replacements to the keyboard and leaves focus on the fixed chip', async () => {
    const { user } = await openEditor(makeTorneo({ limitedTwo: ['Fergsu'] }));
    const replacement = screen.getByRole('button', { name: 'Reemplazar Fergsu por Fergus' });

    replacement.focus();
    await user.keyboard('{Enter}');

    expect(screen.getByRole('button', { name: 'Quitar Fergus' })).toHaveFocus();
  });

  it('shows an entry written as markup as plain text', async () => {
    await openEditor(makeTorneo({ banned: ['<img src=x onerror=alert(1)>Fergs'] }));

    const chip = chipOf('Cartas Prohibidas', '<img src=x onerror=alert(1)>Fergs');
    expect(within(chip).getByText(WARNING)).toBeInTheDocument();
    expect(chip.querySelector('img')).toBeNull();
  });
});
