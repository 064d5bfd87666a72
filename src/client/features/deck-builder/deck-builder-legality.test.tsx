import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Banlist } from '../../../domain/banlists/banlist';
import { BUILT_IN_BANLISTS } from '../../../domain/banlists/built-in-banlists';
import { SAVED_DECKS_STORAGE_KEY } from '../../lib/saved-decks-store';
import { makeCard } from '../../testing/card-factory';
import {
  getDeckPanel,
  getSavedDeckRow,
  getTile,
  renderBuilder,
  startWithStorage,
} from './testing/deck-storage';
import { FINISHING_CARDS, finishDeck } from './testing/finished-deck';

const escudero = makeCard({ id: 1, nombre: 'Escudero' });
const templario = makeCard({ id: 2, nombre: 'Templario', edicion: 'Cruzadas' });
const urisk = makeCard({ id: 5, nombre: 'Urisk', edicion: 'Hijos de Daana', raza: 'Héroe' });
const catalogue = [escudero, templario, urisk, ...FINISHING_CARDS];
// 50 cards with an Oro sin habilidad, 6 of them allies: finished in Racial Edición (ADR 0016)
// and under its guide of 16.
const finishedUnderGuide = finishDeck([escudero.id, templario.id]);
const GUIDE_OF_SIX =
  'El mazo tiene 6 cartas que cuentan como aliados; el mínimo del formato es 16.';

// A format that makes its minimum of allies a requirement (ADR 0016), unlike the spec's guide.
const strictFormat: Banlist = {
  key: 'estricto',
  name: 'Torneo Estricto',
  effectiveDate: null,
  rules: {
    minAllies: 2,
    maxCard: 50,
    banned: [],
    limitedOne: [],
    limitedTwo: [],
    minAlliesRequired: true,
  },
};

type User = Awaited<ReturnType<typeof renderBuilder>>['user'];

async function addCopy(user: User, name: string) {
  await user.click(getTile(name).getByRole('button', { name: 'Añadir una copia' }));
}

function getLegality() {
  return getDeckPanel().getByRole('region', { name: 'Legalidad' });
}

function readAnnouncement(): string | null {
  return getLegality().querySelector('[aria-live="polite"]')?.textContent ?? null;
}

describe("the builder's 'Legalidad' panel", () => {
  beforeEach(() => startWithStorage());

  it('shows an error where the format requires its minimum of allies, and never blocks saving', async () => {
    const { user } = await renderBuilder({
      cards: catalogue,
      officialBanlists: [...BUILT_IN_BANLISTS, strictFormat],
    });
    await user.click(screen.getByRole('button', { name: 'Torneo Estricto' }));
    await addCopy(user, 'Escudero');

    const legality = getLegality();
    const toggle = within(within(legality).getByRole('button', { name: /^Legalidad/ }));
    expect(toggle.getByText('No legal')).toBeInTheDocument();
    expect(legality).toHaveTextContent('El mazo no es legal en este formato:');
    expect(legality).toHaveTextContent('El mazo tiene 1 aliado; el mínimo del formato es 2.');
    expect(getDeckPanel().getByText('Aliados').nextSibling).toHaveClass('text-pink-300');
    expect(getDeckPanel().getByText('Total de oros')).toBeInTheDocument();

    await user.click(getDeckPanel().getByRole('button', { name: 'Guardar Mazo' }));
    await user.type(getDeckPanel().getByLabelText('Nombre del mazo'), 'Solo uno');
    await user.click(getDeckPanel().getByRole('button', { name: 'Confirmar Guardado' }));
    expect(await screen.findByRole('dialog', { name: 'Notificación' })).toHaveTextContent(
      'Mazo "Solo uno" guardado!',
    );
  });

  it('shows the minimum of Racial Edición as a guide of a legal deck', async () => {
    startWithStorage({
      [SAVED_DECKS_STORAGE_KEY]: [
        { id: '9', name: 'Completo', format: 'racialEdicion', cards: finishedUnderGuide },
      ],
    });
    const { user } = await renderBuilder({ cards: catalogue });
    await user.click(getSavedDeckRow('Completo').load);

    const legality = within(getLegality());
    const toggle = within(legality.getByRole('button', { name: /^Legalidad/ }));
    expect(toggle.getByText('Legal')).toBeInTheDocument();
    expect(toggle.queryByText('No legal')).toBeNull();
    expect(legality.getByText('Legal en Racial Edición - Primer Bloque.')).toBeInTheDocument();
    expect(legality.getByText('Guías:')).toBeInTheDocument();
    expect(legality.getByText(GUIDE_OF_SIX)).toBeInTheDocument();
    expect(legality.queryByText('El mazo no es legal en este formato:')).toBeNull();
  });

  it('tells an unfinished Racial Edición deck what it lacks, its minimum of allies still a guide', async () => {
    const { user } = await renderBuilder({ cards: catalogue });
    await user.click(screen.getByRole('button', { name: /^Racial Edición/ }));
    await addCopy(user, 'Escudero');

    const legality = within(getLegality());
    const toggle = within(legality.getByRole('button', { name: /^Legalidad/ }));
    expect(toggle.getByText('No legal')).toBeInTheDocument();
    const errors = legality.getByText('El mazo no es legal en este formato:').nextElementSibling;
    if (!(errors instanceof HTMLElement)) throw new Error('No list of errors');
    expect(
      within(errors)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'El mazo tiene 1 carta; el formato pide exactamente 50.',
      'El mazo tiene 0 Oros sin habilidad; el formato pide al menos 1.',
    ]);
    expect(legality.getByText('Guías:')).toBeInTheDocument();
    expect(
      legality.getByText(
        'El mazo tiene 1 carta que cuenta como aliado; el mínimo del formato es 16.',
      ),
    ).toBeInTheDocument();
  });

  it("says 'Legal en <formato>' with nothing else for a deck that meets every rule", async () => {
    const { user } = await renderBuilder({
      cards: catalogue,
      officialBanlists: [...BUILT_IN_BANLISTS, strictFormat],
    });
    await user.click(screen.getByRole('button', { name: 'Torneo Estricto' }));
    await addCopy(user, 'Escudero');
    await addCopy(user, 'Templario');

    const legality = getLegality();
    expect(within(legality).getByText('Legal en Torneo Estricto.')).toBeInTheDocument();
    expect(within(legality).queryByText('Guías:')).toBeNull();
    expect(within(legality).queryAllByRole('listitem')).toHaveLength(0);
  });

  it('announces the verdict only when it changes, not on every card', async () => {
    const { user } = await renderBuilder({
      cards: catalogue,
      officialBanlists: [...BUILT_IN_BANLISTS, strictFormat],
    });
    await user.click(screen.getByRole('button', { name: 'Torneo Estricto' }));
    await addCopy(user, 'Escudero');
    expect(readAnnouncement()).toBe('El mazo no es legal en Torneo Estricto.');
    const region = getLegality().querySelector('[aria-live="polite"]');

    await addCopy(user, 'Templario');
    expect(readAnnouncement()).toBe('El mazo es legal en Torneo Estricto.');
    await addCopy(user, 'Templario');
    expect(readAnnouncement()).toBe('El mazo es legal en Torneo Estricto.');
    // The same node throughout: a live region replaced on each card would be read each time.
    expect(getLegality().querySelector('[aria-live="polite"]')).toBe(region);
    await user.click(getDeckPanel().getByRole('button', { name: 'Quitar una copia de Escudero' }));
    expect(readAnnouncement()).toBe('El mazo es legal en Torneo Estricto.');
  });

  it('folds its reasons away and opens them again', async () => {
    const { user } = await renderBuilder({ cards: catalogue });
    await user.click(screen.getByRole('button', { name: /^Racial Edición/ }));
    await addCopy(user, 'Escudero');
    const toggle = within(getLegality()).getByRole('button', { name: /^Legalidad/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(getLegality()).queryByText('Guías:')).not.toBeVisible();
    await user.click(toggle);
    expect(within(getLegality()).getByText('Guías:')).toBeVisible();
  });
});

