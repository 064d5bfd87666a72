import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BUILT_IN_BANLISTS } from '../../../domain/banlists/built-in-banlists';
import type { Card } from '../../../domain/cards/card';
import { DEFAULT_EDITION_BLOCKS } from '../../../domain/cards/edition-blocks';
import { officialBanlistsQueryOptions } from '../../lib/banlist-store';
import { editionBlocksQueryOptions } from '../../lib/edition-blocks';
import { useSavedDecksStore } from '../../lib/saved-decks-store';
import { makeCard } from '../../testing/card-factory';
import { readBrowserUrl, renderApp } from '../../testing/render-app';

function effectWith(accion: string, selector: string) {
  return {
    descripcion: `${accion} (${selector})`,
    tipo_habilidad: 'activada',
    limite_por_turno: 1,
    opciones: [
      { descripcion_opcion: 'Única', costo: [], acciones: [{ accion, objetivo: { selector } }] },
    ],
  };
}

const escudero = makeCard({
  id: 1,
  nombre: 'Escudero',
  coste: 1,
  habilidades: [effectWith('draw', 'propio')],
});
const paladin = makeCard({ id: 2, nombre: 'Paladín', coste: 3 });
const rayos = makeCard({
  id: 3,
  nombre: 'Rayos',
  tipo: 'talisman',
  coste: 2,
  fuerza: null,
  raza: null,
  habilidades: [effectWith('destroy', 'oponente')],
});
const oroViejo = makeCard({ id: 4, nombre: 'Oro Viejo', tipo: 'oro', coste: null, fuerza: null });
const oroNuevo = makeCard({ id: 8, nombre: 'Oro Nuevo', tipo: 'oro', coste: null, fuerza: null });
const hada = makeCard({ id: 5, nombre: 'Hada', coste: 2, raza: 'Faerie' });
const lanza = makeCard({ id: 6, nombre: 'Lanza', tipo: 'arma', coste: 1, fuerza: null });
const dolmen = makeCard({ id: 7, nombre: 'Dolmen', tipo: 'totem', coste: 4, fuerza: null });
const CATALOGUE = [escudero, paladin, rayos, oroViejo, hada, lanza, dolmen, oroNuevo];

const copies = (card: Card, count: number): Card[] => Array.from({ length: count }, () => card);

// 12 cards: 6 allies, 2 talismans, 4 oros; cost 16 over 8 non-gold cards.
const CABALLEROS = {
  id: 'mazo-caballeros',
  name: 'Caballeros',
  format: 'formatoLibre',
  cards: [
    ...copies(escudero, 3),
    ...copies(paladin, 3),
    ...copies(rayos, 2),
    ...copies(oroViejo, 3),
    oroNuevo,
  ],
};
// 10 cards, 5 allies of two races under Racial Edición; cost 17 over 7 non-gold cards.
const HADAS = {
  id: 'mazo-hadas',
  name: 'Hadas',
  format: 'racialEdicion',
  cards: [...copies(paladin, 2), ...copies(hada, 3), lanza, dolmen, ...copies(oroViejo, 3)],
};
const BORRADO = {
  id: 'mazo-borrado',
  name: 'Formato perdido',
  format: 'formatoBorrado',
  cards: copies(escudero, 2),
};

function saveDecks(...decks: (typeof CABALLEROS)[]) {
  act(() => {
    for (const deck of decks) useSavedDecksStore.getState().saveDeck(deck);
  });
}

function renderAnalysis(url = '/analisis') {
  const view = renderApp({ url, cards: CATALOGUE });
  view.queryClient.setQueryData(officialBanlistsQueryOptions.queryKey, [...BUILT_IN_BANLISTS]);
  view.queryClient.setQueryData(editionBlocksQueryOptions.queryKey, DEFAULT_EDITION_BLOCKS);
  return view;
}

async function findPanel(name: RegExp | string) {
  return screen.findByRole('region', { name });
}

function readTile(panel: HTMLElement, label: string): string {
  const term = within(panel).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? '';
}

function readOdds(panel: HTMLElement, label: string | RegExp): string {
  const term = within(panel).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? '';
}

