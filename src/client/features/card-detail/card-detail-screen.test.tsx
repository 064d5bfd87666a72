import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeCard } from '../../testing/card-factory';
import { readBrowserUrl, renderApp } from '../../testing/render-app';

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
      acciones: [
        {
          accion: 'draw',
          objetivo: { selector: 'propio', cantidad: 1 },
          parametros: { destino: 'HAND' },
        },
      ],
    },
  ],
};

function factValue(label: string): string | null {
  return screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent ?? null;
}

describe('card detail view', () => {
  it('shows every field of the card, its flavour quote and its ability', async () => {
    renderApp({
      url: '/cartas/12',
      cards: [
        makeCard({
          id: 12,
          nombre: 'Merlín',
          edicion: 'Espada Sagrada',
          ilustrador: 'Ana Ilustra',
          coste: 3,
          fuerza: 2,
          raza: 'Sombra',
          flavor_text: 'Vio el final antes del principio.',
          habilidad: 'Roba dos cartas.',
        }),
      ],
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Merlín' })).toBeInTheDocument();
    expect(screen.getByText('Ana Ilustra')).toBeInTheDocument();
    expect(screen.getByText('Espada Sagrada')).toBeInTheDocument();
    expect(screen.getByText('12')).toBeInTheDocument();
    expect(factValue('Coste')).toBe('3');
    expect(factValue('Fuerza')).toBe('2');
    expect(factValue('Raza')).toBe('Sombra');
    expect(screen.getByText('“Vio el final antes del principio.”')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Habilidad' })).toBeInTheDocument();
    expect(screen.getByText('Roba dos cartas.')).toBeInTheDocument();
  });

  it('says N/A for a missing illustrator, cost, strength and race, and leaves out a missing quote', async () => {
    renderApp({
      url: '/cartas/5',
      cards: [
        makeCard({
          id: 5,
          nombre: 'Oro',
          tipo: 'oro',
          ilustrador: null,
          coste: null,
          fuerza: null,
          raza: null,
          flavor_text: null,
        }),
      ],
    });
    await screen.findByRole('heading', { level: 2, name: 'Oro' });
    expect(screen.getByText(/Ilustrador:/)).toHaveTextContent('Ilustrador: N/A');
    expect(factValue('Coste')).toBe('N/A');
    expect(factValue('Fuerza')).toBe('N/A');
    expect(factValue('Raza')).toBe('N/A');
    expect(screen.queryByRole('blockquote')).not.toBeInTheDocument();
  });

  it('lists each structured effect with its type, limit and actions in Spanish', async () => {
    renderApp({
      url: '/cartas/1',
      cards: [makeCard({ id: 1, nombre: 'Lista', habilidades: [DRAW_EFFECT] })],
    });
    expect(
      await screen.findByRole('heading', { name: 'Análisis de Habilidades' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Al entrar en juego, roba una carta.')).toBeInTheDocument();
    expect(screen.getByText('Disparada')).toBeInTheDocument();
    expect(screen.getByText('1 vez por turno')).toBeInTheDocument();
    expect(screen.getByText('Robar — objetivo propio ×1 · Destino: Mano')).toBeInTheDocument();
    expect(screen.getByText('Se dispara con: entra en juego')).toBeInTheDocument();
  });

  it("names the data's keys, flags, actions and gold costs in Spanish", async () => {
    renderApp({
      url: '/cartas/2',
      cards: [
        makeCard({
          id: 2,
          nombre: 'Sierpe',
          habilidades: [
            {
              ...DRAW_EFFECT,
              opciones: [
                {
                  descripcion_opcion: 'Anular',
                  costo: [
                    { tipo: 'oro', cantidad: 2 },
                    { tipo: 'desterrar_esta_carta', cantidad: 1 },
                  ],
                  acciones: [
                    {
                      accion: 'nullify',
                      objetivo: {
                        selector: 'oponente',
                        filtros: [{ propiedad: 'fuerza_maxima', valor: '3' }],
                      },
                      parametros: {
                        duracion: 'fin_del_turno',
                        referencia: 'esta_carta',
                        barajar: true,
                        efecto: 'destroy',
                        modo_raro: 'x',
                      },
                    },
                  ],
                },
                {
                  descripcion_opcion: 'Pagar uno',
                  costo: [{ tipo: 'oro', cantidad: 1 }],
                  acciones: [],
                },
              ],
            },
          ],
        }),
      ],
    });
    expect(await screen.findByText('Costo: 2 oros, desterrar esta carta')).toBeInTheDocument();
    expect(screen.getByText('Costo: 1 oro')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Anular — objetivo del oponente (Fuerza máxima: 3) · Duración: fin del turno, Referencia: esta carta, Barajar: sí, Efecto: destruir, Modo raro: x',
      ),
    ).toBeInTheDocument();
  });

  it('reads effects kept as a JSON string', async () => {
    renderApp({
      url: '/cartas/2',
      cards: [
        makeCard({
          id: 2,
          nombre: 'Texto',
          habilidades: JSON.stringify([
            {
              ...DRAW_EFFECT,
              descripcion: 'Otra más.',
              tipo_habilidad: 'continua',
              limite_por_turno: null,
            },
          ]),
        }),
      ],
    });
    expect(await screen.findByText('Otra más.')).toBeInTheDocument();
    expect(screen.getByText('Continua')).toBeInTheDocument();
  });

  it.each([
    ['a string that is not JSON', '[{"descripcion": roto'],
    ['a list of things that are not effects', [{ foo: 'bar' }]],
    ['an object instead of a list', { descripcion: 'sola' }],
  ])('shows the format error for %s', async (_case, habilidades) => {
    renderApp({ url: '/cartas/3', cards: [makeCard({ id: 3, nombre: 'Rota', habilidades })] });
    expect(
      await screen.findByText(
        'Error en el formato de los efectos estructurados. Por favor, corrige los datos.',
      ),
    ).toBeInTheDocument();
  });

  it('shows a placeholder carrying the card name when the image fails', async () => {
    renderApp({ url: '/cartas/8', cards: [makeCard({ id: 8, nombre: 'Excalibur' })] });
    const image = await screen.findByRole('img', { name: 'Imagen de Excalibur' });
    fireEvent.error(image);
    expect(screen.getByRole('img', { name: 'Excalibur' })).toHaveTextContent('Excalibur');
  });

  it('returns to the filtered grid it was opened from', async () => {
    const { user } = renderApp({
      url: '/cartas?tipo=aliado',
      cards: [makeCard({ id: 4, nombre: 'Merlín' }), makeCard({ nombre: 'Lanza', tipo: 'arma' })],
    });
    await user.click(await screen.findByRole('link', { name: /Merlín/ }));
    await user.click(await screen.findByRole('button', { name: '← Volver al catálogo' }));
    await waitFor(() => expect(readBrowserUrl()).toBe('/cartas?tipo=aliado'));
    expect(await screen.findByText('Merlín')).toBeInTheDocument();
    expect(screen.queryByText('Lanza')).not.toBeInTheDocument();
  });

  it('goes to the catalogue from a page opened by a shared link', async () => {
    const { user } = renderApp({
      url: '/cartas/4',
      cards: [makeCard({ id: 4, nombre: 'Merlín' })],
    });
    await user.click(await screen.findByRole('button', { name: '← Volver al catálogo' }));
    expect(readBrowserUrl()).toBe('/cartas');
  });

  it('says the card is not found for an id that is not a number', async () => {
    renderApp({ url: '/cartas/abc', cards: [makeCard()] });
    expect(await screen.findByText('Carta no encontrada.')).toBeInTheDocument();
  });
});
