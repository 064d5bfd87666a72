import { expect, type Locator, type Page } from '@playwright/test';

/** The builder's grid. */
export function builderGrid(page: Page): Locator {
  return page.getByRole('list', { name: 'Cartas', exact: true });
}

/** The 'Mazo Actual' panel. */
export function deckPanel(page: Page): Locator {
  return page.getByRole('complementary', { name: 'Mazo Actual' });
}

/** The tile of a card in the builder's grid; `edition` tells reprints apart. */
export function cardTile(page: Page, name: string, edition?: string): Locator {
  let tile = builderGrid(page)
    .getByRole('listitem')
    .filter({ has: page.getByText(name, { exact: true }) });
  if (edition !== undefined) tile = tile.filter({ hasText: ` - ${edition}` });
  return tile.first();
}

/**
 * Narrows the grid to names containing `text`: in the box above the grid on a narrow screen
 * (issue 19), else in the filter panel of the side menu.
 */
export async function searchCards(page: Page, text: string): Promise<void> {
  // The app's breakpoint: under 768 px the side menu would cover the results.
  if ((page.viewportSize()?.width ?? 1280) < 768) {
    await page.getByLabel('Buscar cartas').fill(text);
    return;
  }
  await page.getByRole('button', { name: 'Abrir menú' }).click();
  // By name: the builder is a dialog too.
  const menu = page.getByRole('dialog', { name: 'Grimorio' });
  await menu.getByPlaceholder('Buscar por nombre...').fill(text);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
}

/** The bar of 'Mazo Actual' at the foot of a narrow screen, which opens it as a bottom sheet. */
export function deckSheetBar(page: Page): Locator {
  return page.getByRole('button', { name: /^Mazo Actual:/ });
}

/** The app's width under which 'Mazo Actual' is a bottom sheet (DECK_SHEET_BELOW_WIDTH). */
const DECK_SHEET_BELOW_WIDTH = 1024;

/** Opens 'Mazo Actual' where it is a bottom sheet (under 1024 px); on a wide screen it is open. */
export async function openDeckPanel(page: Page): Promise<Locator> {
  // Decided by the viewport, not by whether the bar shows yet: right after setViewportSize the
  // app may still be laid out for the old width until its resize handler has run.
  if ((page.viewportSize()?.width ?? 1280) < DECK_SHEET_BELOW_WIDTH) {
    const bar = deckSheetBar(page);
    await expect(bar).toBeVisible();
    await bar.click();
  }
  await expect(deckPanel(page)).toBeVisible();
  return deckPanel(page);
}

/** Finds a card through the filter and clicks 'Añadir una copia' on it `copies` times. */
export async function addCopies(
  page: Page,
  name: string,
  copies: number,
  edition?: string,
): Promise<void> {
  await searchCards(page, name);
  const tile = cardTile(page, name, edition);
  for (let copy = 0; copy < copies; copy += 1) {
    await tile.hover();
    await tile.getByRole('button', { name: 'Añadir una copia' }).click();
  }
}

/** Waits until 'Mazo Actual' shows the deck's size as `count`/`max` (its bar, when a sheet). */
export async function expectDeckCount(page: Page, count: number, max = 50): Promise<void> {
  // The side deck has a count of its own ('Cartas en el side deck: …'). On a narrow screen the
  // closed sheet's count is said by a status of the page; an open one hides the page behind it.
  await expect(
    page.getByRole('status').filter({ hasText: 'Cartas en el mazo' }).first(),
  ).toHaveText(`Cartas en el mazo: ${count}/${max}`);
}

/** Closes the notification modal after checking its message. */
export async function expectNotification(page: Page, message: string | RegExp): Promise<void> {
  const notice = page.getByRole('dialog', { name: 'Notificación' });
  await expect(notice).toContainText(message);
  await notice.getByRole('button', { name: 'Cerrar' }).click();
  await expect(notice).toBeHidden();
}
