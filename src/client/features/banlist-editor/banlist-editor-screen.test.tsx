import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Banlist } from '../../../domain/banlists/banlist';
import { BUILT_IN_BANLISTS } from '../../../domain/banlists/built-in-banlists';
import { BANLISTS_STORAGE_KEY, useBanlistStore } from '../../lib/banlist-store';
import { useNotificationStore } from '../../lib/notification-store';
import { makeCard } from '../../testing/card-factory';
import { renderApp } from '../../testing/render-app';

const FORMATO_LIBRE = 'Formato Libre - Primer Bloque';

function readStoredBanlists(): Record<string, Banlist> {
  return JSON.parse(localStorage.getItem(BANLISTS_STORAGE_KEY) ?? '{}') as Record<string, Banlist>;
}

function renderEditor() {
  return renderApp({
    url: '/banlists',
    cards: [
      makeCard({ nombre: 'Fergus' }),
      makeCard({ nombre: 'Bennu' }),
      makeCard({ nombre: 'Caballero del Roble' }),
    ],
    officialBanlists: [...BUILT_IN_BANLISTS],
  });
}

async function chooseFormat(user: ReturnType<typeof renderApp>['user'], name: string) {
  await user.selectOptions(await screen.findByLabelText('Formato'), name);
}

function chipsOf(listLabel: string): string[] {
  const list = screen.queryByRole('list', { name: listLabel });
  if (!list) return [];
  return within(list)
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '');
}

async function addCard(user: ReturnType<typeof renderApp>['user'], list: string, text: string) {
  await user.type(screen.getByRole('combobox', { name: `Buscar y añadir carta a ${list}` }), text);
  await user.keyboard('{ArrowDown}{Enter}');
}

