import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { waitForGrid } from './support/demo-catalogue';
import { phoneViewport } from './support/phone';
import { startReleaseProxy } from './support/release-proxy';
import { goBackOnline, gotoOffline, waitForServiceWorkerControl } from './support/service-worker';

// Issue 19, point 3: what the offline app says has no serious violation either: the notice of
// a section that needs the server, and the 'Actualización disponible' prompt of a new release
// (simulated as in offline-app.e2e.ts, through a proxy whose /sw.js changes), on a phone.
test.use(phoneViewport(375));

const OFFLINE_MESSAGE = 'Sin conexión: esta sección necesita conexión';

test('the offline notice of review and sign-in has no serious violation', async ({
  page,
  context,
}) => {
  await page.goto('/cartas');
  await waitForServiceWorkerControl(page);
  await waitForGrid(page);
  await context.setOffline(true);
  try {
    await gotoOffline(page, '/revision');
    await expect(page.getByRole('status').filter({ hasText: OFFLINE_MESSAGE })).toBeVisible();
    await expectNoSeriousViolations(page, 'the review screen offline');
    await gotoOffline(page, '/cuenta/entrar');
    await expect(page.getByText(OFFLINE_MESSAGE)).toBeVisible();
    await expectNoSeriousViolations(page, 'sign-in offline');
  } finally {
    await goBackOnline(page);
  }
});

test("the 'Actualización disponible' prompt has no serious violation and its buttons are 44 px targets", async ({
  page,
  context,
}, testInfo) => {
  const proxy = await startReleaseProxy(String(testInfo.project.use.baseURL));
  try {
    await page.goto(`${proxy.url}/cartas`);
    await waitForServiceWorkerControl(page);
    await waitForGrid(page);
    await context.setOffline(true);
    proxy.publishNextRelease();
    await context.setOffline(false);
    await page.reload();
    await waitForGrid(page);

    const prompt = page.getByRole('region', { name: 'Actualización disponible' });
    await expect(prompt).toBeVisible({ timeout: 20_000 });
    await expectNoSeriousViolations(page, "the 'Actualización disponible' prompt at 375 px");
    for (const name of ['Actualizar', 'Más tarde']) {
      const box = await prompt.getByRole('button', { name }).boundingBox();
      expect(Math.round(box?.height ?? 0), `height of '${name}'`).toBeGreaterThanOrEqual(44);
      expect(Math.round(box?.width ?? 0), `width of '${name}'`).toBeGreaterThanOrEqual(44);
    }
    // Under the header, so the menu, the title and the account stay in reach.
    const header = await page.getByRole('banner').boundingBox();
    const banner = await prompt.boundingBox();
    expect(banner?.y ?? 0).toBeGreaterThanOrEqual((header?.y ?? 0) + (header?.height ?? 0));
    await page.screenshot({ path: testInfo.outputPath('update-prompt-375.png') });
    await prompt.getByRole('button', { name: 'Más tarde' }).click();
    await expect(prompt).toBeHidden();
  } finally {
    await page.close();
    await proxy.close();
  }
});
