import { expect, test, type Page } from '@playwright/test';
import { API_PATHS } from '../../src/contract/api-paths';
import type { Banlist } from '../../src/domain/banlists/banlist';
import { E2E_ADMIN } from './support/accounts';

// A format of its own, so no other journey sees its lists change.
const KEY = 'torneoHistorial';
const NAME = 'Torneo Historial';
const SCREENSHOTS = process.env.E2E_SCREENSHOT_DIR;

function makeVersion(effectiveDate: string, lists: Partial<Banlist['rules']>): Banlist {
  return {
    key: KEY,
    name: NAME,
    effectiveDate,
    rules: { minAllies: 0, maxCard: 50, banned: [], limitedOne: [], limitedTwo: [], ...lists },
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

test('an admin publishes a new dated list and the editor shows exactly what changed', async ({
  page,
}) => {
  await page.goto('/cuenta/entrar?volver=%2Fbanlists');
  const form = page.getByRole('form', { name: 'Iniciar sesión' });
  await form.getByLabel('Correo').fill(E2E_ADMIN.email);
  await form.getByLabel('Contraseña').fill(E2E_ADMIN.password);
  await form.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL('/banlists');

  await publish(page, makeVersion('2026-01-15', { limitedOne: ['Bennu'], limitedTwo: ['Nut'] }));
  await publish(
    page,
    makeVersion('2026-02-15', { banned: ['Bennu', 'Dullahan'], limitedTwo: ['Nut'] }),
  );
  await page.reload();

  await page.getByLabel('Formato', { exact: true }).selectOption({ label: NAME });
  const history = page.getByRole('region', { name: 'Historial de la lista' });
  const versions = history
    .getByRole('list', { name: 'Versiones publicadas' })
    .getByRole('listitem');
  await expect(versions).toHaveCount(2);
  await expect(versions.nth(0)).toContainText('Vigente desde 15 de febrero de 2026');
  await expect(versions.nth(1)).toContainText('Vigente desde 15 de enero de 2026');
  await expect(versions.nth(0)).toContainText(/publicada el .+ por admin/);
  await expect(history.getByLabel('Comparar')).toContainText('15 de enero de 2026');

  await expect(history.getByRole('list', { name: /^Entran/ }).getByRole('listitem')).toHaveText([
    'Dullahan: Cartas Prohibidas',
  ]);
  await expect(
    history.getByRole('list', { name: /^Cambian de lista/ }).getByRole('listitem'),
  ).toHaveText(['Bennu: Limitadas a 1 → Cartas Prohibidas']);
  await expect(history.getByRole('heading', { name: /^Salen/ })).toHaveCount(0);
  if (SCREENSHOTS) {
    await history.screenshot({ path: `${SCREENSHOTS}/history-1280.png` });
    await page.setViewportSize({ width: 375, height: 800 });
    await history.screenshot({ path: `${SCREENSHOTS}/history-375.png` });
  }

  const comparedFrom = history.getByLabel('Comparar');
  const newest = await history.getByLabel('con').inputValue();
  await comparedFrom.selectOption(newest);
  await expect(history.getByText('Sin cambios entre estas fechas.')).toBeVisible();
});
