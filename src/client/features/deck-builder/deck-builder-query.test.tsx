import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeCard } from '../../testing/card-factory';
import { getDeckPanel, renderBuilder, startWithStorage } from './testing/deck-storage';

/** One ability doing one action, in the shape of SPEC §3. */
function effectsDoing(accion: string): object[] {
  return [
    { descripcion: 'Prueba', opciones: [{ descripcion_opcion: 'Prueba', acciones: [{ accion }] }] },
  ];
}

const catalogue = [
  makeCard({ id: 1, nombre: 'Escudero', coste: 1, habilidades: effectsDoing('draw') }),
  makeCard({ id: 2, nombre: 'Templario', coste: 3, habilidades: effectsDoing('destroy') }),
  makeCard({ id: 3, nombre: 'Hada', coste: 1, raza: 'Faerie' }),
  makeCard({
    id: 4,
    nombre: 'Rayo',
    tipo: 'talisman',
    raza: null,
    fuerza: null,
    coste: 2,
    habilidades: effectsDoing('destroy'),
  }),
];

function listedCardNames(): string[] {
  const grid = screen.getByRole('list', { name: 'Cartas' });
  return within(grid)
    .getAllByRole('listitem')
    .map((item) => item.querySelector('p[id]')?.textContent ?? '');
}

describe('deck builder grid with a card query', () => {
  beforeEach(() => startWithStorage());

  it('narrows the grid with the same query language as the catalogue, tags included', async () => {
    const { user } = await renderBuilder({ cards: catalogue });
    await user.click(screen.getByRole('button', { name: /^Racial Libre/ }));
    getDeckPanel();
    expect(listedCardNames()).toHaveLength(4);

    await user.click(screen.getByRole('button', { name: 'Abrir menú' }));
    const menu = within(await screen.findByRole('dialog', { name: 'Grimorio' }));
    await user.type(menu.getByPlaceholderText('Buscar por nombre...'), 'tag:destruye');
    expect(menu.getByText('Cartas con la etiqueta «destruye»')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(listedCardNames()).toEqual(['Templario', 'Rayo']));

    await user.click(screen.getByRole('button', { name: 'Abrir menú' }));
    const reopened = within(await screen.findByRole('dialog', { name: 'Grimorio' }));
    await user.type(reopened.getByPlaceholderText('Buscar por nombre...'), ' -t:talisman');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(listedCardNames()).toEqual(['Templario']));
  });
});
