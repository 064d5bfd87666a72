import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Banlist } from '../../../domain/banlists/banlist';
import { BUILT_IN_BANLISTS } from '../../../domain/banlists/built-in-banlists';
import { SAVED_DECKS_STORAGE_KEY } from '../../lib/saved-decks-store';
import { makeCard } from '../../testing/card-factory';
import { getDeckPanel, getTile, renderBuilder, startWithStorage } from './testing/deck-storage';

const escudero = makeCard({ id: 1, nombre: 'Escudero', raza: 'Caballero' });
const templario = makeCard({ id: 2, nombre: 'Templario', edicion: 'Cruzadas' });
const hada = makeCard({ id: 3, nombre: 'Hada', raza: 'Faerie' });
const selkie = makeCard({ id: 4, nombre: 'Selkie', edicion: 'Hijos de Daana', raza: 'Faerie' });
const urisk = makeCard({ id: 5, nombre: 'Urisk', edicion: 'Hijos de Daana', raza: 'Héroe' });
const notAlly = { raza: null, fuerza: null } as const;
const destello = makeCard({ id: 6, nombre: 'Destello', tipo: 'talisman', ...notAlly });
const heraldo = makeCard({ id: 7, nombre: 'Heraldo', edicion: 'Edición Promocional' });
const aldric = makeCard({ id: 8, nombre: 'Aldric', habilidad: 'Carta Única. Roba una carta.' });
const oro = makeCard({ id: 9, nombre: 'Oro', tipo: 'oro', coste: null, ...notAlly });
const catalogue = [escudero, templario, hada, selkie, urisk, destello, heraldo, aldric, oro];

const miniFormat: Banlist = {
  key: 'mini',
  name: 'Formato Mini',
  effectiveDate: null,
  rules: { minAllies: 2, maxCard: 4, banned: [], limitedOne: [], limitedTwo: [] },
};

async function chooseFormat(user: Awaited<ReturnType<typeof renderBuilder>>['user'], name: RegExp) {
  await user.click(screen.getByRole('button', { name }));
  return getDeckPanel();
}

function readDeckList(): string[] {
  const list = getDeckPanel().queryByRole('list', { name: 'Contenido del mazo' });
  if (list === null) return [];
  return within(list)
    .getAllByRole('listitem')
    .map((item) => item.textContent?.replace('−', '') ?? '');
}

