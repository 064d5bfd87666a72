import { expect, test } from '@playwright/test';
import { waitForGrid } from './support/demo-catalogue';

test('a keyboard user tabs to a card and opens its page with Enter', async ({ page }) => {
  await page.goto('/cartas');
  const grid = await waitForGrid(page);
  const firstCard = grid.getByRole('link').first();
  for (let presses = 0; presses < 10; presses += 1) {
    await page.keyboard.press('Tab');
    if (await firstCard.evaluate((element) => element === document.activeElement)) break;
  }
  await expect(firstCard).toBeFocused();
  const href = await firstCard.getAttribute('href');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(href ?? '');
  await expect(page.getByRole('heading', { level: 2 })).toBeVisible();
});

test('a keyboard user can tab past the cards on screen to the ones further down', async ({
  page,
}) => {
  // 60 key presses, each followed by two frames: 120 round trips to the browser, which take
  // 250 ms a press on a quiet 2-core machine where the DevTools round trip is 10–40 ms, and
  // timed out at 30 s under a loaded CI run.
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto('/cartas');
  const grid = await waitForGrid(page);
  await grid.getByRole('link').first().focus();
  for (let presses = 0; presses < 60; presses += 1) {
    await page.keyboard.press('Tab');
    // A person presses keys frames apart; let the page paint the rows the focus scrolled to.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
  }
  const position = await page.evaluate(() =>
    document.activeElement?.closest('[role="listitem"]')?.getAttribute('aria-posinset'),
  );
  expect(Number(position)).toBe(61);
});