describe("the legality badge of 'Cargar Mazo Existente'", () => {
  beforeEach(() =>
    startWithStorage({
      [SAVED_DECKS_STORAGE_KEY]: [
        { id: '1', name: 'Limpio', format: 'formatoLibre', cards: [1, 1, 2] },
        { id: '2', name: 'Viejo', format: 'racialEdicion', cards: [1, 1, 1, 1, 5, 99] },
        { id: '3', name: 'Corto', format: 'racialEdicion', cards: finishedUnderGuide },
        { id: '4', name: 'Perdido', format: 'borrado', cards: [1] },
      ],
    }),
  );

  it("says 'Legal' for a deck that meets its format's rules, with nothing to open", async () => {
    await renderBuilder({ cards: catalogue });
    const { load, row } = getSavedDeckRow('Limpio');
    expect(load).toHaveAccessibleName(/^Limpio \[RL\]/);
    expect(load).toHaveAccessibleDescription('Legal');
    expect(row.getByText('Legal')).toBeInTheDocument();
    expect(row.queryByRole('button', { name: /ver (motivos|guías)/ })).toBeNull();
  });

  it("says 'No legal' and opens its reasons on a tap, naming each card", async () => {
    const { user } = await renderBuilder({ cards: catalogue });
    const { load, row } = getSavedDeckRow('Viejo');
    expect(load).toHaveAccessibleName(/^Viejo \[RE\]/);
    expect(load).toHaveAccessibleDescription('No legal');
    const toggle = row.getByRole('button', { name: 'No legal, ver motivos de Viejo' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(row.queryByText('Urisk: Prohibida en este formato')).not.toBeVisible();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(row.getByText('El mazo no es legal en este formato:')).toBeVisible();
    expect(row.getByText('Urisk: Prohibida en este formato')).toBeVisible();
    expect(row.getByText('Escudero: 4 copias; el máximo es 3.')).toBeVisible();
    // The card the catalogue lost (99) is left out of the check.
    expect(row.getByText('Este mazo tiene 1 carta que ya no está en el catálogo.')).toBeVisible();
  });

  it("keeps a deck under the guide 'Legal', with the guide one tap away", async () => {
    const { user } = await renderBuilder({ cards: catalogue });
    const { load, row } = getSavedDeckRow('Corto');
    expect(load).toHaveAccessibleDescription('Legal');
    await user.click(row.getByRole('button', { name: 'Legal, ver guías de Corto' }));
    expect(row.getByText('Legal en Racial Edición - Primer Bloque.')).toBeVisible();
    expect(row.getByText('Guías:')).toBeVisible();
    expect(row.getByText(GUIDE_OF_SIX)).toBeVisible();
  });

  it('cannot judge a deck whose format no longer exists, and says why', async () => {
    const { user } = await renderBuilder({ cards: catalogue });
    const { load, row } = getSavedDeckRow('Perdido');
    expect(load).toHaveAccessibleDescription('Sin comprobar');
    await user.click(row.getByRole('button', { name: 'Sin comprobar, ver motivos de Perdido' }));
    expect(row.getByText(/El formato de este mazo \(borrado\) ya no existe/)).toBeVisible();
  });
});