describe('deck builder after a format is chosen', () => {
  beforeEach(() => startWithStorage());

  it('starts an empty "Mazo Actual" at 0/50 with allies under the minimum and no gold', async () => {
    const { user } = await renderBuilder({ cards: catalogue });
    const panel = await chooseFormat(user, /^Racial Edición/);
    expect(panel.getByText('Mazo sin nombre')).toBeInTheDocument();
    expect(panel.getByText('0/50', { exact: false })).toBeInTheDocument();
    expect(panel.getByText('Aliados').nextSibling).toHaveTextContent('0 / 16 (bajo el mínimo)');
    expect(panel.getByText('Aliados').nextSibling).toHaveClass('text-pink-300');
    expect(panel.getByText('Total de oros').nextSibling).toHaveTextContent('0');
    expect(panel.getByRole('button', { name: 'Guardar Mazo' })).toBeDisabled();
  });

  it('marks every unavailable card with the reason of the Racial Edición rules', async () => {
    const { user } = await renderBuilder({ cards: catalogue });
    await chooseFormat(user, /^Racial Edición/);

    expect(
      getTile('Destello').getByText('Debes añadir un Aliado para definir el bloque'),
    ).toBeInTheDocument();
    expect(getTile('Destello').getByRole('button', { name: 'Añadir una copia' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(
      getTile('Heraldo').getByText('Esta carta no pertenece a un bloque válido'),
    ).toBeInTheDocument();
    expect(getTile('Urisk').getByText('Prohibida en este formato')).toBeInTheDocument();
    expect(getTile('Escudero').getByText('Quedan 3')).toBeInTheDocument();
    expect(getTile('Aldric').getByText('Queda 1')).toBeInTheDocument();

    await user.click(getTile('Escudero').getByRole('button', { name: 'Añadir una copia' }));
    expect(
      getTile('Hada').getByText('No pertenece a la raza del mazo (Caballero)'),
    ).toBeInTheDocument();
    expect(
      getTile('Selkie').getByText('No pertenece al bloque del mazo (Espada Sagrada)'),
    ).toBeInTheDocument();
    expect(
      getTile('Heraldo').getByText('No pertenece al bloque del mazo (Espada Sagrada)'),
    ).toBeInTheDocument();
    expect(getTile('Destello').getByText('Quedan 3')).toBeInTheDocument();
    expect(getTile('Templario').getByRole('button', { name: 'Añadir una copia' })).toHaveAttribute(
      'aria-disabled',
      'false',
    );
    expect(getTile('Escudero').getByText('Quedan 2')).toBeInTheDocument();
    expect(getTile('Escudero').getByText('1 en mazo')).toBeInTheDocument();

    await user.click(getTile('Escudero').getByRole('button', { name: 'Añadir una copia' }));
    await user.click(getTile('Escudero').getByRole('button', { name: 'Añadir una copia' }));
    expect(getTile('Escudero').getByText('Máximo de copias en el mazo')).toBeInTheDocument();
    expect(getTile('Escudero').getByRole('button', { name: 'Añadir una copia' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(getDeckPanel().getByText('3/50', { exact: false })).toBeInTheDocument();
  });

  it('names each tile button after its card for screen readers, and keeps the keyboard focus on it', async () => {
    const { user } = await renderBuilder({ cards: catalogue });
    await chooseFormat(user, /^Racial Edición/);
    const add = getTile('Escudero').getByRole('button', { name: 'Añadir una copia' });
    expect(add).toHaveAccessibleDescription(
      'Escudero Atajos: con una carta enfocada, + añade una copia, - quita una e i muestra su habilidad.',
    );
    add.focus();
    await user.keyboard('{Enter}');
    const remove = getTile('Escudero').getByRole('button', { name: 'Quitar una copia' });
    remove.focus();
    await user.keyboard(' ');
    expect(getDeckPanel().getByText('0/50', { exact: false })).toBeInTheDocument();
    await user.keyboard('{Shift>}{Tab}{/Shift}{Enter}{Enter}{Enter}');
    expect(getDeckPanel().getByText('3/50', { exact: false })).toBeInTheDocument();
    // The third copy made the card unavailable; the focus stays and another press adds nothing.
    expect(getTile('Escudero').getByRole('button', { name: 'Añadir una copia' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(getDeckPanel().getByText('3/50', { exact: false })).toBeInTheDocument();
  });

  it("shows a card's ability in a dialog from its ⓘ or the 'i' key, and gives the focus back", async () => {
    const { user } = await renderBuilder({ cards: catalogue });
    await chooseFormat(user, /^Racial Edición/);
    const info = getTile('Escudero').getByRole('button', { name: 'Ver habilidad' });
    expect(info).toHaveAccessibleDescription('Escudero');
    await user.click(info);
    const dialog = await screen.findByRole('dialog', { name: 'Escudero' });
    expect(dialog).toHaveTextContent(escudero.habilidad ?? '');
    expect(dialog).toHaveTextContent(`Coste:${escudero.coste}`);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Escudero' })).toBeNull());
    expect(info).toHaveFocus();

    const add = getTile('Escudero').getByRole('button', { name: 'Añadir una copia' });
    add.focus();
    await user.keyboard('i');
    const byKey = await screen.findByRole('dialog', { name: 'Escudero' });
    await user.click(within(byKey).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Escudero' })).toBeNull());
    expect(add).toHaveFocus();
    expect(getDeckPanel().getByText('0/50', { exact: false })).toBeInTheDocument();
  });

  it('blocks every card not in the deck once it is full, and shows allies met in green', async () => {
    const { user } = await renderBuilder({
      cards: catalogue,
      officialBanlists: [miniFormat],
    });
    const panel = await chooseFormat(user, /^Formato Mini/);
    for (let copy = 0; copy < 3; copy += 1) {
      await user.click(getTile('Hada').getByRole('button', { name: 'Añadir una copia' }));
    }
    await user.click(getTile('Oro').getByRole('button', { name: 'Añadir una copia' }));
    expect(panel.getByText('4/4', { exact: false })).toBeInTheDocument();
    expect(getTile('Escudero').getByText('El mazo está lleno')).toBeInTheDocument();
    expect(getTile('Hada').getByText('Máximo de copias en el mazo')).toBeInTheDocument();
    expect(getTile('Oro').getByText('El mazo está lleno')).toBeInTheDocument();
    expect(panel.getByText('Aliados').nextSibling).toHaveTextContent('3 / 2 (mínimo cumplido)');
    expect(panel.getByText('Aliados').nextSibling).toHaveClass('text-emerald-300');
    expect(panel.getByText('Total de oros').nextSibling).toHaveTextContent('1');
  });

  it('lists the deck as "Nx name" in the listing order, and each line removes one copy', async () => {
    const { user } = await renderBuilder({ cards: catalogue });
    await chooseFormat(user, /^Formato Libre/);
    for (const name of ['Oro', 'Templario', 'Destello', 'Escudero', 'Templario']) {
      await user.click(getTile(name).getByRole('button', { name: 'Añadir una copia' }));
    }
    expect(readDeckList()).toEqual(['1x Escudero', '2x Templario', '1x Destello', '1x Oro']);
    await user.click(getDeckPanel().getByRole('button', { name: 'Quitar una copia de Templario' }));
    expect(readDeckList()).toEqual(['1x Escudero', '1x Templario', '1x Destello', '1x Oro']);
    await user.click(getTile('Oro').getByRole('button', { name: 'Quitar una copia' }));
    expect(readDeckList()).toEqual(['1x Escudero', '1x Templario', '1x Destello']);
    expect(getTile('Oro').getByRole('button', { name: 'Quitar una copia' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('moves the focus to the next line when a line of the deck list goes away', async () => {
    const { user } = await renderBuilder({ cards: catalogue });
    await chooseFormat(user, /^Formato Libre/);
    for (const name of ['Escudero', 'Templario', 'Oro']) {
      await user.click(getTile(name).getByRole('button', { name: 'Añadir una copia' }));
    }
    const panel = getDeckPanel();
    panel.getByRole('button', { name: 'Quitar una copia de Templario' }).focus();
    await user.keyboard('{Enter}');
    expect(panel.getByRole('button', { name: 'Quitar una copia de Oro' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(panel.getByRole('button', { name: 'Quitar una copia de Escudero' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(panel.getByRole('heading', { name: 'Mazo Actual' })).toHaveFocus();
  });

  it('narrows the grid with the filter panel in the URL', async () => {
    const { user } = await renderBuilder({ url: '/mazos?tipo=oro', cards: catalogue });
    await chooseFormat(user, /^Formato Libre/);
    const grid = screen.getByRole('list', { name: 'Cartas' });
    expect(within(grid).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByText('1 de 9 cartas')).toBeInTheDocument();
  });

  it('still loads a saved deck that is no longer legal, and lists its problems', async () => {
    startWithStorage({
      [SAVED_DECKS_STORAGE_KEY]: [
        { id: '7', name: 'Viejo', format: 'racialEdicion', cards: [1, 1, 1, 1, 5, 99] },
      ],
    });
    const { user } = await renderBuilder({ cards: catalogue });
    await user.click(screen.getByRole('button', { name: /^Viejo \[RE\]/ }));
    expect(getDeckPanel().getByRole('alert')).toHaveTextContent(
      'Este mazo tiene 1 carta que ya no está en el catálogo.',
    );
    const legality = getDeckPanel().getByRole('region', { name: 'Legalidad' });
    expect(legality).toHaveTextContent('No legal');
    expect(legality).toHaveTextContent('El mazo no es legal en este formato:');
    expect(legality).toHaveTextContent('Urisk: Prohibida en este formato');
    expect(legality).toHaveTextContent('Escudero: 4 copias; el máximo es 3.');
    expect(getDeckPanel().getByText('5/50', { exact: false })).toBeInTheDocument();
  });

  it('offers the formats again when the deck in progress names one that no longer exists', async () => {
    startWithStorage({
      grimorioDraftDeck: {
        format: 'borrado',
        id: null,
        name: null,
        cardIds: [1],
        missingCardIds: [],
      },
    });
    const { user } = await renderBuilder({
      cards: catalogue,
      officialBanlists: [...BUILT_IN_BANLISTS],
    });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'El formato "borrado" de este mazo ya no existe.',
    );
    await user.click(screen.getByRole('button', { name: /^Racial Libre/ }));
    expect(getDeckPanel().getByText('1/50', { exact: false })).toBeInTheDocument();
  });
});