describe('banlist editor', () => {
  beforeEach(() => {
    localStorage.clear();
    useBanlistStore.getState().reloadFromStorage();
    useNotificationStore.getState().dismiss();
  });

  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('offers every format under "-- Selecciona --" and shows the chosen one’s lists and date', async () => {
    const { user } = renderEditor();
    const select = await screen.findByLabelText('Formato');
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      '-- Selecciona --',
      'Racial Edición - Primer Bloque',
      'Racial Libre - Primer Bloque',
      FORMATO_LIBRE,
    ]);
    expect(select).toHaveValue('');

    await chooseFormat(user, FORMATO_LIBRE);
    expect(screen.getByRole('heading', { level: 2, name: FORMATO_LIBRE })).toBeInTheDocument();
    expect(screen.getByText('Vigente desde 1 de diciembre de 2025')).toBeInTheDocument();
    expect(chipsOf('Cartas Prohibidas')).toHaveLength(8);
    expect(chipsOf('Limitadas a 1')).toEqual(['Bennu']);
    expect(chipsOf('Limitadas a 2')).toEqual([]);
    expect(screen.getByRole('heading', { name: 'Limitadas a 2 (0)' })).toBeInTheDocument();
  });

  it('saves the edited lists in mysticBanlists and says so', async () => {
    const { user } = renderEditor();
    await chooseFormat(user, FORMATO_LIBRE);
    await addCard(user, 'Cartas Prohibidas', 'fergus');
    await user.click(screen.getByRole('button', { name: 'Quitar Bennu' }));
    expect(screen.getByText('Cambios sin guardar')).toBeInTheDocument();
    expect(readStoredBanlists()['formatoLibre']?.rules.banned).not.toContain('Fergus');

    await user.click(screen.getByRole('button', { name: 'Guardar Cambios de Banlist' }));

    const notice = await screen.findByRole('dialog', { name: 'Notificación' });
    expect(notice).toHaveTextContent(`Banlist para "${FORMATO_LIBRE}" guardada!`);
    const stored = readStoredBanlists()['formatoLibre'];
    expect(stored?.rules.banned).toContain('Fergus');
    expect(stored?.rules.limitedOne).toEqual([]);
    expect(screen.queryByText('Cambios sin guardar')).not.toBeInTheDocument();
  });

  it('asks before switching format with unsaved changes, and keeps them when told to', async () => {
    const { user } = renderEditor();
    await chooseFormat(user, FORMATO_LIBRE);
    await addCard(user, 'Cartas Prohibidas', 'fergus');

    await chooseFormat(user, 'Racial Libre - Primer Bloque');
    const question = await screen.findByRole('alertdialog', { name: 'Cambios sin guardar' });
    await user.click(within(question).getByRole('button', { name: 'Seguir editando' }));
    expect(screen.getByRole('heading', { level: 2, name: FORMATO_LIBRE })).toBeInTheDocument();
    expect(chipsOf('Cartas Prohibidas')).toContain('Fergus');

    await chooseFormat(user, 'Racial Libre - Primer Bloque');
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Descartar cambios',
      }),
    );
    expect(
      screen.getByRole('heading', { level: 2, name: 'Racial Libre - Primer Bloque' }),
    ).toBeInTheDocument();
    expect(readStoredBanlists()['formatoLibre']?.rules.banned).not.toContain('Fergus');
  });

  it('restores an edited built-in format to its published list after confirmation', async () => {
    const { user } = renderEditor();
    await chooseFormat(user, FORMATO_LIBRE);
    expect(screen.queryByRole('button', { name: 'Restaurar' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Quitar Bennu' }));
    await user.click(screen.getByRole('button', { name: 'Guardar Cambios de Banlist' }));
    await user.click(await screen.findByRole('button', { name: 'Cerrar' }));
    expect(screen.getByText('Modificada en este navegador')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Restaurar' }));
    const question = await screen.findByRole('alertdialog', { name: 'Restaurar lista publicada' });
    await user.click(within(question).getByRole('button', { name: 'Restaurar' }));
    const notice = await screen.findByRole('dialog', { name: 'Notificación' });
    expect(notice).toHaveTextContent(`Banlist "${FORMATO_LIBRE}" restaurada a su lista publicada.`);
    await user.click(within(notice).getByRole('button', { name: 'Cerrar' }));

    expect(chipsOf('Limitadas a 1')).toEqual(['Bennu']);
    expect(readStoredBanlists()['formatoLibre']?.rules.limitedOne).toEqual(['Bennu']);
    expect(screen.queryByRole('button', { name: 'Restaurar' })).not.toBeInTheDocument();
  });

  it('keeps a stored format whose lists contradict each other in a backup, never reading it (issue 15)', async () => {
    const builtIn = BUILT_IN_BANLISTS.find((banlist) => banlist.key === 'formatoLibre');
    const contradicting = {
      formatoLibre: {
        ...builtIn,
        rules: { ...builtIn?.rules, banned: ['Bennu'], limitedOne: ['Bennu'] },
      },
    };
    localStorage.setItem(BANLISTS_STORAGE_KEY, JSON.stringify(contradicting));
    useBanlistStore.getState().reloadFromStorage();
    renderEditor();

    expect(await screen.findByRole('alert')).toHaveTextContent('no se pudieron leer');
    const backupKey = Object.keys(localStorage).find((key) => key.includes('respaldo'));
    expect(JSON.parse(localStorage.getItem(backupKey ?? '') ?? '{}')).toEqual(contradicting);
  });

  it('tells once that unreadable stored banlists were backed up and the published ones loaded', async () => {
    localStorage.setItem(BANLISTS_STORAGE_KEY, '{ esto no es json');
    useBanlistStore.getState().reloadFromStorage();
    const { user } = renderEditor();

    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('no se pudieron leer');
    const backupKey = Object.keys(localStorage).find((key) => key.includes('respaldo'));
    expect(backupKey).toBeDefined();
    expect(localStorage.getItem(backupKey ?? '')).toBe('{ esto no es json');
    expect(notice).toHaveTextContent(backupKey ?? '');

    await user.click(within(notice).getByRole('button', { name: 'Entendido' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(Object.keys(readStoredBanlists())).toEqual([
      'racialEdicion',
      'racialLibre',
      'formatoLibre',
    ]);
  });
});

describe('creating a banlist', () => {
  beforeEach(() => {
    localStorage.clear();
    useBanlistStore.getState().reloadFromStorage();
    useNotificationStore.getState().dismiss();
  });

  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('needs both name and key, strips whitespace from the key as typed, and can be cancelled', async () => {
    const { user } = renderEditor();
    await user.click(await screen.findByRole('button', { name: 'Crear Nueva Banlist' }));
    const dialog = await screen.findByRole('dialog', { name: 'Crear Nueva Banlist' });
    const create = within(dialog).getByRole('button', { name: 'Crear' });
    expect(create).toBeDisabled();

    await user.type(within(dialog).getByLabelText('Nombre del formato'), 'Torneo de Primavera');
    expect(create).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Clave'), ' torneo  primavera ');
    expect(within(dialog).getByLabelText('Clave')).toHaveValue('torneoprimavera');
    expect(create).toBeEnabled();

    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(readStoredBanlists()['torneoprimavera']).toBeUndefined();
  });

  it('creates the format, says so, and opens it for editing', async () => {
    const { user } = renderEditor();
    await user.click(await screen.findByRole('button', { name: 'Crear Nueva Banlist' }));
    const dialog = await screen.findByRole('dialog', { name: 'Crear Nueva Banlist' });
    await user.type(within(dialog).getByLabelText('Nombre del formato'), 'Torneo de Primavera');
    await user.type(within(dialog).getByLabelText('Clave'), 'torneo{Enter}');

    const notice = await screen.findByRole('dialog', { name: 'Notificación' });
    expect(notice).toHaveTextContent('Nueva banlist "Torneo de Primavera" creada!');
    await user.click(within(notice).getByRole('button', { name: 'Cerrar' }));
    expect(screen.getByLabelText('Formato')).toHaveValue('torneo');
    expect(screen.getByText('Lista propia, sin fecha de vigencia')).toBeInTheDocument();
    expect(readStoredBanlists()['torneo']).toEqual({
      key: 'torneo',
      name: 'Torneo de Primavera',
      effectiveDate: null,
      rules: {
        minAllies: 16,
        maxCard: 50,
        banned: [],
        limitedOne: [],
        limitedTwo: [],
        oneRace: false,
        oneBlock: false,
        minAlliesRequired: false,
        minAlliesCountedTypes: ['aliado'],
        exactDeckSize: false,
        sideDeckSize: 0,
        minVanillaGold: 0,
        unlimitedCopies: [],
        reprintsAllowed: false,
        openingHandSize: 8,
        mulliganEveryOther: false,
      },
    });
  });

  it('refuses a key already in use with an alert and keeps the dialog open', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const { user } = renderEditor();
    await user.click(await screen.findByRole('button', { name: 'Crear Nueva Banlist' }));
    const dialog = await screen.findByRole('dialog', { name: 'Crear Nueva Banlist' });
    await user.type(within(dialog).getByLabelText('Nombre del formato'), 'Copia');
    await user.type(within(dialog).getByLabelText('Clave'), 'formatoLibre');
    await user.click(within(dialog).getByRole('button', { name: 'Crear' }));

    expect(alert).toHaveBeenCalledWith('La clave de la banlist ya existe.');
    expect(screen.getByRole('dialog', { name: 'Crear Nueva Banlist' })).toBeInTheDocument();
    expect(readStoredBanlists()['formatoLibre']?.name).toBe(FORMATO_LIBRE);
  });
});
