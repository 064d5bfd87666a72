import { expect, test } from '@playwright/test';
import { signInAsNewEditor } from './support/accounts';
import { acceptAlerts } from './support/alerts';
import { FAKE_READING, FAKE_READING_REPLY, setFakeReading } from './support/fake-openai';

const FAKE_PORT = Number(process.env.E2E_FAKE_OPENAI_PORT);

test('an editor reads a card with "Revisar con IA", reverts fields one by one and saves', async ({
  page,
  playwright,
}) => {
  // A slow reading, so 'Analizando...' is on screen long enough to be seen.
  await setFakeReading({ ...FAKE_READING_REPLY, delayMs: 800 }, FAKE_PORT);
  await signInAsNewEditor(page, playwright);
  await page.goto('/revision');
  await page.getByPlaceholder('Buscar por nombre...').fill('Centinela del Puente');
  const table = page.getByRole('table', { name: 'Cartas para revisar' });
  await table.getByRole('button', { name: 'Editar Centinela del Puente' }).click();
  const dialog = page.getByRole('dialog', { name: 'Editando: Centinela del Puente' });

  await dialog.getByRole('button', { name: 'Revisar con IA' }).click();
  await expect(dialog.getByRole('button', { name: 'Analizando...' })).toBeDisabled();
  await expect(dialog.getByRole('button', { name: 'Revisar con IA' })).toBeEnabled();

  // The fake provider reads every field differently: the changed fields are highlighted.
  await expect(dialog.getByLabel('Nombre', { exact: true })).toHaveValue(FAKE_READING.nombre);
  await expect(dialog.getByLabel('Historia', { exact: true })).toHaveValue(FAKE_READING.flavour);
  await expect(dialog.getByRole('switch', { name: 'Revisado' })).not.toBeChecked();
  await expect(dialog.getByText(/Sugerencia de gpt-4o/)).toBeVisible();

  await dialog.getByRole('button', { name: 'Revertir Nombre' }).click();
  await expect(dialog.getByLabel('Nombre', { exact: true })).toHaveValue('Centinela del Puente');
  await dialog.getByRole('button', { name: 'Aceptar Historia' }).click();
  // Only the story is kept: every other suggested change goes back as it was.
  const reverts = dialog.getByRole('button', { name: /^Revertir (?!Historia)/ });
  while ((await reverts.count()) > 0) await reverts.first().click();
  await expect(dialog.getByLabel('Coste', { exact: true })).toHaveValue('2');

  const alerts = acceptAlerts(page);
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  // The search leaves no other unreviewed card to go on to.
  await expect.poll(() => alerts).toEqual(['No hay más cartas sin revisar.']);

  await page.goto('/cartas/8');
  await expect(page.getByText(`“${FAKE_READING.flavour}”`)).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Centinela del Puente' })).toBeVisible();
});

test('the AI button is disabled while the image URL is empty', async ({ page, playwright }) => {
  await signInAsNewEditor(page, playwright);
  await page.goto('/revision');
  await page.getByRole('button', { name: 'Nueva carta' }).click();
  const dialog = page.getByRole('dialog', { name: 'Creando Nueva Carta' });
  await expect(dialog.getByRole('button', { name: 'Autocompletar con IA' })).toBeDisabled();
  await dialog.getByLabel('URL de la Imagen').fill('/images/demo/8.webp');
  await expect(dialog.getByRole('button', { name: 'Autocompletar con IA' })).toBeEnabled();
});
