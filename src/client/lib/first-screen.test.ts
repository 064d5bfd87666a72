import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIRST_SCREEN_ELEMENT_ID, serializeFirstScreen } from '../../contract/first-screen';
import { makeCard } from '../testing/card-factory';

// The module reads the page once: each test imports a fresh copy.
async function importFirstScreen() {
  vi.resetModules();
  return import('./first-screen');
}

function writeElement(text: string) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = FIRST_SCREEN_ELEMENT_ID;
  element.textContent = text;
  document.body.append(element);
}

describe('first screen in the page', () => {
  beforeEach(() => {
    document.getElementById(FIRST_SCREEN_ELEMENT_ID)?.remove();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('reads the cards and the total the server wrote, and keeps them', async () => {
    const cards = [makeCard({ nombre: 'Merlín </script>' })];
    writeElement(serializeFirstScreen({ total: 20_000, cards }));
    const { readFirstScreen } = await importFirstScreen();

    const firstScreen = readFirstScreen();
    document.getElementById(FIRST_SCREEN_ELEMENT_ID)?.remove();

    expect(firstScreen).toEqual({ total: 20_000, cards });
    expect(readFirstScreen()).toBe(firstScreen);
  });

  it.each([
    ['no element', null],
    ['damaged JSON', '{"total":'],
    ['another shape', '[1, 2]'],
    ['an empty catalogue', '{"total":0,"cards":[]}'],
    ["a shared deck's cards that are not a list", '{"total":1,"cards":[{}],"deckCards":{}}'],
  ])('gives null for %s', async (_case, text) => {
    if (text !== null) writeElement(text);
    const { readFirstScreen } = await importFirstScreen();

    expect(readFirstScreen()).toBeNull();
  });

  it('resolves when the grid reports it painted, or after the longest wait', async () => {
    vi.useFakeTimers();
    const { reportFirstScreenShown, whenFirstScreenShown, FIRST_SCREEN_WAIT_MS } =
      await importFirstScreen();
    const reported = vi.fn();
    const waited = vi.fn();

    void whenFirstScreenShown().then(reported);
    reportFirstScreenShown();
    await vi.advanceTimersByTimeAsync(0);
    const fresh = await importFirstScreen();
    void fresh.whenFirstScreenShown().then(waited);
    await vi.advanceTimersByTimeAsync(FIRST_SCREEN_WAIT_MS - 1);
    const waitedBefore = waited.mock.calls.length;
    await vi.advanceTimersByTimeAsync(1);

    expect(reported).toHaveBeenCalledOnce();
    expect(waitedBefore).toBe(0);
    expect(waited).toHaveBeenCalledOnce();
  });
});
