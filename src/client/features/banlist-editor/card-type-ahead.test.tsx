import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BUILT_IN_BANLISTS } from '../../../domain/banlists/built-in-banlists';
import { useBanlistStore } from '../../lib/banlist-store';
import { useNotificationStore } from '../../lib/notification-store';
import { makeCard } from '../../testing/card-factory';
import { renderApp } from '../../testing/render-app';
import { SUGGESTIONS_CLOSE_DELAY_MS } from './card-combobox';

const KNIGHTS = [
  'Caballero del Roble',
  'Caballero de la Cruz Roja',
  'Caballero Peregrino',
  'Caballero Negro',
  'Caballero Andante',
  'Caballero del Grial',
];

async function renderFormatoLibre() {
  const view = renderApp({
    url: '/banlists',
    cards: [
      ...KNIGHTS.map((nombre) => makeCard({ nombre })),
      makeCard({ nombre: 'Curandera' }),
      makeCard({ nombre: 'Bennu', edicion: 'Edición Promocional' }),
    ],
    officialBanlists: [...BUILT_IN_BANLISTS],
  });
  await view.user.selectOptions(
    await screen.findByLabelText('Formato'),
    'Formato Libre - Primer Bloque',
  );
  return view;
}

function getField(list: string): HTMLElement {
  return screen.getByRole('combobox', { name: `Buscar y añadir carta a ${list}` });
}

function listSuggestions(list: string): string[] {
  const listbox = screen.queryByRole('listbox', { name: `Sugerencias para ${list}` });
  if (!listbox) return [];
  return within(listbox)
    .getAllByRole('option')
    .map((option) => option.firstChild?.textContent ?? '');
}

function chipsOf(list: string): string[] {
  const chips = screen.queryByRole('list', { name: list });
  return chips
    ? within(chips)
        .getAllByRole('listitem')
        .map((item) => item.textContent ?? '')
    : [];
}

