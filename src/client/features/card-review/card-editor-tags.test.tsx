import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { updateCardRequestSchema } from '../../../contract/card-writes';
import type { Card } from '../../../domain/cards/card';
import { makeCard } from '../../testing/card-factory';
import { startApiTestServer, type ApiTestServer } from '../../testing/api-test-server';
import { renderApp } from '../../testing/render-app';
import { makeCardRoutes, makeUser } from './testing/review-fixtures';

const DRAW_EFFECT = {
  descripcion: 'Roba una carta.',
  tipo_habilidad: 'activada',
  limite_por_turno: 1,
  fase_activacion: [],
  trigger: [],
  opciones: [
    {
      descripcion_opcion: 'Roba una carta.',
      costo: [],
      acciones: [{ accion: 'draw', objetivo: { selector: 'propio' }, parametros: { cantidad: 1 } }],
    },
  ],
};

const seer = makeCard({
  id: 31,
  nombre: 'Vidente del Alba',
  habilidad: 'Roba una carta.',
  habilidades: [DRAW_EFFECT],
});

let server: ApiTestServer | null = null;

afterEach(async () => {
  await server?.close();
  server = null;
});

/**
 * The card's page with its routes (each save recorded as a revision the history then lists);
 * `openEditor` opens the edit modal over it.
 */
async function showCard(card: Card) {
  const revisions: unknown[] = [];
  const routes = makeCardRoutes([card]);
  const saveCard = routes[`PUT /api/cards/${card.id}`];
  server = await startApiTestServer({
    ...routes,
    [`PUT /api/cards/${card.id}`]: (request) => {
      const { card: saved } = updateCardRequestSchema.parse(request.body);
      revisions.unshift({
        id: 1,
        version: 2,
        author: { id: 'user-1', name: 'Ana Editora', email: 'ana@example.org' },
        createdAt: '2025-03-01T10:00:00.000Z',
        before: card,
        after: { ...saved, id: card.id },
      });
      return saveCard!(request);
    },
    [`GET /api/cards/${card.id}/revisions`]: () => ({ status: 200, body: revisions }),
  });
  const rendered = renderApp({ url: `/cartas/${card.id}`, cards: [card], currentUser: makeUser() });
  await screen.findByRole('heading', { name: card.nombre });
  return {
    ...rendered,
    openEditor: () => openEditor(rendered.user, card),
  };
}

async function openEditor(user: ReturnType<typeof renderApp>['user'], card: Card) {
  await user.click(await screen.findByRole('button', { name: 'Editar carta' }));
  const dialog = await screen.findByRole('dialog', { name: `Editando: ${card.nombre}` });
  return { user, dialog };
}

describe("edit modal, 'Etiquetas'", () => {
  it('shows the automatic tags on the card page and ticked in the modal', async () => {
    const page = await showCard(seer);
    const tags = screen.getByRole('region', { name: 'Etiquetas' });
    expect(within(tags).getByRole('listitem')).toHaveTextContent('roba');
    expect(within(tags).queryByText('Corregidas por un editor.')).toBeNull();

    const { dialog } = await page.openEditor();
    const choice = within(dialog).getByRole('group', { name: 'Etiquetas' });
    expect(within(choice).getByRole('checkbox', { name: 'roba' })).toBeChecked();
    expect(within(choice).getByRole('checkbox', { name: 'destruye' })).not.toBeChecked();
    expect(choice).toHaveAccessibleDescription('Automáticas: siguen los efectos estructurados.');
    expect(within(choice).queryByRole('button', { name: 'Volver a las automáticas' })).toBeNull();
  });

  it('saves a correction made from the keyboard, shows it on the page and in the history', async () => {
    const { user, dialog } = await (await showCard(seer)).openEditor();
    const choice = within(dialog).getByRole('group', { name: 'Etiquetas' });

    within(choice).getByRole('checkbox', { name: 'roba' }).focus();
    await user.keyboard(' ');
    await user.tab();
    expect(within(choice).getByRole('checkbox', { name: 'busca' })).toHaveFocus();
    await user.keyboard(' ');
    await user.click(within(choice).getByRole('checkbox', { name: 'imbloqueable' }));

    expect(within(choice).getByRole('checkbox', { name: 'roba' })).not.toBeChecked();
    expect(choice).toHaveAccessibleDescription('Corregidas a mano. Las automáticas serían: roba.');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [put] = server?.requestsTo('PUT', '/api/cards/31') ?? [];
    expect(put?.body).toMatchObject({ card: { etiquetas: ['busca', 'imbloqueable'] } });
    const tags = await screen.findByRole('region', { name: 'Etiquetas' });
    await waitFor(() =>
      expect(
        within(tags)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['busca', 'imbloqueable']),
    );
    expect(within(tags).getByText('Corregidas por un editor.')).toBeInTheDocument();
    const history = await screen.findByRole('region', { name: 'Historial de cambios' });
    expect(await within(history).findByRole('listitem', { name: 'Versión 2' })).toHaveTextContent(
      'EtiquetasAutomáticas → pasa a busca, imbloqueable',
    );
  });

  it("goes back to the automatic tags with 'Volver a las automáticas'", async () => {
    const page = await showCard({ ...seer, etiquetas: [] });
    expect(
      within(screen.getByRole('region', { name: 'Etiquetas' })).getByText(
        'Esta carta no tiene etiquetas.',
      ),
    ).toBeInTheDocument();
    const { user, dialog } = await page.openEditor();
    const choice = within(dialog).getByRole('group', { name: 'Etiquetas' });
    expect(within(choice).getByRole('checkbox', { name: 'roba' })).not.toBeChecked();

    await user.click(within(choice).getByRole('button', { name: 'Volver a las automáticas' }));

    expect(within(choice).getByRole('checkbox', { name: 'roba' })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [put] = server?.requestsTo('PUT', '/api/cards/31') ?? [];
    expect(put?.body).toMatchObject({ card: { etiquetas: null } });
  });

  it('follows the structured effects as the editor types them', async () => {
    const page = await showCard(makeCard({ id: 32, nombre: 'Sin Efectos' }));
    const { user, dialog } = await page.openEditor();
    const choice = within(dialog).getByRole('group', { name: 'Etiquetas' });
    expect(within(choice).getByRole('checkbox', { name: 'destruye' })).not.toBeChecked();
    const effects = within(dialog).getByLabelText(/Efectos estructurados/u);

    await user.clear(effects);
    await user.click(effects);
    await user.paste('[{"opciones":[{"acciones":[{"accion":"destroy"}]}]}]');

    expect(within(choice).getByRole('checkbox', { name: 'destruye' })).toBeChecked();
  });
});
