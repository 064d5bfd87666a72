import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useBanlistStore } from '../../lib/banlist-store';
import { SAVED_DECKS_STORAGE_KEY } from '../../lib/saved-decks-store';
import { makeCard } from '../../testing/card-factory';
import { readBrowserUrl } from '../../testing/render-app';
import { useDraftDeckStore } from './draft-deck-store';
import { getDeckPanel, renderBuilder, startWithStorage } from './testing/deck-storage';

const merlin = makeCard({ id: 1, nombre: 'Merlín' });
const arturo = makeCard({ id: 2, nombre: 'Rey Arturo' });

function getSection(name: string) {
  return within(screen.getByRole('region', { name }));
}

describe('deck builder format picker', () => {
  beforeEach(() => startWithStorage());

  it('opens as "Fabrica de tech" with one "Crear tech" button per format and its date', async () => {
    await renderBuilder({ cards: [merlin] });
    const builder = screen.getByRole('dialog', { name: 'Fabrica de tech' });
    const create = within(builder).getByRole('region', { name: 'Crear tech' });
    const buttons = within(create)
      .getAllByRole('button')
      .filter((button) => button.textContent !== 'Importar mazo');
    expect(buttons.map((button) => button.textContent)).toEqual([
      'Racial Edición - Primer BloqueVigente desde 1 de abril de 2026',
      'Racial Libre - Primer BloqueVigente desde 8 de enero de 2026',
      'Formato Libre - Primer BloqueVigente desde 1 de diciembre de 2025',
    ]);
    expect(screen.queryByRole('heading', { name: 'Cargar Mazo Existente' })).toBeNull();
    await waitFor(() => expect(screen.queryByText('Cargando...')).toBeNull());
  });

  it("gives the focus to the builder's title once a format is chosen or a saved deck loaded", async () => {
    startWithStorage({
      [SAVED_DECKS_STORAGE_KEY]: [{ id: '1', name: 'Solo', format: 'racialLibre', cards: [1] }],
    });
    const { user } = await renderBuilder({ cards: [merlin, arturo] });
    screen.getByRole('button', { name: /^Racial Edición/ }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { level: 2, name: 'Fabrica de tech' })).toHaveFocus();

    act(() => useDraftDeckStore.getState().clearDraft());
    (await screen.findByRole('button', { name: /^Solo \[RL\]/ })).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { level: 2, name: 'Fabrica de tech' })).toHaveFocus();
    expect(getDeckPanel().getByText('Solo')).toBeInTheDocument();
  });

  it("also offers the visitor's own banlists as formats", async () => {
    act(() =>
      useBanlistStore.getState().saveBanlist({
        key: 'casero',
        name: 'Torneo del Barrio',
        effectiveDate: null,
        rules: { minAllies: 10, maxCard: 50, banned: [], limitedOne: [], limitedTwo: [] },
      }),
    );
    await renderBuilder({ cards: [merlin] });
    expect(
      getSection('Crear tech').getByRole('button', { name: 'Torneo del Barrio' }),
    ).toBeInTheDocument();
  });

  it('lists saved decks by name, [RE] for Racial Edición and [RL] otherwise, and loads one', async () => {
    startWithStorage({
      [SAVED_DECKS_STORAGE_KEY]: [
        { id: '1', name: 'Caballeros', format: 'racialEdicion', cards: [1, 1, 2] },
        { id: '2', name: 'Libre total', format: 'formatoLibre', cards: [2] },
      ],
    });
    const { user } = await renderBuilder({ cards: [merlin, arturo] });
    const saved = getSection('Cargar Mazo Existente');
    expect(saved.getByRole('button', { name: /^Caballeros \[RE\]/ })).toBeInTheDocument();
    expect(saved.getByRole('button', { name: /^Libre total \[RL\]/ })).toBeInTheDocument();
    // A deck of one card is counted in the singular.
    expect(saved.getByRole('button', { name: /^Caballeros/ })).toHaveTextContent(/· 3 cartas/);
    expect(saved.getByRole('button', { name: /^Libre total/ })).toHaveTextContent(/· 1 carta$/);

    await user.click(saved.getByRole('button', { name: /^Caballeros \[RE\]/ }));
    const panel = getDeckPanel();
    expect(panel.getByText('Caballeros')).toBeInTheDocument();
    expect(panel.getByText('3/50')).toBeInTheDocument();
    expect(
      within(panel.getByRole('list', { name: 'Contenido del mazo' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['2x Merlín−', '1x Rey Arturo−']);
  });

  it('renames a saved deck and deletes another only after confirming', async () => {
    startWithStorage({
      [SAVED_DECKS_STORAGE_KEY]: [
        { id: '1', name: 'Caballeros', format: 'racialEdicion', cards: [1] },
        { id: '2', name: 'Hadas', format: 'racialLibre', cards: [2] },
      ],
    });
    const { user } = await renderBuilder({ cards: [merlin, arturo] });
    const saved = getSection('Cargar Mazo Existente');

    await user.click(saved.getByRole('button', { name: 'Renombrar Caballeros' }));
    const nameField = saved.getByLabelText('Nuevo nombre para Caballeros');
    await user.clear(nameField);
    await user.type(nameField, 'Orden del Alba{Enter}');
    expect(saved.getByRole('button', { name: /^Orden del Alba \[RE\]/ })).toBeInTheDocument();

    await user.click(saved.getByRole('button', { name: 'Eliminar Hadas' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Eliminar mazo' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancelar' }));
    expect(saved.getByRole('button', { name: /^Hadas \[RL\]/ })).toBeInTheDocument();

    await user.click(saved.getByRole('button', { name: 'Eliminar Hadas' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Eliminar' }),
    );
    expect(saved.queryByRole('button', { name: /^Hadas/ })).toBeNull();
    expect(JSON.parse(localStorage.getItem(SAVED_DECKS_STORAGE_KEY) ?? '')).toEqual([
      { id: '1', name: 'Orden del Alba', format: 'racialEdicion', cards: [1] },
    ]);
  });

  it('hides "Cargar Mazo Existente" once the last saved deck is deleted', async () => {
    startWithStorage({
      [SAVED_DECKS_STORAGE_KEY]: [{ id: '1', name: 'Solo', format: 'racialLibre', cards: [1] }],
    });
    const { user } = await renderBuilder({ cards: [merlin] });
    await user.click(screen.getByRole('button', { name: 'Eliminar Solo' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Eliminar' }),
    );
    expect(screen.queryByRole('heading', { name: 'Cargar Mazo Existente' })).toBeNull();
  });

  it('goes to the card viewer, keeping the filter, when the builder is closed', async () => {
    const { user } = await renderBuilder({ url: '/mazos?tipo=aliado', cards: [merlin] });
    await user.click(screen.getByRole('button', { name: 'Cerrar Fabrica de tech' }));
    expect(readBrowserUrl()).toBe('/cartas?tipo=aliado');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Visor de Cartas');
  });

  it('tells once where unreadable saved decks were kept, and never overwrites them silently', async () => {
    startWithStorage({ [SAVED_DECKS_STORAGE_KEY]: '{"no es": "una lista"' });
    const { user } = await renderBuilder({ cards: [merlin] });
    const notice = await screen.findByRole('dialog', { name: 'Notificación' });
    const backupKey = Object.keys(localStorage).find((key) =>
      key.startsWith(`${SAVED_DECKS_STORAGE_KEY}.respaldo.`),
    );
    expect(backupKey).toBeDefined();
    expect(localStorage.getItem(backupKey ?? '')).toBe('{"no es": "una lista"');
    expect(notice).toHaveTextContent(`"${backupKey}"`);
    await user.click(within(notice).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Notificación' })).toBeNull());
  });
});
