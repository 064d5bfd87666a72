/**
 * What the benchmark runs inside the page, bundled by Vite as the app is: the rules engine's
 * availability over the page's own catalogue and deck, and clicks on the builder's buttons.
 */
import { BUILT_IN_BANLISTS } from '../../src/domain/banlists/built-in-banlists';
import type { Card } from '../../src/domain/cards/card';
import { DEFAULT_EDITION_BLOCKS } from '../../src/domain/cards/edition-blocks';
import {
  checkAvailability,
  createAvailabilityContext,
  remainingCopies,
} from '../../src/domain/decks/card-availability';

/** Recomputes what the builder needs for every card after `added` joins the deck; returns ms. */
export function timeFullRecompute(
  catalogue: readonly Card[],
  deck: readonly Card[],
  added: Card,
): number {
  const banlist = BUILT_IN_BANLISTS.find((candidate) => candidate.key === 'racialEdicion');
  if (banlist === undefined) throw new Error('racialEdicion is missing');
  const start = performance.now();
  const context = createAvailabilityContext([...deck, added], banlist, DEFAULT_EDITION_BLOCKS);
  // What each tile shows: its status and message, and the badge of copies still allowed.
  let shownCopies = 0;
  for (const card of catalogue) {
    if (checkAvailability(card, context).status === 'available') {
      shownCopies += remainingCopies(card, context);
    }
  }
  const elapsed = performance.now() - start;
  // Use the result, so the engine cannot drop the loop as dead code.
  if (shownCopies < 0) throw new Error('unreachable');
  return elapsed;
}

function nextFrame(): Promise<number> {
  return new Promise((resolve) => requestAnimationFrame(resolve));
}

function findTileButton(cardName: string, label: string): HTMLButtonElement {
  const tile = [...document.querySelectorAll('[role="listitem"]')].find((item) =>
    item.textContent?.includes(cardName),
  );
  const button = [...(tile?.querySelectorAll('button') ?? [])].find(
    (candidate) => candidate.textContent === label,
  );
  if (!button) throw new Error(`No '${label}' on ${cardName}`);
  return button;
}

/**
 * Clicks 'Añadir una copia' on a card `runs` times (removing the copy after each) and returns
 * the ms from each click until the count in 'Mazo Actual' changed in the page.
 */
export async function timeClicksToPanel(cardName: string, runs: number): Promise<number[]> {
  const status = document.querySelector('aside [role="status"]');
  if (!status) throw new Error("No count in 'Mazo Actual'");
  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const before = status.textContent;
    const elapsed = await new Promise<number>((resolve) => {
      const start = performance.now();
      const observer = new MutationObserver(() => {
        if (status.textContent === before) return;
        observer.disconnect();
        resolve(performance.now() - start);
      });
      observer.observe(status, { childList: true, subtree: true, characterData: true });
      findTileButton(cardName, 'Añadir una copia').click();
    });
    times.push(elapsed);
    await nextFrame();
    findTileButton(cardName, 'Quitar una copia').click();
    await nextFrame();
    await nextFrame();
  }
  return times;
}
