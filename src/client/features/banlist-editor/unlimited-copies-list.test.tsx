import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Banlist } from '../../../domain/banlists/banlist';
import { BUILT_IN_BANLISTS } from '../../../domain/banlists/built-in-banlists';
import { BANLISTS_STORAGE_KEY, useBanlistStore } from '../../lib/banlist-store';
import { useNotificationStore } from '../../lib/notification-store';
import { makeCard } from '../../testing/card-factory';
import { renderApp } from '../../testing/render-app';

// 'Sin límite de copias' (issue 15): the copy-limit exception is a fourth card list of the
// editor, and a card is in one list at most.
const UNLIMITED = 'Sin límite de copias';

function chips(list: string): string[] {
  const region = within(screen.getByRole('region', { name: new RegExp(`^${list}`) }));
  const items = region.queryByRole('list', { name: list });
  return items === null
    ? []
    : within(items)
        .getAllByRole('listitem')
        .map((item) => item.textContent ?? '');
}

describe("the banlist editor's 'Sin límite de copias'", () => {
  beforeEach(() => {
    localStorage.clear();
    useBanlistStore.getState().reloadFromStorage();
    useNotificationStore.getState().dismiss();
  });

  it('adds a card without limit, never one already in another list, and saves it', async () => {
    const { user } = renderApp({
      url: '/banlists',
      cards: [makeCard({ id: 1, nombre: 'Mercenario' }), makeCard({ id: 2, nombre: 'Bennu' })],
      officialBanlists: [...BUILT_IN_BANLISTS],
    });
    await user.selectOptions(
      await screen.findByLabelText('Formato'),
      'Formato Libre - Primer Bloque',
    );
    expect(chips('Limitadas a 1')).toEqual(['Bennu']);
    expect(screen.getByText(/cualquier cantidad de copias/)).toBeInTheDocument();

    const search = screen.getByRole('combobox', { name: `Buscar y añadir carta a ${UNLIMITED}` });
    await user.type(search, 'Merc');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(chips(UNLIMITED)).toEqual(['Mercenario']);
    // Bennu is limited to 1: the type-ahead does not offer it for a second list.
    await user.type(search, 'Benn');
    expect(screen.queryByRole('option', { name: /Bennu/ })).not.toBeInTheDocument();
    await user.clear(search);

    await user.click(screen.getByRole('button', { name: 'Guardar Cambios de Banlist' }));
    const stored = JSON.parse(localStorage.getItem(BANLISTS_STORAGE_KEY) ?? '{}') as Record<
      string,
      Banlist
    >;
    expect(stored['formatoLibre']?.rules.unlimitedCopies).toEqual(['Mercenario']);
    expect(stored['formatoLibre']?.rules.limitedOne).toEqual(['Bennu']);
  });
});
