import { expect, test } from '@playwright/test';
import { signInAsNewEditor } from './support/accounts';

const FLYING_EFFECT = [
  {
    descripcion: 'Al entrar en juego, roba dos cartas.',
    tipo_habilidad: 'disparada',
    limite_por_turno: 1,
    fase_activacion: [],
    trigger: ['entra_en_juego'],
    opciones: [
      {
        descripcion_opcion: 'Robar dos cartas',
        costo: [],
        acciones: [{ accion: 'draw', objetivo: { selector: 'propio', cantidad: 2 } }],
      },
    ],
  },
];

test('an editor creates a card with structured effects from the main mode of the modal', async ({
  page,
  playwright,
}) => {
  await signInAsNewEditor(page, playwright);
  await page.goto('/revision');
  await page.getByRole('button', { name: 'Nueva carta' }).click();
  const dialog = page.getByRole('dialog', { name: 'Creando Nueva Carta' });
  await dialog.getByLabel('Nombre').fill('Tótem de las Pruebas');
  await dialog.getByLabel('Tipo').selectOption({ label: 'Tótem' });
  await dialog.getByLabel('Coste', { exact: true }).fill('2');
  await dialog.getByLabel('Edición').fill('Pruebas de Grimorio');
  await dialog.getByLabel('Habilidad').fill('Al entrar en juego, roba dos cartas.');

  const effects = dialog.getByLabel('Efectos estructurados (JSON)');
  await effects.fill('[{"descripcion": "sin cerrar"');
  await expect(dialog.getByText(/^JSON no válido/)).toBeVisible();
  await effects.fill(JSON.stringify(FLYING_EFFECT, null, 2));
  await expect(dialog.getByText('Formato correcto.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Guardar' }).click();

  await expect(page).toHaveURL(/\/cartas\/\d+$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Tótem de las Pruebas' })).toBeVisible();
  await expect(page.getByText('Al entrar en juego, roba dos cartas.').first()).toBeVisible();
  await expect(page.getByText('Opción 1: Robar dos cartas')).toBeVisible();
  const history = page.getByRole('region', { name: 'Historial de cambios' });
  await expect(history.getByRole('listitem')).toHaveCount(1);
});
