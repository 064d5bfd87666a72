import { expect, test, type Page } from '@playwright/test';

const FORMATO_LIBRE = 'Formato Libre - Primer Bloque';

async function tabUntilFocused(page: Page, target: ReturnType<Page['getByRole']>) {
  for (let presses = 0; presses < 30; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test('a keyboard user bans a card through the type-ahead and saves the list', async ({ page }) => {
  await page.goto('/banlists');
  const select = page.getByLabel('Formato', { exact: true });
  await tabUntilFocused(page, select);
  // A focused select picks the option whose name starts with the letter typed.
  await page.keyboard.press('f');
  await expect(page.getByRole('heading', { level: 2, name: FORMATO_LIBRE })).toBeVisible();

  const field = page.getByRole('combobox', { name: 'Buscar y añadir carta a Cartas Prohibidas' });
  await tabUntilFocused(page, field);
  await page.keyboard.type('roble');
  await expect(field).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('option', { name: /Caballero del Roble/ })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.keyboard.press('Enter');

  const banned = page.getByRole('list', { name: 'Cartas Prohibidas' });
  await expect(
    banned.getByRole('listitem').filter({ hasText: 'Caballero del Roble' }),
  ).toBeVisible();
  await expect(field).toBeFocused();
  await expect(field).toHaveValue('');
  await expect(page.getByText('Cambios sin guardar')).toBeVisible();

  const save = page.getByRole('button', { name: 'Guardar Cambios de Banlist' });
  await tabUntilFocused(page, save);
  await page.keyboard.press('Enter');
  const notice = page.getByRole('dialog', { name: 'Notificación' });
  await expect(notice).toContainText(`Banlist para "${FORMATO_LIBRE}" guardada!`);
  const stored = await page.evaluate(() => localStorage.getItem('mysticBanlists'));
  expect(JSON.parse(stored ?? '{}').formatoLibre.rules.banned).toContain('Caballero del Roble');

  await page.keyboard.press('Escape');
  await expect(notice).toBeHidden();
  await expect(page.getByText('Cambios sin guardar')).toBeHidden();
});