describe('deck analysis', () => {
  afterEach(() => {
    act(() => {
      for (const deck of useSavedDecksStore.getState().decks) {
        useSavedDecksStore.getState().deleteDeck(deck.id);
      }
    });
  });

  it.each([
    { name: 'no saved deck', decks: [] },
    { name: 'a single saved deck', decks: [CABALLEROS] },
  ])('asks for two saved decks when there is $name', async ({ decks }) => {
    saveDecks(...decks);
    renderAnalysis();
    expect(
      await screen.findByText('Necesitas al menos dos mazos guardados para analizar.'),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Primer mazo')).not.toBeInTheDocument();
  });

  it('preselects the first two saved decks, each in its own panel with its main archetype', async () => {
    saveDecks(CABALLEROS, HADAS, BORRADO);
    renderAnalysis();
    expect(await screen.findByLabelText('Primer mazo')).toHaveValue('mazo-caballeros');
    expect(screen.getByLabelText('Segundo mazo')).toHaveValue('mazo-hadas');
    const first = await findPanel('Primer mazo: Caballeros');
    expect(within(first).getByRole('heading', { name: 'Caballeros' })).toBeInTheDocument();
    // Average cost 2.00 (< 2.5) gives Agro 40, allies are exactly half so no more: Agro wins.
    expect(within(first).getByText(/Arquetipo principal/)).toHaveTextContent(
      'Arquetipo principal: Agro',
    );
    expect(await findPanel('Segundo mazo: Hadas')).toBeInTheDocument();
  });

  it('swaps the two decks when one dropdown picks the deck shown in the other, and keeps the pair in the URL', async () => {
    saveDecks(CABALLEROS, HADAS, BORRADO);
    const { user } = renderAnalysis();
    await user.selectOptions(await screen.findByLabelText('Primer mazo'), 'mazo-hadas');
    expect(screen.getByLabelText('Primer mazo')).toHaveValue('mazo-hadas');
    expect(screen.getByLabelText('Segundo mazo')).toHaveValue('mazo-caballeros');
    expect(await findPanel('Primer mazo: Hadas')).toBeInTheDocument();
    expect(readBrowserUrl()).toBe('/analisis?a=mazo-hadas&b=mazo-caballeros');

    await user.selectOptions(screen.getByLabelText('Segundo mazo'), 'mazo-borrado');
    expect(screen.getByLabelText('Primer mazo')).toHaveValue('mazo-hadas');
    expect(readBrowserUrl()).toBe('/analisis?a=mazo-hadas&b=mazo-borrado');
  });

  it('restores the pair named in the URL, as after a reload or in another tab', async () => {
    saveDecks(CABALLEROS, HADAS, BORRADO);
    renderAnalysis('/analisis?a=mazo-borrado&b=mazo-caballeros');
    expect(await screen.findByLabelText('Primer mazo')).toHaveValue('mazo-borrado');
    expect(screen.getByLabelText('Segundo mazo')).toHaveValue('mazo-caballeros');
    const first = await findPanel('Primer mazo: Formato perdido');
    expect(within(first).getByText(/formatoBorrado\) ya no existe/)).toBeInTheDocument();
  });

  it('asks to pick a deck in a panel left without one', async () => {
    saveDecks(CABALLEROS, HADAS);
    const { user } = renderAnalysis();
    await user.selectOptions(await screen.findByLabelText('Segundo mazo'), '-- Sin mazo --');
    const second = await findPanel('Segundo mazo');
    expect(second).toHaveTextContent('Selecciona un mazo para ver su arquetipo y estadísticas.');
    expect(screen.queryByRole('heading', { name: 'Diferencias entre los mazos' })).toBeNull();
  });

  it('shows the count per type and the average cost of each deck in tiles', async () => {
    saveDecks(CABALLEROS, HADAS);
    renderAnalysis();
    const first = await findPanel('Primer mazo: Caballeros');
    const second = await findPanel('Segundo mazo: Hadas');
    expect(
      ['Aliados', 'Talismanes', 'Armas', 'Tótems', 'Oros', 'Coste Promedio'].map((label) =>
        readTile(first, label),
      ),
    ).toEqual(['6', '2', '0', '0', '4', '2,00']);
    expect(
      ['Aliados', 'Talismanes', 'Armas', 'Tótems', 'Oros', 'Coste Promedio'].map((label) =>
        readTile(second, label),
      ),
    ).toEqual(['5', '0', '1', '1', '3', '2,43']);
  });

  it('gives each chart its numbers as a table for screen readers', async () => {
    saveDecks(CABALLEROS, HADAS);
    renderAnalysis();
    const first = await findPanel('Primer mazo: Caballeros');
    const radar = within(first).getByRole('table', { name: 'Identidad del Mazo' });
    expect(within(radar).getByRole('row', { name: 'Agro 40' })).toBeInTheDocument();
    const curve = within(first).getByRole('table', { name: 'Curva de Coste (Sin Oros)' });
    expect(
      within(curve)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['CosteCartas', 'Coste 00', 'Coste 13', 'Coste 22', 'Coste 33']);
    const doughnut = within(first).getByRole('table', { name: 'Distribución y Estadísticas' });
    expect(within(doughnut).getByRole('row', { name: 'Oros 4' })).toBeInTheDocument();
  });

  it('lists what each deck can do, with the own side and the opponent counts', async () => {
    saveDecks(CABALLEROS, HADAS);
    renderAnalysis();
    const first = await findPanel('Primer mazo: Caballeros');
    const capabilities = within(first).getAllByRole('listitem');
    const texts = capabilities.map((item) => item.textContent);
    expect(texts).toContain('Destruir2Oponente: 2');
    expect(texts).toContain('Robar3Propio: 3');
  });

  it('lists the cards only in each deck and those in both with their copies', async () => {
    saveDecks(CABALLEROS, HADAS);
    renderAnalysis();
    const differences = await screen.findByRole('region', { name: 'Diferencias entre los mazos' });
    const listed = (title: string) =>
      within(within(differences).getByRole('region', { name: title }))
        .getAllByRole('listitem')
        .map((item) => item.textContent);
    expect(listed('Solo en Caballeros')).toEqual([
      '3x Escudero · Espada Sagrada',
      '2x Rayos · Espada Sagrada',
      '1x Oro Nuevo · Espada Sagrada',
    ]);
    expect(listed('Solo en Hadas')).toEqual([
      '3x Hada · Espada Sagrada',
      '1x Lanza · Espada Sagrada',
      '1x Dolmen · Espada Sagrada',
    ]);
    expect(listed('En ambos')).toEqual([
      'Paladín: 3 en Caballeros, 2 en Hadas · Espada Sagrada',
      'Oro Viejo: 3 en Caballeros, 3 en Hadas · Espada Sagrada',
    ]);
  });

  it('gives the opening-hand odds for the hand size the user sets, and the odds of drawing a card by a turn', async () => {
    saveDecks(CABALLEROS, HADAS);
    const { user } = renderAnalysis();
    const first = await findPanel('Primer mazo: Caballeros');
    const handSize = within(first).getByLabelText('Cartas en la mano inicial');
    expect(handSize).toHaveValue(8);
    // 8 of 12 cards with 6 non-allies always hold an ally; two oros: 1 − 33/495.
    expect(readOdds(first, 'Al menos un aliado en la mano inicial')).toBe('100,0%');
    expect(readOdds(first, 'Al menos dos oros en la mano inicial')).toBe('93,3%');

    await user.clear(handSize);
    await user.type(handSize, '2');
    // 1 − C(6,2)/C(12,2) = 51/66 and C(4,2)/C(12,2) = 6/66.
    expect(readOdds(first, 'Al menos un aliado en la mano inicial')).toBe('77,3%');
    expect(readOdds(first, 'Al menos dos oros en la mano inicial')).toBe('9,1%');

    await user.selectOptions(within(first).getByLabelText('Carta'), 'Rayos (2)');
    const turn = within(first).getByLabelText('Turno');
    await user.clear(turn);
    await user.type(turn, '1');
    // Both copies of Rayos missing from a 2-card hand: C(10,2)/C(12,2) = 45/66.
    expect(readOdds(first, 'Robar al menos una copia de Rayos hasta el turno 1')).toBe('31,8%');
  });

  it('refuses a hand size outside 1–20 and says why', async () => {
    saveDecks(CABALLEROS, HADAS);
    const { user } = renderAnalysis();
    const first = await findPanel('Primer mazo: Caballeros');
    const handSize = within(first).getByLabelText('Cartas en la mano inicial');
    await user.clear(handSize);
    await user.type(handSize, '21');
    expect(handSize).toHaveAccessibleDescription('Escribe un número entero entre 1 y 20.');
    expect(within(first).queryByText('Al menos un aliado en la mano inicial')).toBeNull();
  });

  it('shows whether each deck is legal in its format now, with the broken rules', async () => {
    saveDecks(CABALLEROS, HADAS, BORRADO);
    renderAnalysis();
    const options = within(await screen.findByLabelText('Primer mazo')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      '-- Sin mazo --',
      'Caballeros [RL] · Legal',
      'Hadas [RE] · No legal',
      'Formato perdido [RL]',
    ]);
    const first = await findPanel('Primer mazo: Caballeros');
    const firstLegality = within(within(first).getByRole('region', { name: 'Legalidad' }));
    expect(firstLegality.getByText('Legal')).toBeInTheDocument();
    expect(firstLegality.getByText('Legal en Formato Libre - Primer Bloque.')).toBeInTheDocument();
    const second = await findPanel('Segundo mazo: Hadas');
    const secondLegality = within(within(second).getByRole('region', { name: 'Legalidad' }));
    expect(secondLegality.getByText('No legal')).toBeInTheDocument();
    expect(secondLegality.getByText('El mazo no es legal en este formato:')).toBeInTheDocument();
    expect(secondLegality.getByText('Guías:')).toBeInTheDocument();
    // Real rules (ADR 0016): 50 cards, an Oro sin habilidad; the guide counts Dolmen, a tótem.
    for (const reason of [
      'Hada: No pertenece a la raza del mazo (Caballero)',
      'El mazo tiene 10 cartas; el formato pide exactamente 50.',
      'El mazo tiene 0 Oros sin habilidad; el formato pide al menos 1.',
      'El mazo tiene 6 cartas que cuentan como aliados; el mínimo del formato es 16.',
    ]) {
      expect(within(second).getByText(reason)).toBeInTheDocument();
    }
  });
});
