import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useBanlistStore } from '../../lib/banlist-store';
import { useNotificationStore } from '../../lib/notification-store';
import {
  EXACT_SIZE,
  ONE_BLOCK,
  ONE_RACE,
  readStoredBanlists,
  renderEditor,
  REQUIRED,
  rulesSection,
} from './testing/format-rules-editor';

beforeEach(() => {
  localStorage.clear();
  useBanlistStore.getState().reloadFromStorage();
  useNotificationStore.getState().dismiss();
});

describe("'Reglas del formato' when creating a format", () => {
  it('creates a format with every rule off at first and the ones chosen in the dialog', async () => {
    const { user } = renderEditor();
    await user.click(await screen.findByRole('button', { name: 'Crear Nueva Banlist' }));
    const dialog = await screen.findByRole('dialog', { name: 'Crear Nueva Banlist' });
    const section = rulesSection(dialog);
    for (const name of [ONE_RACE, ONE_BLOCK, REQUIRED]) {
      expect(section.getByRole('switch', { name })).not.toBeChecked();
    }
    await user.type(within(dialog).getByLabelText('Nombre del formato'), 'Torneo Racial');
    await user.type(within(dialog).getByLabelText('Clave'), 'torneoRacial');
    await user.click(section.getByRole('switch', { name: ONE_RACE }));
    await user.clear(section.getByLabelText('Mínimo de aliados'));
    expect(within(dialog).getByRole('button', { name: 'Crear' })).toBeDisabled();
    await user.type(section.getByLabelText('Mínimo de aliados'), '12');
    // The real formats' rules (issue 15): exact size, side deck, Oro sin habilidad, editions.
    await user.click(section.getByRole('switch', { name: EXACT_SIZE }));
    await user.clear(section.getByLabelText('Side deck'));
    await user.type(section.getByLabelText('Side deck'), '51');
    expect(section.getByText('El side deck debe ser un número entero entre 0 y 50.')).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Crear' })).toBeDisabled();
    await user.clear(section.getByLabelText('Side deck'));
    await user.type(section.getByLabelText('Side deck'), '10');
    await user.clear(section.getByLabelText('Mínimo de Oros sin habilidad'));
    await user.type(section.getByLabelText('Mínimo de Oros sin habilidad'), '1');
    await user.click(section.getByRole('switch', { name: 'Solo algunas ediciones' }));
    const editions = within(section.getByRole('group', { name: 'Ediciones permitidas:' }));
    const offered = editions.getAllByRole('checkbox').map((box) => box.parentElement?.textContent);
    expect(
      editions.getAllByRole('checkbox').every((box) => (box as HTMLInputElement).checked),
    ).toBe(true);
    for (const box of editions.getAllByRole('checkbox')) await user.click(box);
    expect(section.getByText('Elige al menos una edición, o permite todas.')).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Crear' })).toBeDisabled();
    await user.click(editions.getByRole('checkbox', { name: offered[0] }));
    await user.click(section.getByRole('switch', { name: 'Se permiten reimpresiones' }));
    await user.click(within(dialog).getByRole('button', { name: 'Crear' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Notificación' })).getByRole('button', {
        name: 'Cerrar',
      }),
    );

    expect(readStoredBanlists()['torneoRacial']?.rules).toEqual({
      minAllies: 12,
      maxCard: 50,
      banned: [],
      limitedOne: [],
      limitedTwo: [],
      oneRace: true,
      oneBlock: false,
      minAlliesRequired: false,
      minAlliesCountedTypes: ['aliado'],
      exactDeckSize: true,
      sideDeckSize: 10,
      minVanillaGold: 1,
      unlimitedCopies: [],
      allowedEditions: [offered[0]],
      reprintsAllowed: true,
      openingHandSize: 8,
      mulliganEveryOther: false,
    });
    expect(rulesSection().getByRole('switch', { name: ONE_RACE })).toBeChecked();
    expect(rulesSection().getByRole('switch', { name: ONE_BLOCK })).not.toBeChecked();
  });
});
