import { expect, test } from '@playwright/test';

test('a broken banlists.json is refused with each problem listed and nothing changed', async ({
  page,
}) => {
  await page.goto('/banlists');
  const select = page.getByLabel('Formato', { exact: true });
  await expect(select.getByRole('option')).toHaveCount(4);
  const storedBefore = await page.evaluate(() => localStorage.getItem('mysticBanlists'));
  const broken = [
    {
      key: 'mi torneo',
      name: 'Mi Torneo',
      effectiveDate: null,
      rules: {
        minAllies: 16,
        maxCard: 50,
        banned: ['Fergus'],
        limitedOne: ['fergus'],
        limitedTwo: [],
      },
    },
    {
      key: 'otro',
      name: '',
      effectiveDate: '2025-12-01',
      rules: { minAllies: 16, maxCard: 50, banned: 'Fergus', limitedOne: [], limitedTwo: [] },
    },
  ];

  await page.getByLabel('Subir banlists.json').setInputFiles({
    name: 'banlists.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(broken)),
  });

  const report = page.getByRole('alert');
  await expect(report).toContainText(
    'No se aplicó ningún cambio: «banlists.json» tiene 4 problemas.',
  );
  await expect(report.getByRole('listitem')).toHaveText([
    'Banlist n.º 1 · key: La clave no puede estar vacía ni contener espacios.',
    'Banlist n.º 1 · rules.limitedOne[0]: "fergus" ya está en Cartas Prohibidas: una carta solo puede estar en una de las tres listas.',
    'Banlist n.º 2 · name: No puede estar vacío.',
    /^Banlist n\.º 2 · rules\.banned: .*arreglo/,
  ]);
  expect(await page.evaluate(() => localStorage.getItem('mysticBanlists'))).toBe(storedBefore);
  await expect(select.getByRole('option')).toHaveCount(4);
});
