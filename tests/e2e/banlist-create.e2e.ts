import { expect, test } from '@playwright/test';

test('a visitor creates a banlist, then is told its key is taken when trying it again', async ({
  page,
}) => {
  await page.goto('/banlists');
  await page.getByRole('button', { name: 'Crear Nueva Banlist' }).click();
  let dialog = page.getByRole('dialog', { name: 'Crear Nueva Banlist' });
  await dialog.getByLabel('Nombre del formato').fill('Torneo de Primavera');
  await dialog.getByLabel('Clave').pressSequentially('torneo primavera');
  await expect(dialog.getByLabel('Clave')).toHaveValue('torneoprimavera');
  await dialog.getByRole('button', { name: 'Crear' }).click();

  const notice = page.getByRole('dialog', { name: 'Notificación' });
  await expect(notice).toContainText('Nueva banlist "Torneo de Primavera" creada!');
  await notice.getByRole('button', { name: 'Cerrar' }).click();
  await expect(page.getByLabel('Formato', { exact: true })).toHaveValue('torneoprimavera');
  await expect(page.getByRole('heading', { level: 2, name: 'Torneo de Primavera' })).toBeVisible();

  const alerts: string[] = [];
  page.on('dialog', (alert) => {
    alerts.push(alert.message());
    void alert.accept();
  });
  await page.getByRole('button', { name: 'Crear Nueva Banlist' }).click();
  dialog = page.getByRole('dialog', { name: 'Crear Nueva Banlist' });
  await dialog.getByLabel('Nombre del formato').fill('Otra Primavera');
  await dialog.getByLabel('Clave').fill('torneoprimavera');
  await dialog.getByRole('button', { name: 'Crear' }).click();

  await expect.poll(() => alerts).toEqual(['La clave de la banlist ya existe.']);
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(page.getByRole('option', { name: 'Otra Primavera' })).toHaveCount(0);
});
