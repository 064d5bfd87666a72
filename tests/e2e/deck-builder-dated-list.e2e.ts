import { expect, test, type Page } from '@playwright/test';
import { API_PATHS } from '../../src/contract/api-paths';
import type { Banlist } from '../../src/domain/banlists/banlist';
import { E2E_ADMIN } from './support/accounts';
import { addCopies, deckPanel, expectDeckCount, openDeckPanel } from './support/deck-builder';

// A format of its own, so no other journey sees its lists change. Its list of 3 December 2025
// banned the demo card 'Escudero del Alba'; the list of 1 March 2026 frees it.
const KEY = 'torneoFechado';
const NAME = 'Torneo Fechado';
const CARD = 'Escudero del Alba';

function makeVersion(effectiveDate: string, banned: string[]): Banlist {
  return {
    key: KEY,
    name: NAME,
    effectiveDate,
    rules: { minAllies: 0, maxCard: 50, banned, limitedOne: [], limitedTwo: [] },
  };
}

/** Publishes a dated list as the signed-in admin; the editor itself cannot date a list. */
async function publish(page: Page, banlist: Banlist): Promise<void> {
  const response = await page.request.put(API_PATHS.banlist(KEY), {
    data: banlist,
    headers: { Origin: new URL(page.url()).origin },
  });
  expect(response.ok(), `PUT answered ${response.status()}`).toBe(true);
}

test('a deck legal under the list in force is checked against an earlier dated list that banned its card', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/cuenta/entrar?volver=%2Fmazos');
  const form = page.getByRole('form', { name: 'Iniciar sesión' });
  await form.getByLabel('Correo').fill(E2E_ADMIN.email);
  await form.getByLabel('Contraseña').fill(E2E_ADMIN.password);
  await form.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL('/mazos');
  await publish(page, makeVersion('2025-12-03', [CARD]));
  await publish(page, makeVersion('2026-03-01', []));
  await page.reload();

  await page.getByRole('button', { name: new RegExp(`^${NAME}`) }).click();
  await addCopies(page, CARD, 1);
  await expectDeckCount(page, 1);

  const legality = deckPanel(page).getByRole('region', { name: 'Legalidad' });
  await expect(legality.getByText(`Legal en ${NAME}.`, { exact: true })).toBeVisible();
  const select = legality.getByLabel('Comprobar con la lista de…');
  await expect(select.getByRole('option')).toHaveText([
    '1 de marzo de 2026 (vigente)',
    '3 de diciembre de 2025',
  ]);

  await select.selectOption({ label: '3 de diciembre de 2025' });
  const other = legality.getByText('Con la lista del 3 de diciembre de 2025:', { exact: true });
  await expect(other).toBeVisible();
  await expect(other.locator('..').getByText('No legal', { exact: true })).toBeVisible();
  await expect(legality.getByText(new RegExp(`^${CARD}: `))).toBeVisible();
  await expect(
    legality.getByText('Con la lista del 3 de diciembre de 2025: No legal.'),
  ).toBeAttached();
  // The verdict under the list in force and the deck stay as they were.
  const toggle = legality.getByRole('button', { name: /^Legalidad/ });
  await expect(toggle.getByText('Legal', { exact: true })).toBeVisible();
  await expect(legality.getByText(`Legal en ${NAME}.`, { exact: true })).toBeVisible();
  await expectDeckCount(page, 1);
  await legality.screenshot({ path: testInfo.outputPath('dated-list-1280.png') });
  await page.screenshot({ path: testInfo.outputPath('dated-list-page-1280.png') });

  await page.setViewportSize({ width: 375, height: 800 });
  // Under 1024 px 'Mazo Actual' is a bottom sheet, opened from its bar.
  await openDeckPanel(page);
  await legality.scrollIntoViewIfNeeded();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(375);
  await legality.screenshot({ path: testInfo.outputPath('dated-list-375.png') });

  await select.selectOption({ label: '1 de marzo de 2026 (vigente)' });
  await expect(other).toBeHidden();
  await expect(legality.getByText(new RegExp(`^${CARD}: `))).toBeHidden();
});
