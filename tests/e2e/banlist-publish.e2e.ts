import { expect, test } from '@playwright/test';
import { E2E_ADMIN } from './support/accounts';

const FORMATO_LIBRE = 'Formato Libre - Primer Bloque';
// No other journey bans, limits or builds with this card, so publishing it changes nothing they see.
const CARD = 'Dullahan';

test('an admin publishes a ban in Formato Libre and a visitor then finds it in the editor', async ({
  browser,
  page,
}) => {
  await page.goto('/cuenta/entrar?volver=%2Fbanlists');
  const form = page.getByRole('form', { name: 'Iniciar sesión' });
  await form.getByLabel('Correo').fill(E2E_ADMIN.email);
  await form.getByLabel('Contraseña').fill(E2E_ADMIN.password);
  await form.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL('/banlists');

  await page.getByLabel('Formato', { exact: true }).selectOption({ label: FORMATO_LIBRE });
  await page
    .getByRole('combobox', { name: 'Buscar y añadir carta a Cartas Prohibidas' })
    .fill('dullahan');
  await page.getByRole('option', { name: new RegExp(CARD) }).click();
  await page.getByRole('button', { name: 'Publicar como lista oficial' }).click();
  const question = page.getByRole('alertdialog', { name: 'Publicar como lista oficial' });
  await expect(question).toContainText('Tus cambios sin guardar se guardarán también');
  await question.getByRole('button', { name: 'Publicar' }).click();
  await expect(page.getByRole('dialog', { name: 'Notificación' })).toContainText(
    `Banlist oficial "${FORMATO_LIBRE}" publicada.`,
  );

  const visitorContext = await browser.newContext();
  try {
    const visitor = await visitorContext.newPage();
    await visitor.goto('/banlists');
    await visitor.getByLabel('Formato', { exact: true }).selectOption({ label: FORMATO_LIBRE });
    const banned = visitor.getByRole('list', { name: 'Cartas Prohibidas' });
    await expect(banned.getByRole('listitem').filter({ hasText: CARD })).toBeVisible();
    await expect(visitor.getByText('Modificada en este navegador')).toBeHidden();
    await expect(visitor.getByRole('button', { name: 'Publicar como lista oficial' })).toHaveCount(
      0,
    );
  } finally {
    await visitorContext.close();
  }
});