describe('the type-ahead of a card list', () => {
  beforeEach(() => {
    localStorage.clear();
    useBanlistStore.getState().reloadFromStorage();
    useNotificationStore.getState().dismiss();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('adds a card with the keyboard: arrows move through the suggestions, Enter adds', async () => {
    const { user } = await renderFormatoLibre();
    const field = getField('Limitadas a 2');
    expect(field).toHaveAttribute('placeholder', 'Buscar y añadir carta...');
    await user.type(field, 'CABALLERO D');
    expect(field).toHaveAttribute('aria-expanded', 'true');
    expect(listSuggestions('Limitadas a 2')).toEqual([
      'Caballero del Roble',
      'Caballero de la Cruz Roja',
      'Caballero del Grial',
    ]);

    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{ArrowUp}');
    const listbox = screen.getByRole('listbox', { name: 'Sugerencias para Limitadas a 2' });
    const active = within(listbox).getByRole('option', { selected: true });
    expect(active).toHaveTextContent('Caballero del Grial');
    expect(field).toHaveAttribute('aria-activedescendant', active.id);

    await user.keyboard('{Enter}');
    expect(chipsOf('Limitadas a 2')).toEqual(['Caballero del Grial']);
    expect(field).toHaveValue('');
    expect(field).toHaveAttribute('aria-expanded', 'false');
    expect(field).toHaveFocus();
    expect(screen.getByText('Caballero del Grial añadida a Limitadas a 2.')).toBeInTheDocument();
  });

  it('offers at most five cards, and none already in any of the three lists', async () => {
    const { user } = await renderFormatoLibre();
    await user.type(getField('Cartas Prohibidas'), 'caballero');
    expect(listSuggestions('Cartas Prohibidas')).toEqual(KNIGHTS.slice(0, 5));

    await user.keyboard('{ArrowDown}{Enter}');
    await user.type(getField('Limitadas a 1'), 'caballero');
    expect(listSuggestions('Limitadas a 1')).toEqual(KNIGHTS.slice(1, 6));

    await user.clear(getField('Limitadas a 1'));
    await user.type(getField('Limitadas a 1'), 'curan');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await user.clear(getField('Limitadas a 1'));
    await user.type(getField('Limitadas a 1'), 'bennu');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('closes the list on Escape, and clears the text on a second Escape', async () => {
    const { user } = await renderFormatoLibre();
    const field = getField('Cartas Prohibidas');
    await user.type(field, 'roble');
    expect(listSuggestions('Cartas Prohibidas')).toEqual(['Caballero del Roble']);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(field).toHaveValue('roble');
    await user.keyboard('{ArrowDown}');
    expect(listSuggestions('Cartas Prohibidas')).toEqual(['Caballero del Roble']);
    await user.keyboard('{Escape}{Escape}');
    expect(field).toHaveValue('');
  });

  it('offers the cards a card query describes, as the catalogue search does', async () => {
    const { user } = renderApp({
      url: '/banlists',
      cards: [
        makeCard({ nombre: 'Lanza Corta', tipo: 'arma', coste: 1, raza: null, fuerza: null }),
        makeCard({ nombre: 'Espada Larga', tipo: 'arma', coste: 3, raza: null, fuerza: null }),
        makeCard({ nombre: 'Lancero', tipo: 'aliado', coste: 1 }),
        makeCard({ nombre: 'Daga', tipo: 'arma', coste: 0, raza: null, fuerza: null }),
      ],
      officialBanlists: [...BUILT_IN_BANLISTS],
    });
    await user.selectOptions(
      await screen.findByLabelText('Formato'),
      'Formato Libre - Primer Bloque',
    );
    await user.type(getField('Limitadas a 2'), 't:arma c<=1');
    expect(listSuggestions('Limitadas a 2')).toEqual(['Lanza Corta', 'Daga']);
    await user.clear(getField('Limitadas a 2'));
    await user.type(getField('Limitadas a 2'), 'lan');
    expect(listSuggestions('Limitadas a 2')).toEqual(['Lanza Corta', 'Lancero']);
  });

  it('adds the card clicked in the list', async () => {
    const { user } = await renderFormatoLibre();
    await user.type(getField('Cartas Prohibidas'), 'negro');
    await user.click(screen.getByRole('option', { name: /Caballero Negro/ }));
    expect(chipsOf('Cartas Prohibidas')).toContain('Caballero Negro');
    expect(getField('Cartas Prohibidas')).toHaveFocus();
  });

  it('closes the list 150 ms after the field loses focus, not before', async () => {
    const { user } = await renderFormatoLibre();
    const field = getField('Cartas Prohibidas');
    await user.type(field, 'caballero');
    vi.useFakeTimers();
    act(() => field.blur());
    act(() => vi.advanceTimersByTime(SUGGESTIONS_CLOSE_DELAY_MS - 1));
    expect(field).toHaveAttribute('aria-expanded', 'true');
    act(() => vi.advanceTimersByTime(1));
    expect(field).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('removes a chip from the keyboard and moves focus to the next one, then to the field', async () => {
    const { user } = await renderFormatoLibre();
    const firstBanned = screen.getByRole('button', { name: 'Quitar Absalon' });
    act(() => firstBanned.focus());
    await user.keyboard('{Enter}');
    expect(chipsOf('Cartas Prohibidas')).not.toContain('Absalon');
    expect(screen.getByRole('button', { name: 'Quitar Cadena Espiritual' })).toHaveFocus();

    act(() => screen.getByRole('button', { name: 'Quitar Bennu' }).focus());
    await user.keyboard(' ');
    expect(screen.getByRole('heading', { name: 'Limitadas a 1 (0)' })).toBeInTheDocument();
    expect(chipsOf('Limitadas a 1')).toEqual([]);
    expect(getField('Limitadas a 1')).toHaveFocus();
  });
});
