import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeCard } from '../../testing/card-factory';
import { DRAFT_DECK_STORAGE_KEY } from './draft-deck-store';
import { getDeckPanel, renderBuilder, startWithStorage } from './testing/deck-storage';

const allies = ['Escudero', 'Templario', 'Arquero', 'Lancero'].map((nombre, index) =>
  makeCard({ id: index + 1, nombre }),
);

/** A draft of three copies of each ally (12 cards) in a format. */
function startWithDeck(format: string) {
  const cardIds = allies.flatMap((card) => [card.id, card.id, card.id]);
  startWithStorage({ [DRAFT_DECK_STORAGE_KEY]: { format, id: null, name: null, cardIds } });
}

type User = Awaited<ReturnType<typeof renderBuilder>>['user'];

async function openSampleHand(user: User) {
  await user.click(getDeckPanel().getByRole('button', { name: 'Mano de prueba' }));
  return within(await screen.findByRole('dialog', { name: 'Mano de prueba' }));
}

function countHand(dialog: ReturnType<typeof within>): number {
  return within(dialog.getByRole('list', { name: 'Cartas en la mano' })).queryAllByRole('listitem')
    .length;
}

describe("the builder's 'Mano de prueba'", () => {
  it('is unavailable while the deck is empty', async () => {
    startWithStorage({
      [DRAFT_DECK_STORAGE_KEY]: { format: 'formatoLibre', id: null, name: null, cardIds: [] },
    });
    await renderBuilder({ cards: allies });
    expect(getDeckPanel().getByRole('button', { name: 'Mano de prueba' })).toBeDisabled();
  });

  it('deals 8 cards with their names, then draws, mulligans and reshuffles', async () => {
    startWithDeck('formatoLibre');
    const { user } = await renderBuilder({ cards: allies });
    const dialog = await openSampleHand(user);

    expect(countHand(dialog)).toBe(8);
    expect(dialog.getByText(/Quedan/).textContent).toContain('4 cartas');
    const names = within(dialog.getByRole('list', { name: 'Cartas en la mano' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(names.every((name) => allies.some((card) => card.nombre === name))).toBe(true);

    await user.click(dialog.getByRole('button', { name: 'Robar' }));
    expect(countHand(dialog)).toBe(9);
    expect(dialog.getByText(/Quedan/).textContent).toContain('3 cartas');

    await user.click(dialog.getByRole('button', { name: 'Mulligan' }));
    expect(countHand(dialog)).toBe(7);
    expect(dialog.getByText(/Quedan/).textContent).toContain('5 cartas');
    await user.click(dialog.getByRole('button', { name: 'Mulligan' }));
    expect(countHand(dialog)).toBe(6);

    await user.click(dialog.getByRole('button', { name: 'Barajar' }));
    expect(countHand(dialog)).toBe(8);
    expect(dialog.getByText(/Quedan/).textContent).toContain('4 cartas');
  });

  it('says when no card is left to draw and keeps the button focusable but inert', async () => {
    startWithDeck('formatoLibre');
    const { user } = await renderBuilder({ cards: allies });
    const dialog = await openSampleHand(user);
    const draw = dialog.getByRole('button', { name: 'Robar' });
    draw.focus();
    for (let left = 4; left > 0; left -= 1) await user.keyboard('{Enter}');

    expect(countHand(dialog)).toBe(12);
    expect(dialog.getByText('No quedan cartas en el mazo.')).toBeInTheDocument();
    expect(draw).toHaveAttribute('aria-disabled', 'true');
    expect(draw).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(countHand(dialog)).toBe(12);
  });

  it("follows Racial Libre's mulligan: one card fewer every second time", async () => {
    startWithDeck('racialLibre');
    const { user } = await renderBuilder({ cards: allies });
    const dialog = await openSampleHand(user);
    const sizes = [countHand(dialog)];
    for (let round = 0; round < 3; round += 1) {
      await user.click(dialog.getByRole('button', { name: 'Mulligan' }));
      sizes.push(countHand(dialog));
    }
    expect(sizes).toEqual([8, 7, 7, 6]);
  });
});
