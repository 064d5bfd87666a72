import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeCard } from '../../testing/card-factory';
import { getDeckPanel, getTile, renderBuilder, startWithStorage } from './testing/deck-storage';

const escudero = makeCard({ id: 1, nombre: 'Escudero', raza: 'Caballero' });
const aldric = makeCard({ id: 2, nombre: 'Aldric', habilidad: 'Carta Única. Roba una carta.' });
const catalogue = [escudero, aldric];

function readDeckCount(): string | null | undefined {
  return getDeckPanel()
    .getAllByRole('status')
    .find((status) => status.textContent?.startsWith('Cartas en el mazo'))?.textContent;
}

describe('the deck builder without a mouse (issue 19)', () => {
  beforeEach(() => startWithStorage());

  it("adds a copy with '+' and removes one with '-' while a tile has the focus, and says so", async () => {
    const { user } = await renderBuilder({ cards: catalogue });
    await user.click(screen.getByRole('button', { name: /^Formato Libre/ }));
    const add = getTile('Escudero').getByRole('button', { name: 'Añadir una copia' });
    expect(add).toHaveAttribute('aria-keyshortcuts', '+');
    expect(getTile('Escudero').getByRole('button', { name: 'Quitar una copia' })).toHaveAttribute(
      'aria-keyshortcuts',
      '-',
    );
    add.focus();

    await user.keyboard('++');
    expect(readDeckCount()).toBe('Cartas en el mazo: 2/50');
    expect(getTile('Escudero').getByText('2 en mazo')).toBeInTheDocument();
    await user.keyboard('-');
    expect(readDeckCount()).toBe('Cartas en el mazo: 1/50');
    // Ctrl + '-' is the browser's zoom, not a removal.
    await user.keyboard('{Control>}-{/Control}');
    expect(readDeckCount()).toBe('Cartas en el mazo: 1/50');
    expect(add).toHaveFocus();
  });

  it("adds nothing with '+' once the card is unavailable, and removes nothing at 0 copies", async () => {
    const { user } = await renderBuilder({ cards: catalogue });
    await user.click(screen.getByRole('button', { name: /^Formato Libre/ }));
    getTile('Aldric').getByRole('button', { name: 'Añadir una copia' }).focus();
    await user.keyboard('-');
    expect(readDeckCount()).toBe('Cartas en el mazo: 0/50');
    await user.keyboard('++');
    // A unique card: one copy only.
    expect(readDeckCount()).toBe('Cartas en el mazo: 1/50');
  });

  it("reads 'Queda 1' for the last copy allowed and 'Quedan N' otherwise", async () => {
    const { user } = await renderBuilder({ cards: catalogue });
    await user.click(screen.getByRole('button', { name: /^Formato Libre/ }));
    expect(getTile('Aldric').getByText('Queda 1')).toBeInTheDocument();
    expect(getTile('Escudero').getByText('Quedan 3')).toBeInTheDocument();
    await user.click(getTile('Escudero').getByRole('button', { name: 'Añadir una copia' }));
    await user.click(getTile('Escudero').getByRole('button', { name: 'Añadir una copia' }));
    expect(getTile('Escudero').getByText('Queda 1')).toBeInTheDocument();
  });

  it('shows the allies with no guide in a format without a minimum, and the minimum otherwise', async () => {
    const { user } = await renderBuilder({ cards: catalogue });
    await user.click(screen.getByRole('button', { name: /^Formato Libre/ }));
    await user.click(getTile('Escudero').getByRole('button', { name: 'Añadir una copia' }));
    expect(getDeckPanel().getByText('Aliados').nextSibling).toHaveTextContent(/^1$/);
  });

  it('explains what saving under a name does, for a new deck and for a saved one', async () => {
    const { user } = await renderBuilder({ cards: catalogue });
    await user.click(screen.getByRole('button', { name: /^Formato Libre/ }));
    await user.click(getTile('Escudero').getByRole('button', { name: 'Añadir una copia' }));
    await user.click(getDeckPanel().getByRole('button', { name: 'Guardar Mazo' }));
    const name = getDeckPanel().getByLabelText('Nombre del mazo');
    expect(name).toHaveAttribute('placeholder', 'Ej.: Caballeros del Alba');
    expect(name).toHaveAccessibleDescription(
      'Se guarda como un mazo nuevo; si otro ya tiene este nombre, se conservan los dos.',
    );
    await user.type(name, 'Orden del Alba');
    await user.click(getDeckPanel().getByRole('button', { name: 'Confirmar Guardado' }));
    await user.click(await screen.findByRole('button', { name: 'Cerrar' }));
    await user.click(getDeckPanel().getByRole('button', { name: 'Guardar Mazo' }));
    expect(getDeckPanel().getByLabelText('Nombre del mazo')).toHaveAccessibleDescription(
      'Reemplaza la versión guardada de este mazo; otro mazo con el mismo nombre no cambia.',
    );
  });
});
