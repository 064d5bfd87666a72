import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import type { Card } from '../../src/domain/cards/card';
import { DEFAULT_CARD_FILTER } from '../../src/domain/cards/card-filter';
import { compileCardQuery, searchCards } from '../../src/domain/search/card-query';
import { waitForWholeCatalogue } from '../catalogue/filter-latency';
import { makeBenchQueryContext } from '../catalogue/query-plan';
import { installInteractionProbe, type InteractionSample } from './interaction-probe';

/** A mid-range phone: 375 × 812 CSS px, touch, its CPU about four times slower than this one. */
export const PHONE = { width: 375, height: 812, deviceScaleFactor: 2, cpuSlowdown: 4 };

const KEEP_NAMES_SHIM = 'globalThis.__name = (target) => target;';
/** The grid's card count; the search box's echo is a live region too, but it has an id. */
const COUNTER_SELECTOR = 'main p[aria-live="polite"]:not([id])';
const GRID = '[role="list"][aria-label="Cartas"] [role="listitem"]';
const LOAD_TIMEOUT_MS = 180_000;
/** Words typed a letter at a time (the search ignores accents); most prefixes change the count. */
const TYPED_WORDS = ['sombra', 'fenix', 'caballero', 'titan', 'oraculo', 'druida'];
const ADD_LABEL = 'Añadir una copia';
const REMOVE_LABEL = 'Quitar una copia';

export async function createPhoneContext(
  browser: Browser,
  baseUrl: string,
): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: { width: PHONE.width, height: PHONE.height },
    deviceScaleFactor: PHONE.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
    locale: 'es-CL',
  });
  await context.addInitScript({ content: KEEP_NAMES_SHIM });
  return context;
}

/** A new page of the context with its CPU slowed down as a phone's (CDP, before it loads). */
export async function openThrottledPage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  const session = await context.newCDPSession(page);
  await session.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpuSlowdown });
  page.setDefaultTimeout(LOAD_TIMEOUT_MS);
  return page;
}

/** The catalogue's search box where a player can reach it: beside the grid, or in the menu. */
async function findSearchBox(page: Page): Promise<Locator> {
  const visible = page.locator('input[type="search"]:visible').first();
  if ((await visible.count()) > 0) return visible;
  await page.getByRole('button', { name: 'Abrir menú' }).click();
  const inMenu = page.getByRole('dialog').locator('input[type="search"]').first();
  await inMenu.waitFor();
  return inMenu;
}

/** What the grid counts after each prefix of `word` (the app's own search, as in the page). */
function countPrefixes(cards: readonly Card[], word: string): number[] {
  const context = makeBenchQueryContext(cards);
  return [...word].map((_, index) => {
    const text = word.slice(0, index + 1);
    const filter = { ...DEFAULT_CARD_FILTER, searchTerm: text };
    return searchCards(cards, filter, compileCardQuery(text, context)).length;
  });
}

/**
 * Opens /cartas on the throttled phone and types words into the search box a letter at a time,
 * clearing it between words. Every keystroke gives its next frame; those whose count differs
 * from the previous one also give the time until the grid shows the new count.
 */
export async function measureTyping(
  page: Page,
  cards: readonly Card[],
  rounds: number,
): Promise<InteractionSample[]> {
  await page.goto('/cartas');
  await page.locator(GRID).first().waitFor();
  await waitForWholeCatalogue(page);
  const box = await findSearchBox(page);
  const probe = await installInteractionProbe(page, {
    eventName: 'keydown',
    counterSelector: COUNTER_SELECTOR,
  });
  const samples: InteractionSample[] = [];
  for (let round = 0; round < rounds; round += 1) {
    for (const word of TYPED_WORDS) {
      const counts = countPrefixes(cards, word);
      await box.fill('');
      await page.waitForFunction(
        ({ selector, total }) =>
          (document.querySelector(selector)?.textContent ?? '').replace(/\D/g, '') ===
          String(total),
        { selector: COUNTER_SELECTOR, total: cards.length },
      );
      await box.focus();
      let previous = cards.length;
      for (const [index, letter] of [...word].entries()) {
        const count = counts[index] ?? previous;
        await probe.arm(count === previous ? null : count);
        await page.keyboard.press(letter);
        // A keystroke whose grid never showed its count is left out, not waited on forever.
        const sample = await probe.read().catch(() => null);
        if (sample !== null) samples.push(sample);
        previous = count;
      }
    }
  }
  return samples;
}

/**
 * Taps the tile's button `label`; a button hidden until its tile is tapped (touch screens before
 * issue 19) gets that first tap. `beforeTap` runs just before the tap that presses the button.
 */
async function tapButton(
  tile: Locator,
  label: string,
  beforeTap: () => Promise<void> = async () => undefined,
): Promise<void> {
  const button = tile.getByRole('button', { name: label, exact: true }).first();
  const isReachable = await button.tap({ trial: true, timeout: 1_000 }).then(
    () => true,
    () => false,
  );
  if (!isReachable) await tile.locator('img, [role="img"]').first().tap();
  await beforeTap();
  await button.tap();
}

/**
 * Opens the builder (Formato Libre) on the throttled phone, at `query` in the URL, and taps
 * 'Añadir una copia' on the first tile `runs` times, each followed by an untimed 'Quitar una copia'.
 */
export async function measureAddTaps(
  page: Page,
  runs: number,
  query: string | null,
): Promise<InteractionSample[]> {
  await page.goto(query === null ? '/mazos' : `/mazos?q=${encodeURIComponent(query)}`);
  await page.getByRole('button', { name: /^Formato Libre/ }).click();
  const tile = page.locator(GRID).first();
  await tile.waitFor();
  const probe = await installInteractionProbe(page, {
    eventName: 'click',
    counterSelector: COUNTER_SELECTOR,
  });
  const samples: InteractionSample[] = [];
  for (let run = 0; run < runs; run += 1) {
    await tapButton(tile, ADD_LABEL, () => probe.arm(null));
    samples.push(await probe.read());
    await tapButton(tile, REMOVE_LABEL);
    await page.waitForTimeout(100);
  }
  return samples;
}

/** The same keystrokes on the reference page: the floor of Chromium and the probe themselves. */
export async function measureReferenceTyping(
  page: Page,
  url: string,
  keystrokes: number,
): Promise<InteractionSample[]> {
  await page.goto(url);
  const probe = await installInteractionProbe(page, {
    eventName: 'keydown',
    counterSelector: 'main p',
  });
  await page.locator('#q').focus();
  const letters = TYPED_WORDS.join('');
  const samples: InteractionSample[] = [];
  for (let index = 0; index < keystrokes; index += 1) {
    await probe.arm(null);
    await page.keyboard.press(letters[index % letters.length] ?? 'a');
    samples.push(await probe.read());
  }
  return samples;
}
