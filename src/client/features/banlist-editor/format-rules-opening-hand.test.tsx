import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useBanlistStore } from '../../lib/banlist-store';
import { useNotificationStore } from '../../lib/notification-store';
import {
  chooseFormat,
  RACIAL_LIBRE,
  readStoredBanlists,
  renderEditor,
  rulesSection,
  SAVE,
  save,
} from './testing/format-rules-editor';

const HAND = 'Cartas de la mano inicial';
const EVERY_OTHER = 'Mulligan: una carta menos cada dos veces';

beforeEach(() => {
  localStorage.clear();
  useBanlistStore.getState().reloadFromStorage();
  useNotificationStore.getState().dismiss();
});

// The opening hand of 'Mano de prueba' is format data (issue 17, item 4; ADR 0021).
describe("'Reglas del formato': the opening hand and mulligan", () => {
  it("shows Racial Libre's hand of 8 and its mulligan, and saves a new hand size", async () => {
    const { user } = renderEditor();
    await chooseFormat(user, RACIAL_LIBRE);
    const section = rulesSection();
    expect(section.getByLabelText(HAND)).toHaveValue('8');
    expect(section.getByRole('switch', { name: EVERY_OTHER })).toBeChecked();

    await user.clear(section.getByLabelText(HAND));
    await user.type(section.getByLabelText(HAND), '7');
    await user.click(section.getByRole('switch', { name: EVERY_OTHER }));
    await save(user);

    expect(readStoredBanlists()['racialLibre']?.rules).toMatchObject({
      openingHandSize: 7,
      mulliganEveryOther: false,
    });
  });

  it('refuses a hand of no cards with a clear error until it is fixed', async () => {
    const { user } = renderEditor();
    await chooseFormat(user, RACIAL_LIBRE);
    const hand = rulesSection().getByLabelText(HAND);
    await user.clear(hand);
    await user.type(hand, '0');

    expect(hand).toHaveAccessibleDescription(
      expect.stringContaining('La mano inicial debe ser un número entero entre 1 y 20.'),
    );
    expect(screen.getByRole('button', { name: SAVE })).toBeDisabled();
  });
});
