import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  cardSuggestionResponseSchema,
  SUGGESTED_CARD_FIELDS,
  type CardSuggestionResponse,
} from '../../../contract/ai';
import { updateCardRequestSchema } from '../../../contract/card-writes';
import { normalizeSuggestion } from '../../../domain/ai-reply/suggestion';
import type { Card } from '../../../domain/cards/card';
import { makeCard } from '../../testing/card-factory';
import { startApiTestServer, type ApiTestServer } from '../../testing/api-test-server';
import { renderApp } from '../../testing/render-app';
import { makeCardRoutes, makeUser } from './testing/review-fixtures';

const kelpie = makeCard({
  id: 7,
  nombre: 'Kelpie',
  coste: 2,
  raza: 'Faerie',
  ruta_completa: '/images/demo/7.webp',
  revisada: true,
});

function makeSuggestionReply(card: Card, overrides: Partial<Card>): CardSuggestionResponse {
  const suggested = { ...card, ...overrides, revisada: false };
  return cardSuggestionResponseSchema.parse({
    suggestionId: 'sugerencia-1',
    provider: 'openai-compatible',
    model: 'gpt-4o',
    suggestion: normalizeSuggestion({ nombre: overrides.nombre ?? card.nombre }),
    card: suggested,
    differences: Object.fromEntries(
      SUGGESTED_CARD_FIELDS.map((field) => [field, suggested[field] !== card[field]]),
    ),
    effectProblems: [
      { path: '$[0].opciones[0].acciones[0].accion', problem: 'acción desconocida' },
    ],
  });
}

let server: ApiTestServer | null = null;

afterEach(async () => {
  await server?.close();
  server = null;
  vi.restoreAllMocks();
});

async function openInReview(cards: Card[], cardName: string) {
  const view = renderApp({ url: '/revision', cards, currentUser: makeUser() });
  await view.user.click(await screen.findByRole('button', { name: `Editar ${cardName}` }));
  const dialog = await screen.findByRole('dialog', { name: `Editando: ${cardName}` });
  return { ...view, dialog };
}

describe('AI suggestions in the edit modal', () => {
  it('shows "Analizando...", merges the suggestion with Revisado off and highlights what changed', async () => {
    let answer: (reply: CardSuggestionResponse) => void = () => {};
    server = await startApiTestServer({
      ...makeCardRoutes([kelpie]),
      'POST /api/ai/card-suggestion': () =>
        new Promise((resolve) => {
          answer = (reply) => resolve({ status: 200, body: reply });
        }),
    });
    const { user, dialog } = await openInReview([kelpie], 'Kelpie');
    await user.click(within(dialog).getByRole('button', { name: 'Revisar con IA' }));

    const running = await within(dialog).findByRole('button', { name: 'Analizando...' });
    expect(running).toBeDisabled();
    await waitFor(() =>
      expect(server?.requestsTo('POST', '/api/ai/card-suggestion')).toHaveLength(1),
    );
    expect(server.requestsTo('POST', '/api/ai/card-suggestion')[0]?.body).toEqual({
      cardId: 7,
      imageUrl: '/images/demo/7.webp',
      mode: 'review',
    });
    answer(makeSuggestionReply(kelpie, { nombre: 'Kelpie del Lago', coste: 3 }));

    await within(dialog).findByRole('button', { name: 'Revisar con IA' });
    expect(within(dialog).getByLabelText('Nombre')).toHaveValue('Kelpie del Lago');
    expect(within(dialog).getByLabelText('Coste')).toHaveValue('3');
    expect(within(dialog).getByRole('switch', { name: 'Revisado' })).not.toBeChecked();
    expect(within(dialog).getByRole('button', { name: 'Revertir Nombre' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Revertir Coste' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Revertir Raza' })).not.toBeInTheDocument();
    expect(dialog).toHaveTextContent('Sugerencia de gpt-4o (modelo de visión)');
    expect(dialog).toHaveTextContent('$[0].opciones[0].acciones[0].accion: acción desconocida');
  });

  it('reverts one suggested field and sends the suggestion and the kept fields with the save', async () => {
    server = await startApiTestServer({
      ...makeCardRoutes([kelpie]),
      'POST /api/ai/card-suggestion': () => ({
        status: 200,
        body: makeSuggestionReply(kelpie, { nombre: 'Kelpie del Lago', coste: 3 }),
      }),
    });
    const { user, dialog } = await openInReview([kelpie], 'Kelpie');
    await user.click(within(dialog).getByRole('button', { name: 'Revisar con IA' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Revertir Nombre' }));
    expect(within(dialog).getByLabelText('Nombre')).toHaveValue('Kelpie');
    await user.click(within(dialog).getByRole('button', { name: 'Aceptar Coste' }));
    await user.click(within(dialog).getByRole('switch', { name: 'Revisado' }));
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));

    await waitFor(() => expect(server?.requestsTo('PUT', '/api/cards/7')).toHaveLength(1));
    const request = updateCardRequestSchema.parse(
      server.requestsTo('PUT', '/api/cards/7')[0]?.body,
    );
    expect(request).toMatchObject({
      aiSuggestionId: 'sugerencia-1',
      keptFields: ['coste', 'revisada'],
      card: { nombre: 'Kelpie', coste: 3, revisada: true },
    });
  });

  it('alerts and fills the review form with the error texts when the AI fails', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    server = await startApiTestServer({
      ...makeCardRoutes([kelpie]),
      'POST /api/ai/card-suggestion': () => ({
        status: 502,
        body: {
          error: 'provider',
          message: 'Error al contactar con la IA: API error: 500 Internal Server Error',
          fallback: { ...kelpie, nombre: 'Error en openai-compatible' },
        },
      }),
    });
    const { user, dialog } = await openInReview([kelpie], 'Kelpie');
    await user.click(within(dialog).getByRole('button', { name: 'Revisar con IA' }));

    await waitFor(() =>
      expect(alert).toHaveBeenCalledWith(
        'Error al contactar con la IA: API error: 500 Internal Server Error',
      ),
    );
    expect(log).toHaveBeenCalled();
    expect(within(dialog).getByLabelText('Nombre')).toHaveValue('Error en IA');
    expect(within(dialog).getByLabelText('Habilidad')).toHaveValue(
      'Error al obtener sugerencias de la IA. Revisa la consola para más detalles.',
    );
  });

  it('prefixes a refusal such as an unloadable image with "Error al contactar con la IA: "', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server = await startApiTestServer({
      ...makeCardRoutes([kelpie]),
      'POST /api/ai/card-suggestion': () => ({
        status: 422,
        body: {
          error: 'image',
          message: 'No se pudo cargar la imagen desde la URL: /images/demo/7.webp',
        },
      }),
    });
    const { user, dialog } = await openInReview([kelpie], 'Kelpie');
    await user.click(within(dialog).getByRole('button', { name: 'Revisar con IA' }));
    await waitFor(() =>
      expect(alert).toHaveBeenCalledWith(
        'Error al contactar con la IA: No se pudo cargar la imagen desde la URL: /images/demo/7.webp',
      ),
    );
  });

  it('disables the AI button while the image URL is empty', async () => {
    server = await startApiTestServer(makeCardRoutes([kelpie]));
    const { user, dialog } = await openInReview([kelpie], 'Kelpie');
    const button = within(dialog).getByRole('button', { name: 'Revisar con IA' });
    expect(button).toBeEnabled();
    await user.clear(within(dialog).getByLabelText('URL de la Imagen'));
    expect(button).toBeDisabled();
    expect(within(dialog).getByRole('img', { name: 'Sin Imagen' })).toBeInTheDocument();
  });
});
