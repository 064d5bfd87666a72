import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CurrentUser } from '../../../contract/auth';
import { banlistSchema } from '../../../contract/banlists';
import { BUILT_IN_BANLISTS } from '../../../domain/banlists/built-in-banlists';
import { useBanlistStore } from '../../lib/banlist-store';
import { useNotificationStore } from '../../lib/notification-store';
import { startApiTestServer, type ApiTestServer } from '../../testing/api-test-server';
import {
  chooseFormat,
  countedTypes,
  EXACT_SIZE,
  ONE_BLOCK,
  ONE_RACE,
  RACIAL_EDICION,
  RACIAL_LIBRE,
  readStoredBanlists,
  renderEditor,
  REQUIRED,
  rulesSection,
  SAVE,
  save,
} from './testing/format-rules-editor';

let server: ApiTestServer | null = null;

beforeEach(() => {
  localStorage.clear();
  useBanlistStore.getState().reloadFromStorage();
  useNotificationStore.getState().dismiss();
});

afterEach(async () => {
  await server?.close();
  server = null;
});

describe("the banlist editor's 'Reglas del formato'", () => {
  // The racial formats carry the real Primer Bloque rules (ADR 0016): exactly 50 cards, a side
  // deck of 10, an Oro sin habilidad; Racial Edición counts tótems toward its guide of 16.
  const REAL = 'side deck de 10 · al menos 1 Oro sin habilidad';
  it.each([
    [
      RACIAL_EDICION,
      [true, true, true, true],
      `Exactamente 50 cartas · mínimo orientativo de 16 cartas de tipo Aliado o Tótem · una sola raza · un solo bloque · ${REAL}`,
    ],
    [
      RACIAL_LIBRE,
      [true, false, true, false],
      `Exactamente 50 cartas · mínimo orientativo de 16 aliados · una sola raza · cualquier bloque · ${REAL}`,
    ],
    [
      'Formato Libre - Primer Bloque',
      [false, false, false, false],
      'Hasta 50 cartas · sin mínimo de aliados · cualquier raza · cualquier bloque',
    ],
  ] as const)(
    'shows the real rules of %s',
    async (format, [race, block, exact, totem], summary) => {
      const { user } = renderEditor();
      await chooseFormat(user, format);
      const section = rulesSection();
      const switches = {
        [ONE_RACE]: race,
        [ONE_BLOCK]: block,
        [EXACT_SIZE]: exact,
        [REQUIRED]: false,
      };
      for (const [name, checked] of Object.entries(switches)) {
        expect(section.getByRole('switch', { name })).toHaveProperty('checked', checked);
      }
      expect(section.getByLabelText('Tamaño del mazo')).toHaveValue('50');
      const counted = countedTypes(section);
      expect(counted.getByRole('checkbox', { name: 'Aliado' })).toBeChecked();
      // The last counted type cannot be unticked; with tótems, Aliado is not the last.
      expect(counted.getByRole('checkbox', { name: 'Aliado' })).toHaveProperty('disabled', !totem);
      expect(counted.getByRole('checkbox', { name: 'Tótem' })).toHaveProperty('checked', totem);
      expect(screen.getByText(summary)).toBeInTheDocument();
    },
  );

  it('saves switches turned on and off, by click and by keyboard, in mysticBanlists', async () => {
    const { user } = renderEditor();
    await chooseFormat(user, RACIAL_LIBRE);
    const section = rulesSection();
    await user.click(section.getByText(ONE_RACE));
    section.getByRole('switch', { name: REQUIRED }).focus();
    await user.keyboard(' ');
    await user.click(countedTypes(section).getByRole('checkbox', { name: 'Tótem' }));
    expect(screen.getByText('Cambios sin guardar')).toBeInTheDocument();
    expect(readStoredBanlists()['racialLibre']?.rules.oneRace).toBe(true);

    await save(user);

    expect(readStoredBanlists()['racialLibre']?.rules).toMatchObject({
      oneRace: false,
      oneBlock: false,
      minAlliesRequired: true,
      minAlliesCountedTypes: ['aliado', 'totem'],
    });
    expect(screen.queryByText('Cambios sin guardar')).not.toBeInTheDocument();
    expect(section.getByRole('switch', { name: ONE_RACE })).not.toBeChecked();
    expect(screen.getByText('Modificada en este navegador')).toBeInTheDocument();
    expect(
      screen.getByText(
        `Exactamente 50 cartas · mínimo obligatorio de 16 cartas de tipo Aliado o Tótem · cualquier raza · cualquier bloque · ${REAL}`,
      ),
    ).toBeInTheDocument();

    // Read again from storage, as a reload does: the rule turned off stays off.
    useBanlistStore.getState().reloadFromStorage();
    expect(rulesSection().getByRole('switch', { name: ONE_RACE })).not.toBeChecked();
  });

  it('restores the published switches of a built-in format', async () => {
    const { user } = renderEditor();
    await chooseFormat(user, RACIAL_EDICION);
    await user.click(rulesSection().getByRole('switch', { name: ONE_BLOCK }));
    await save(user);
    expect(readStoredBanlists()['racialEdicion']?.rules.oneBlock).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Restaurar' }));
    const question = await screen.findByRole('alertdialog', { name: 'Restaurar lista publicada' });
    await user.click(within(question).getByRole('button', { name: 'Restaurar' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Notificación' })).getByRole('button', {
        name: 'Cerrar',
      }),
    );
    expect(rulesSection().getByRole('switch', { name: ONE_BLOCK })).toBeChecked();
    expect(readStoredBanlists()['racialEdicion']?.rules.oneBlock).toBe(true);
  });

  it('refuses a deck size or minimum out of bounds with a clear error until it is fixed', async () => {
    const { user } = renderEditor();
    await chooseFormat(user, RACIAL_LIBRE);
    const section = rulesSection();
    const size = section.getByLabelText('Tamaño del mazo');
    const minimum = section.getByLabelText('Mínimo de aliados');

    await user.clear(size);
    await user.type(size, '0');
    expect(size).toHaveAccessibleDescription(
      expect.stringContaining('El tamaño del mazo debe ser un número entero entre 1 y 200.'),
    );
    expect(size).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: SAVE })).toBeDisabled();
    expect(screen.getByText('Corrige las reglas del formato para guardar.')).toBeInTheDocument();

    await user.clear(size);
    await user.type(size, '40');
    await user.clear(minimum);
    await user.type(minimum, '4x');
    expect(minimum).toHaveValue('4x');
    expect(minimum).toHaveAccessibleDescription(
      expect.stringContaining(
        'El mínimo de aliados debe ser un número entero entre 0 y 40 (el tamaño del mazo).',
      ),
    );
    await user.clear(minimum);
    await user.type(minimum, '41');
    expect(screen.getByRole('button', { name: SAVE })).toBeDisabled();

    await user.clear(minimum);
    await user.type(minimum, '12');
    expect(size).toHaveAttribute('aria-invalid', 'false');
    expect(minimum).toHaveAttribute('aria-invalid', 'false');
    await save(user);
    expect(readStoredBanlists()['racialLibre']?.rules).toMatchObject({
      maxCard: 40,
      minAllies: 12,
      oneRace: true,
    });
  });

  it('puts the typed numbers back when the changes are discarded', async () => {
    const { user } = renderEditor();
    await chooseFormat(user, RACIAL_LIBRE);
    const size = rulesSection().getByLabelText('Tamaño del mazo');
    await user.clear(size);
    await user.type(size, 'abc');
    await user.click(screen.getByRole('button', { name: 'Descartar cambios' }));
    expect(size).toHaveValue('50');
    expect(size).toHaveAttribute('aria-invalid', 'false');
    expect(screen.getByRole('button', { name: SAVE })).toBeEnabled();
  });

  it('always counts at least one card type toward the minimum', async () => {
    const { user } = renderEditor();
    await chooseFormat(user, RACIAL_LIBRE);
    const types = countedTypes();
    expect(types.getAllByRole('checkbox').map((box) => box.parentElement?.textContent)).toEqual([
      'Aliado',
      'Arma',
      'Talismán',
      'Tótem',
      'Oro',
    ]);
    await user.click(types.getByRole('checkbox', { name: 'Tótem' }));
    expect(types.getByRole('checkbox', { name: 'Aliado' })).toBeEnabled();
    await user.click(types.getByRole('checkbox', { name: 'Aliado' }));
    expect(types.getByRole('checkbox', { name: 'Tótem' })).toBeDisabled();
    await save(user);
    expect(readStoredBanlists()['racialLibre']?.rules.minAlliesCountedTypes).toEqual(['totem']);
  });

  it('publishes the switches on screen with the lists', async () => {
    server = await startApiTestServer({
      'PUT /api/banlists/racialLibre': (request) => ({
        status: 200,
        body: banlistSchema.parse(request.body),
      }),
      'GET /api/banlists': () => ({ status: 200, body: BUILT_IN_BANLISTS }),
    });
    const editor: CurrentUser = { id: 'u-1', email: 'a@b.org', name: 'Ana', role: 'editor' };
    const { user } = renderEditor(editor);
    await chooseFormat(user, RACIAL_LIBRE);
    await user.click(rulesSection().getByRole('switch', { name: ONE_BLOCK }));
    await user.click(screen.getByRole('button', { name: 'Publicar como lista oficial' }));
    await user.click(
      within(
        await screen.findByRole('alertdialog', { name: 'Publicar como lista oficial' }),
      ).getByRole('button', { name: 'Publicar' }),
    );
    await screen.findByRole('dialog', { name: 'Notificación' });
    const [put] = server.requestsTo('PUT', '/api/banlists/racialLibre');
    expect(put?.body).toMatchObject({ rules: { oneRace: true, oneBlock: true } });
  });
});
