import { expect, test } from '@playwright/test';

const WARNING = 'No corresponde a ninguna carta del catálogo';

/** A format typed by hand: two names spelt loosely but right, two near misses, one unknown. */
const TORNEO = {
  key: 'torneoInvierno',
  name: 'Torneo de Invierno',
  effectiveDate: null,
  rules: {
    minAllies: 16,
    maxCard: 50,
    banned: ['MA ARRAT AN NUMAN', 'Fergs', 'Dragon Dorado (Rework)'],
    limitedOne: ['Totem de Nwire', 'Carta Inventada'],
    limitedTwo: [],
  },
};

test('a banlist entry spelt nearly right shows a warning, and one click puts the card in its place', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/banlists');
  await page.getByLabel('Subir banlists.json').setInputFiles({
    name: 'banlists.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify([TORNEO])),
  });
  const notice = page.getByRole('dialog', { name: 'Notificación' });
  await notice.getByRole('button', { name: 'Cerrar' }).click();
  await page.getByLabel('Formato', { exact: true }).selectOption(TORNEO.key);

  const banned = page.getByRole('list', { name: 'Cartas Prohibidas' });
  const limitedOne = page.getByRole('list', { name: 'Limitadas a 1' });
  await expect(banned.getByRole('listitem')).toHaveCount(3);
  await expect(banned.getByText(WARNING)).toHaveCount(1);
  const fergs = banned.getByRole('listitem').filter({ hasText: 'Fergs' });
  await expect(fergs).toContainText(WARNING);
  await expect(fergs.getByRole('button', { name: /^Reemplazar Fergs por / })).toHaveText([
    'Fergus',
  ]);
  await expect(limitedOne.getByText(WARNING)).toHaveCount(2);
  await expect(
    limitedOne.getByRole('button', { name: 'Reemplazar Totem de Nwire por Tótem de Nwyre' }),
  ).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('unresolved-1280.png'), fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: testInfo.outputPath('unresolved-375.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });

  // From the keyboard: the replacement is a button like any other.
  await fergs.getByRole('button', { name: 'Reemplazar Fergs por Fergus' }).focus();
  await page.keyboard.press('Enter');

  await expect(banned.getByText(WARNING)).toHaveCount(0);
  await expect(banned.getByRole('listitem')).toHaveText([
    'MA ARRAT AN NUMAN',
    'Fergus',
    'Dragon Dorado (Rework)',
  ]);
  await expect(banned.getByRole('button', { name: 'Quitar Fergus' })).toBeFocused();
  await limitedOne
    .getByRole('button', { name: 'Reemplazar Totem de Nwire por Tótem de Nwyre' })
    .click();
  await expect(limitedOne.getByText(WARNING)).toHaveCount(1);
  await page.getByRole('button', { name: 'Guardar Cambios de Banlist' }).click();
  await notice.getByRole('button', { name: 'Cerrar' }).click();

  await page.reload();
  await page.getByLabel('Formato', { exact: true }).selectOption(TORNEO.key);
  await expect(page.getByRole('list', { name: 'Cartas Prohibidas' })).toContainText('Fergus');
  await expect(page.getByRole('list', { name: 'Limitadas a 1' }).getByRole('listitem')).toHaveText([
    'Tótem de Nwyre',
    `Carta Inventada${WARNING}`,
  ]);
});
