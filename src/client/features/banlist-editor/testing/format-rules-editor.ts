import { screen, within } from '@testing-library/react';
import type { CurrentUser } from '../../../../contract/auth';
import type { Banlist } from '../../../../domain/banlists/banlist';
import { BUILT_IN_BANLISTS } from '../../../../domain/banlists/built-in-banlists';
import { BANLISTS_STORAGE_KEY } from '../../../lib/banlist-store';
import { makeCard } from '../../../testing/card-factory';
import { renderApp } from '../../../testing/render-app';

// The banlist editor's 'Reglas del formato' in screen tests: labels, rendering and reading back.

export const RACIAL_EDICION = 'Racial Edición - Primer Bloque';
export const RACIAL_LIBRE = 'Racial Libre - Primer Bloque';
export const ONE_RACE = 'Una sola raza (la del primer aliado)';
export const EXACT_SIZE = 'El mazo debe tener exactamente ese tamaño';
export const ONE_BLOCK = 'Un solo bloque de edición (el del primer aliado)';
export const REQUIRED = 'El mínimo de aliados es obligatorio';
export const SAVE = 'Guardar Cambios de Banlist';

export type User = ReturnType<typeof renderApp>['user'];

export function readStoredBanlists(): Record<string, Banlist> {
  return JSON.parse(localStorage.getItem(BANLISTS_STORAGE_KEY) ?? '{}') as Record<string, Banlist>;
}

export function renderEditor(currentUser: CurrentUser | null = null) {
  return renderApp({
    url: '/banlists',
    cards: [makeCard({ nombre: 'Fergus' }), makeCard({ nombre: 'Bennu' })],
    officialBanlists: [...BUILT_IN_BANLISTS],
    currentUser,
  });
}

export async function chooseFormat(user: User, name: string) {
  await user.selectOptions(await screen.findByLabelText('Formato'), name);
}

/** The 'Reglas del formato' section of the screen, or of the dialog when given. */
export function rulesSection(within_: HTMLElement = document.body) {
  return within(within(within_).getByRole('region', { name: 'Reglas del formato' }));
}

export function countedTypes(section = rulesSection()) {
  return within(section.getByRole('group', { name: 'Cuentan para el mínimo:' }));
}

export async function save(user: User) {
  await user.click(screen.getByRole('button', { name: SAVE }));
  const notice = await screen.findByRole('dialog', { name: 'Notificación' });
  await user.click(within(notice).getByRole('button', { name: 'Cerrar' }));
}
