import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCardRequestSchema } from '../../../contract/card-writes';
import { makeCard } from '../../testing/card-factory';
import { startApiTestServer, type ApiTestServer } from '../../testing/api-test-server';
import { readBrowserUrl, renderApp } from '../../testing/render-app';
import { makeCardRoutes, makeUser } from './testing/review-fixtures';

const DRAW_EFFECT = {
  descripcion: 'Al entrar en juego, roba una carta.',
  tipo_habilidad: 'disparada',
  limite_por_turno: 1,
  fase_activacion: [],
  trigger: ['entra_en_juego'],
  opciones: [
    {
      descripcion_opcion: 'Robar',
      costo: [],
      acciones: [{ accion: 'draw', objetivo: { selector: 'propio', cantidad: 1 } }],
    },
  ],
};

const bennu = makeCard({ id: 12, nombre: 'Bennu', habilidades: [DRAW_EFFECT] });

let server: ApiTestServer | null = null;

afterEach(async () => {
  await server?.close();
  server = null;
  vi.restoreAllMocks();
});

/** Typing JSON with user-event needs its braces escaped; pasting the text is what editors do. */
function replaceText(field: HTMLElement, text: string) {
  fireEvent.change(field, { target: { value: text } });
}

describe('edit modal, main mode', () => {
  it('creates a card with structured effects, checking the JSON before saving', async () => {
    server = await startApiTestServer({
      'POST /api/cards': (request) => {
        const { card } = createCardRequestSchema.parse(request.body);
        return { status: 201, body: { card: { ...card, id: 134 }, version: 1 } };
      },
    });
    const { user } = renderApp({ url: '/revision', cards: [bennu], currentUser: makeUser() });
    await user.click(await screen.findByRole('button', { name: 'Nueva carta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Creando Nueva Carta' });
    expect(within(dialog).getByLabelText('ID')).toHaveAttribute('placeholder', 'Automático');
    expect(within(dialog).getByLabelText('Instrucciones adicionales para la IA')).toBeVisible();
    expect(within(dialog).queryByRole('button', { name: 'Siguiente Sin Revisar' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Autocompletar con IA' })).toBeDisabled();

    await user.type(within(dialog).getByLabelText('Nombre'), 'Fénix de Ceniza');
    await user.selectOptions(within(dialog).getByLabelText('Tipo'), 'Talismán');
    await user.type(within(dialog).getByLabelText('Coste'), 'tres');
    await user.type(within(dialog).getByLabelText('Edición'), 'Cruzadas');
    const effects = within(dialog).getByLabelText('Efectos estructurados (JSON)');
    replaceText(effects, '[{"descripcion": ');
    expect(await within(dialog).findByText(/^JSON no válido/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Revisa los campos marcados antes de guardar.',
    );
    expect(server.requestsTo('POST', '/api/cards')).toEqual([]);

    replaceText(effects, JSON.stringify([{ ...DRAW_EFFECT, tipo_habilidad: 'magica' }]));
    expect(await within(dialog).findByText(/tipo_habilidad: debe ser/)).toBeInTheDocument();
    replaceText(effects, JSON.stringify([DRAW_EFFECT], null, 2));
    expect(await within(dialog).findByText('Formato correcto.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));

    await waitFor(() => expect(readBrowserUrl()).toBe('/cartas/134'));
    const [post] = server.requestsTo('POST', '/api/cards');
    expect(post?.body).toEqual({
      card: {
        nombre: 'Fénix de Ceniza',
        tipo: 'talisman',
        ruta_completa: null,
        edicion: 'Cruzadas',
        coste: 0,
        fuerza: null,
        raza: null,
        habilidad: null,
        flavor_text: null,
        ilustrador: null,
        habilidades: [DRAW_EFFECT],
        revisada: false,
        unica: null,
        etiquetas: null,
      },
    });
    expect(await screen.findByRole('heading', { name: 'Fénix de Ceniza' })).toBeInTheDocument();
  });

  it('opens from a card page with "Editar carta" for an editor, effects indented by 2 spaces', async () => {
    server = await startApiTestServer({
      ...makeCardRoutes([bennu]),
      'GET /api/cards/12/revisions': () => ({ status: 200, body: [] }),
    });
    const { user } = renderApp({ url: '/cartas/12', cards: [bennu], currentUser: makeUser() });
    await user.click(await screen.findByRole('button', { name: 'Editar carta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editando: Bennu' });
    expect(within(dialog).getByLabelText('ID')).toHaveValue('12');
    expect(within(dialog).getByLabelText('ID')).toHaveAttribute('readonly');
    expect(within(dialog).getByLabelText('Efectos estructurados (JSON)')).toHaveValue(
      JSON.stringify([DRAW_EFFECT], null, 2),
    );
    expect(within(dialog).queryByRole('switch', { name: 'Revisado' })).toBeNull();

    const name = within(dialog).getByLabelText('Nombre');
    await user.clear(name);
    await user.type(name, 'Bennu Renacido');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Bennu Renacido' }),
    ).toBeInTheDocument();
  });

  it('does not offer "Editar carta" to a player or a visitor', async () => {
    renderApp({ url: '/cartas/12', cards: [bennu], currentUser: makeUser({ role: 'player' }) });
    await screen.findByRole('heading', { level: 2, name: 'Bennu' });
    expect(screen.queryByRole('button', { name: 'Editar carta' })).not.toBeInTheDocument();
  });

  it('only logs an AI failure in the main mode and leaves a quiet note', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    server = await startApiTestServer({
      ...makeCardRoutes([bennu]),
      'GET /api/cards/12/revisions': () => ({ status: 200, body: [] }),
      'POST /api/ai/card-suggestion': () => ({
        status: 502,
        body: {
          error: 'provider',
          message: 'Error al contactar con la IA: API error: 401 Unauthorized',
          fallback: { ...bennu, nombre: 'Error en openai-compatible' },
        },
      }),
    });
    const { user } = renderApp({ url: '/cartas/12', cards: [bennu], currentUser: makeUser() });
    await user.click(await screen.findByRole('button', { name: 'Editar carta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editando: Bennu' });
    await user.type(
      within(dialog).getByLabelText('Instrucciones adicionales para la IA'),
      'Es de Cruzadas',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Autocompletar con IA' }));

    expect(await within(dialog).findByText(/La IA no pudo leer la carta/)).toBeInTheDocument();
    expect(log).toHaveBeenCalledWith('Error al contactar con la IA: API error: 401 Unauthorized');
    expect(alert).not.toHaveBeenCalled();
    expect(within(dialog).getByLabelText('Nombre')).toHaveValue('Bennu');
    expect(server.requestsTo('POST', '/api/ai/card-suggestion')[0]?.body).toEqual({
      cardId: 12,
      imageUrl: bennu.ruta_completa,
      customPrompt: 'Es de Cruzadas',
      mode: 'main',
    });
  });
});
