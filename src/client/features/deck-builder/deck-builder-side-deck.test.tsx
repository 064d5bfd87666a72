import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { decodeDeckShare } from '../../../domain/decks/share-link';
import { SAVED_DECKS_STORAGE_KEY } from '../../lib/saved-decks-store';
import { makeCard } from '../../testing/card-factory';
import {
  getDeckPanel,
  getSavedDeckRow,
  getTile,
  reloadStores,
  renderBuilder,
  startWithStorage,
} from './testing/deck-storage';

// The side deck in the builder (issue 15, item 3): Racial Edición's is 10 cards, its copies
// count with the main deck's, and it is kept in saves, exports and share links.
const escudero = makeCard({ id: 1, nombre: 'Escudero', raza: 'Caballero' });
const lancero = makeCard({ id: 2, nombre: 'Lancero', raza: 'Caballero' });
const oro = makeCard({ id: 3, nombre: 'Oro', tipo: 'oro', coste: null, raza: null, fuerza: null });
const catalogue = [escudero, lancero, oro];

type User = Awaited<ReturnType<typeof renderBuilder>>['user'];

async function addCopies(user: User, cardName: string, copies: number) {
  for (let copy = 0; copy < copies; copy += 1) {
    await user.click(getTile(cardName).getByRole('button', { name: 'Añadir una copia' }));
  }
}

function sideDeck() {
  return within(screen.getByRole('region', { name: 'Side deck' }));
}

describe('the side deck in the builder', () => {
  beforeEach(() => startWithStorage());

  it('adds to the side deck by choice, shares the copy limits, saves and reloads it', async () => {
    const { user } = await renderBuilder({ cards: catalogue });
    await user.click(screen.getByRole('button', { name: /^Racial Edición/ }));
    await addCopies(user, 'Escudero', 2);
    expect(sideDeck().getByRole('status')).toHaveTextContent('0/10');
    expect(sideDeck().getByText('Sin cartas en el side deck.')).toBeInTheDocument();

    await user.click(sideDeck().getByRole('radio', { name: 'Side deck' }));
    await addCopies(user, 'Escudero', 1);
    await addCopies(user, 'Lancero', 2);
    expect(getTile('Escudero').getByText('1 en side')).toBeInTheDocument();
    // Two in the deck and one in the side deck: the third copy was the last one.
    expect(getTile('Escudero').getByText('Máximo de copias en el mazo')).toBeInTheDocument();
    expect(getTile('Lancero').getByText('Queda 1')).toBeInTheDocument();
    expect(sideDeck().getByRole('status')).toHaveTextContent('3/10');
    expect(getDeckPanel().getByText('2/50', { exact: false })).toBeInTheDocument();

    await user.click(
      sideDeck().getByRole('button', { name: 'Quitar una copia de Lancero del side deck' }),
    );
    expect(sideDeck().getByRole('status')).toHaveTextContent('2/10');

    await user.click(getDeckPanel().getByRole('button', { name: 'Guardar Mazo' }));
    await user.type(getDeckPanel().getByLabelText('Nombre del mazo'), 'Con side');
    await user.click(getDeckPanel().getByRole('button', { name: 'Confirmar Guardado' }));
    const stored = JSON.parse(localStorage.getItem(SAVED_DECKS_STORAGE_KEY) ?? '[]');
    expect(stored[0]).toMatchObject({ cards: [1, 1], side: [1, 2] });

    // A reload shows the picker; the saved deck opens with its side deck.
    reloadStores();
    await user.click(getSavedDeckRow('Con side').load);
    const loaded = within(await screen.findByRole('list', { name: 'Contenido del side deck' }));
    expect(loaded.getAllByRole('listitem').map((line) => line.textContent)).toEqual([
      '1x Escudero−',
      '1x Lancero−',
    ]);
  });

  it('exports the side deck in the text list, the JSON and the share link', async () => {
    const { user } = await renderBuilder({ cards: catalogue });
    await user.click(screen.getByRole('button', { name: /^Racial Edición/ }));
    await addCopies(user, 'Escudero', 1);
    await user.click(sideDeck().getByRole('radio', { name: 'Side deck' }));
    await addCopies(user, 'Oro', 2);

    await user.click(getDeckPanel().getByRole('button', { name: 'Exportar' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Exportar mazo' }));
    const text = within(dialog.getByRole('region', { name: 'Texto' })).getByRole('textbox');
    expect((text as HTMLTextAreaElement).value).toContain('\n\nSIDE DECK\n\nORO\n2x Oro\n');
    const json = within(dialog.getByRole('region', { name: 'JSON' })).getByRole('textbox');
    expect(JSON.parse((json as HTMLTextAreaElement).value)).toMatchObject({
      cards: [{ id: 1, count: 1 }],
      side: [{ id: 3, count: 2 }],
    });
    const link = within(dialog.getByRole('region', { name: 'Enlace para compartir' }));
    const url = new URL((link.getByRole('textbox') as HTMLInputElement).value);
    expect(decodeDeckShare(url.searchParams.get('mazo') ?? '')).toMatchObject({
      ok: true,
      value: { side: [{ id: 3, count: 2 }] },
    });
  });

  it('shows no side deck in a format without one', async () => {
    const { user } = await renderBuilder({ cards: catalogue });
    await user.click(screen.getByRole('button', { name: /^Formato Libre/ }));
    expect(screen.queryByRole('region', { name: 'Side deck' })).not.toBeInTheDocument();
  });
});
