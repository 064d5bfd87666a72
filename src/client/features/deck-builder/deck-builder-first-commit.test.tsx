import { screen, waitFor } from '@testing-library/react';
import type { ProfilerOnRenderCallback } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BUILT_IN_BANLISTS } from '../../../domain/banlists/built-in-banlists';
import { encodeDeckShare } from '../../../domain/decks/share-link';
import { toDeckSharePath } from '../../paths';
import { makeCard } from '../../testing/card-factory';
import { renderApp } from '../../testing/render-app';
import { DECK_SHEET_BELOW_WIDTH } from './deck-sheet';
import { startWithStorage } from './testing/deck-storage';

const cards = [
  makeCard({ id: 1, nombre: 'Rey Arturo' }),
  makeCard({ id: 2, nombre: 'Excalibur', tipo: 'arma' }),
  makeCard({ id: 10, nombre: 'Escudero' }),
];
const sharedCode = encodeDeckShare({
  name: 'Caballeros de Ana',
  format: 'formatoLibre',
  cards: [{ id: 10, count: 3 }],
});

function setWindowWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
}

// A state update in a layout effect or a callback ref makes React re-render synchronously at the
// end of the commit, and run every pending passive effect of the screen in that same task first:
// on a phone at 20,000 cards that was the longest task of a shared deck's load (issue 19, ADR
// 0026). The Profiler reports such a render as 'nested-update' when it commits something, as
// radix's Switch did with its button; updates that change nothing (the presences of a closed
// radix portal) leave no commit to see: ADR 0026 says how those were found.
describe("the builder's first commit", () => {
  const initialWidth = window.innerWidth;
  beforeEach(() => startWithStorage());
  afterEach(() => setWindowWidth(initialWidth));

  it('opens a shared deck on a phone without a synchronous re-render inside a commit', async () => {
    setWindowWidth(375);
    expect(window.innerWidth).toBeLessThan(DECK_SHEET_BELOW_WIDTH);
    const phases: string[] = [];
    const onRender: ProfilerOnRenderCallback = (_id, phase) => phases.push(phase);
    renderApp({
      url: toDeckSharePath(sharedCode),
      cards,
      officialBanlists: [...BUILT_IN_BANLISTS],
      onRender,
    });

    expect(
      await screen.findByRole('button', { name: /^Mazo Actual: 3\/50 cartas/ }),
    ).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Solo mi colección' })).toBeDisabled();
    await waitFor(() => expect(window.location.search).toBe(''));
    expect(phases).toContain('mount');
    expect(phases).not.toContain('nested-update');
  });
});
