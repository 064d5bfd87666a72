import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { SAVED_DECKS_STORAGE_KEY } from '../../lib/saved-decks-store';
import { makeCard } from '../../testing/card-factory';
import { DRAFT_DECK_STORAGE_KEY } from './draft-deck-store';
import {
  getDeckPanel,
  getTile,
  reloadStores,
  renderBuilder,
  startWithStorage,
} from './testing/deck-storage';

const escudero = makeCard({ id: 1, nombre: 'Escudero' });
const templario = makeCard({ id: 2, nombre: 'Templario', edicion: 'Cruzadas' });
const catalogue = [escudero, templario];

function readSavedDecks(): unknown {
  return JSON.parse(localStorage.getItem(SAVED_DECKS_STORAGE_KEY) ?? 'null');
}

describe('saving and cancelling in the deck builder', () => {
  beforeEach(() => startWithStorage());

  it('asks for a name on "Guardar Mazo", saves on "Confirmar Guardado" and says so', async () => {
    const { user } = await renderBuilder({ cards: catalogue });
    await user.click(screen.getByRole('button', { name: /^Racial Edición/ }));
    const panel = getDeckPanel();
    expect(panel.getByRole('button', { name: 'Guardar Mazo' })).toBeDisabled();
    await user.click(getTile('Escudero').getByRole('button', { name: 'Añadir una copia' }));
    await user.click(getTile('Templario').getByRole('button', { name: 'Añadir una copia' }));

    await user.click(panel.getByRole('button', { name: 'Guardar Mazo' }));
    const confirm = panel.getByRole('button', { name: 'Confirmar Guardado' });
    expect(confirm).toBeDisabled();
    await user.type(panel.getByLabelText('Nombre del mazo'), '   ');
    expect(confirm).toBeDisabled();
    await user.type(panel.getByLabelText('Nombre del mazo'), 'Orden del Alba');
    await user.click(confirm);

    const notice = await screen.findByRole('dialog', { name: 'Notificación' });
    expect(notice).toHaveTextContent('Mazo "Orden del Alba" guardado!');
    expect(readSavedDecks()).toEqual([
      {
        id: expect.stringMatching(/^\d+$/),
        name: 'Orden del Alba',
        format: 'racialEdicion',
        cards: [1, 2],
        names: { '1': 'Escudero', '2': 'Templario' },
        savedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/u),
      },
    ]);
    await user.click(within(notice).getByRole('button', { name: 'Cerrar' }));
    expect(getDeckPanel().getByText('Orden del Alba')).toBeInTheDocument();
    expect(getDeckPanel().getByRole('button', { name: 'Guardar Mazo' })).toBeEnabled();
  });

  it('keeps the keyboard on "Guardar Mazo" when the name field goes, and after the notification', async () => {
    const { user } = await renderBuilder({ cards: catalogue });
    await user.click(screen.getByRole('button', { name: /^Racial Edición/ }));
    await user.click(getTile('Escudero').getByRole('button', { name: 'Añadir una copia' }));
    const panel = getDeckPanel();
    await user.click(panel.getByRole('button', { name: 'Guardar Mazo' }));
    await user.keyboard('{Escape}');
    expect(panel.getByRole('button', { name: 'Guardar Mazo' })).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(panel.getByLabelText('Nombre del mazo')).toHaveFocus();
    await user.keyboard('Teclado{Enter}');
    const notice = await screen.findByRole('dialog', { name: 'Notificación' });
    expect(notice).toHaveTextContent('Mazo "Teclado" guardado!');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Notificación' })).toBeNull());
    expect(getDeckPanel().getByRole('button', { name: 'Guardar Mazo' })).toHaveFocus();
  });

  it('saves a loaded deck over itself, by id, instead of adding another', async () => {
    startWithStorage({
      [SAVED_DECKS_STORAGE_KEY]: [
        { id: '100', name: 'Caballeros', format: 'racialEdicion', cards: [1] },
        { id: '200', name: 'Otro', format: 'racialLibre', cards: [2] },
      ],
    });
    const { user } = await renderBuilder({ cards: catalogue });
    await user.click(screen.getByRole('button', { name: /^Caballeros \[RE\]/ }));
    await user.click(getTile('Templario').getByRole('button', { name: 'Añadir una copia' }));
    await user.click(getDeckPanel().getByRole('button', { name: 'Guardar Mazo' }));
    expect(getDeckPanel().getByLabelText('Nombre del mazo')).toHaveValue('Caballeros');
    await user.click(getDeckPanel().getByRole('button', { name: 'Confirmar Guardado' }));
    expect(readSavedDecks()).toEqual([
      {
        id: '100',
        name: 'Caballeros',
        format: 'racialEdicion',
        cards: [1, 2],
        names: { '1': 'Escudero', '2': 'Templario' },
        savedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/u),
      },
      { id: '200', name: 'Otro', format: 'racialLibre', cards: [2] },
    ]);
  });

  it('cancels only after "Confirmar" in "Cancelar Creación de Mazo", and then shows the picker', async () => {
    const { user } = await renderBuilder({ cards: catalogue });
    await user.click(screen.getByRole('button', { name: /^Racial Edición/ }));
    await user.click(getTile('Escudero').getByRole('button', { name: 'Añadir una copia' }));

    await user.click(getDeckPanel().getByRole('button', { name: 'Cancelar' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancelar Creación de Mazo' });
    expect(dialog).toHaveTextContent(
      '¿Estás seguro de que quieres cancelar? Se perderá el progreso del mazo actual.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(getDeckPanel().getByText('1/50', { exact: false })).toBeInTheDocument();

    await user.click(getDeckPanel().getByRole('button', { name: 'Cancelar' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Confirmar' }),
    );
    expect(await screen.findByRole('heading', { name: 'Crear tech' })).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(DRAFT_DECK_STORAGE_KEY) ?? '')).toBeNull();
  });

  it('keeps the deck in progress through a reload until it is saved', async () => {
    const first = await renderBuilder({ cards: catalogue });
    await first.user.click(screen.getByRole('button', { name: /^Racial Edición/ }));
    await first.user.click(getTile('Escudero').getByRole('button', { name: 'Añadir una copia' }));
    await first.user.click(getTile('Escudero').getByRole('button', { name: 'Añadir una copia' }));
    first.unmount();

    reloadStores();
    const second = await renderBuilder({ cards: catalogue });
    expect(getDeckPanel().getByText('2/50', { exact: false })).toBeInTheDocument();
    await second.user.click(getDeckPanel().getByRole('button', { name: 'Guardar Mazo' }));
    await second.user.type(getDeckPanel().getByLabelText('Nombre del mazo'), 'Recuperado{Enter}');
    await screen.findByRole('dialog', { name: 'Notificación' });
    second.unmount();

    reloadStores();
    await renderBuilder({ cards: catalogue });
    expect(screen.getByRole('button', { name: /^Recuperado \[RE\]/ })).toBeInTheDocument();
    expect(screen.queryByRole('complementary', { name: 'Mazo Actual' })).toBeNull();
  });

  it('tells where an unreadable deck in progress was kept', async () => {
    startWithStorage({ [DRAFT_DECK_STORAGE_KEY]: '{"format": 3}' });
    await renderBuilder({ cards: catalogue });
    const notice = await screen.findByRole('dialog', { name: 'Notificación' });
    expect(notice).toHaveTextContent('No se pudo recuperar el mazo en curso');
    expect(notice).toHaveTextContent(`"${DRAFT_DECK_STORAGE_KEY}.respaldo.`);
  });
});
