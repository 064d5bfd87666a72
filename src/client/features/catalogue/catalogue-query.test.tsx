import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_BANLIST_RULES, type Banlist } from '../../../domain/banlists/banlist';
import { parseCardFilterSearch } from '../../lib/card-filter-search';
import { makeCard } from '../../testing/card-factory';
import { readBrowserUrl, renderApp } from '../../testing/render-app';

/** One ability doing one action, in the shape of SPEC §3. */
function effectsDoing(accion: string): object[] {
  return [
    { descripcion: 'Prueba', opciones: [{ descripcion_opcion: 'Prueba', acciones: [{ accion }] }] },
  ];
}

const catalogue = [
  makeCard({ nombre: 'Escudero del Alba', tipo: 'aliado', coste: 1, raza: 'Caballero' }),
  makeCard({ nombre: 'Caballero del Roble', tipo: 'aliado', coste: 2, raza: 'Caballero' }),
  makeCard({ nombre: 'Gran Maestre', tipo: 'aliado', coste: 4, raza: 'Caballero' }),
  makeCard({ nombre: 'Hada del Brezo', tipo: 'aliado', coste: 1, raza: 'Faerie' }),
  makeCard({
    nombre: 'Lanza del Alba',
    tipo: 'arma',
    coste: 1,
    raza: null,
    fuerza: null,
    habilidades: effectsDoing('destroy'),
  }),
  makeCard({
    nombre: 'Tótem del Roble',
    tipo: 'totem',
    coste: 3,
    raza: null,
    fuerza: null,
    edicion: 'Cruzadas',
    habilidades: effectsDoing('draw'),
  }),
];

function listedCardNames(): string[] {
  const grid = screen.getByRole('list', { name: 'Cartas' });
  return within(grid)
    .getAllByRole('listitem')
    .map((item) => within(item).getAllByRole('paragraph')[0]?.textContent ?? '');
}

async function openMenu(user: ReturnType<typeof renderApp>['user']) {
  await user.click(screen.getByRole('button', { name: 'Abrir menú' }));
  return within(await screen.findByRole('dialog', { name: 'Grimorio' }));
}

describe('searching the catalogue with a card query', () => {
  it('shows the cards a query with keys and comparisons describes, and says what it understood', async () => {
    const { user } = renderApp({ cards: catalogue });
    const menu = await openMenu(user);
    const box = menu.getByPlaceholderText('Buscar por nombre...');
    await user.type(box, 't:aliado c<=2 raza:caballero');
    expect(box).toHaveAccessibleDescription(
      expect.stringContaining('Aliados de raza Caballero con coste 2 o menos'),
    );
    expect(menu.getByText('Aliados de raza Caballero con coste 2 o menos')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(listedCardNames()).toEqual(['Escudero del Alba', 'Caballero del Roble']),
    );
    expect(screen.getByText('2 de 6 cartas')).toBeInTheDocument();
  });

  it('shows the problem of a broken query inline and keeps the cards of its valid part', async () => {
    const { user } = renderApp({ cards: catalogue });
    const menu = await openMenu(user);
    const box = menu.getByPlaceholderText('Buscar por nombre...');
    await user.type(box, 't:arma ed:"espada');
    const problem = menu.getByText('Falta cerrar la comilla en la posición 11');
    expect(problem.closest('[role="status"]')).not.toBeNull();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(menu.getByText('Armas')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(listedCardNames()).toEqual(['Lanza del Alba']));
  });

  it('lists every key in the help and puts a chosen example into the box, focused', async () => {
    const { user } = renderApp({ cards: catalogue });
    const menu = await openMenu(user);
    const box = menu.getByPlaceholderText('Buscar por nombre...');
    await user.type(box, 't:aliado');
    await user.click(menu.getByRole('button', { name: 'Ayuda de búsqueda' }));
    const help = within(await screen.findByRole('dialog', { name: 'Cómo buscar' }));
    for (const spelling of ['t: · tipo:', 'c: · coste:', 'raza:', 'tag: · etiqueta:', 'ban:']) {
      expect(help.getByText(spelling)).toBeInTheDocument();
    }
    expect(
      help.getByRole('button', { name: '(t:arma o t:totem) c<=1' }),
    ).toHaveAccessibleDescription('o / or entre términos, y paréntesis');
    await user.click(help.getByRole('button', { name: 'c<=2' }));
    expect(screen.queryByRole('dialog', { name: 'Cómo buscar' })).not.toBeInTheDocument();
    expect(box).toHaveValue('t:aliado c<=2');
    expect(box).toHaveFocus();
    await waitFor(() =>
      expect(parseCardFilterSearch(window.location.search).searchTerm).toBe('t:aliado c<=2'),
    );
  });

  it('puts the example alone into an empty box', async () => {
    const { user } = renderApp({ cards: catalogue });
    const menu = await openMenu(user);
    await user.click(menu.getByRole('button', { name: 'Ayuda de búsqueda' }));
    const help = within(await screen.findByRole('dialog', { name: 'Cómo buscar' }));
    await user.click(help.getByRole('button', { name: 'tag:roba' }));
    expect(menu.getByPlaceholderText('Buscar por nombre...')).toHaveValue('tag:roba');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(listedCardNames()).toEqual(['Tótem del Roble']));
  });

  it('reads a query with quotes, comparisons and parentheses back from the URL, as after a reload', async () => {
    const text = '(t:arma o t:totem) c>=1 -ed:"espada sagrada"';
    const first = renderApp({ cards: catalogue });
    const menu = await openMenu(first.user);
    await first.user.type(menu.getByPlaceholderText('Buscar por nombre...'), text);
    await waitFor(() => expect(readBrowserUrl()).toMatch(/^\/cartas\?q=/));
    const url = readBrowserUrl();
    first.unmount();

    const reloaded = renderApp({ url, cards: catalogue });
    await waitFor(() => expect(listedCardNames()).toEqual(['Tótem del Roble']));
    const reopened = await openMenu(reloaded.user);
    expect(reopened.getByPlaceholderText('Buscar por nombre...')).toHaveValue(text);
    expect(
      reopened.getByText(
        'Armas o Tótems que no son de la edición «espada sagrada» con coste 1 o más',
      ),
    ).toBeInTheDocument();
  });

  it('loads the formats when a query names one, and keeps the cards banned in it', async () => {
    const tournament: Banlist = {
      key: 'torneo',
      name: 'Torneo de Prueba',
      effectiveDate: null,
      rules: { ...DEFAULT_BANLIST_RULES, banned: ['Gran Maestre', 'Lanza del Alba'] },
    };
    const { user } = renderApp({
      url: '/cartas?q=ban%3Atorneo+t%3Aaliado',
      cards: catalogue,
      officialBanlists: [tournament],
    });
    await waitFor(() => expect(listedCardNames()).toEqual(['Gran Maestre']));
    const menu = await openMenu(user);
    expect(menu.getByText('Aliados prohibidos en Torneo de Prueba')).toBeInTheDocument();
  });

  it('narrows the grid to the cards carrying the tag chosen in the picker, kept in the URL', async () => {
    const { user } = renderApp({ cards: catalogue });
    const menu = await openMenu(user);
    const picker = menu.getByLabelText('Etiqueta');
    expect(
      within(picker)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Todas las Etiquetas', 'Roba', 'Destruye']);
    await user.selectOptions(picker, 'Destruye');
    await waitFor(() => expect(readBrowserUrl()).toBe('/cartas?etiqueta=destruye'));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(listedCardNames()).toEqual(['Lanza del Alba']));
    expect(screen.getByRole('button', { name: 'Limpiar filtros' })).toBeInTheDocument();
  });
});
