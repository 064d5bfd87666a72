import { describe, expect, it } from 'vitest';
import { validateStructuredEffects } from './effect-validator';

function makeEffect(overrides: Record<string, unknown> = {}) {
  return {
    descripcion: 'Destruye un aliado oponente y roba una carta.',
    tipo_habilidad: 'activada',
    limite_por_turno: 1,
    fase_activacion: ['Vigilia'],
    trigger: [],
    opciones: [
      {
        descripcion_opcion: 'Pagar 2 oros',
        costo: [{ tipo: 'oro', cantidad: 2 }],
        acciones: [
          {
            accion: 'destroy',
            objetivo: {
              selector: 'oponente',
              cantidad: 1,
              filtros: [
                { propiedad: 'tipo', valor: 'aliado' },
                { propiedad: 'zona', valor: 'ATTACK_LINE' },
              ],
            },
            parametros: { destino: 'GRAVEYARD' },
          },
          { accion: 'robar', objetivo: { selector: 'propio' }, parametros: { cantidad: 1 } },
        ],
      },
    ],
    ...overrides,
  };
}

function makeAction(overrides: Record<string, unknown>) {
  return makeEffect({
    opciones: [{ descripcion_opcion: 'x', acciones: [{ accion: 'draw', ...overrides }] }],
  });
}

describe('validateStructuredEffects', () => {
  it('finds nothing wrong in effects that fit the vocabulary', () => {
    expect(validateStructuredEffects([makeEffect()])).toEqual([]);
  });

  it.each([
    { name: '"infinito" as turn limit', effect: makeEffect({ limite_por_turno: 'infinito' }) },
    {
      name: 'null as turn limit',
      effect: makeEffect({ limite_por_turno: null, tipo_habilidad: 'continua' }),
    },
    {
      name: 'a triggered ability',
      effect: makeEffect({ tipo_habilidad: 'disparada', trigger: ['entra en juego'] }),
    },
    { name: 'a Spanish action verb', effect: makeAction({ accion: 'Destruir' }) },
    {
      name: 'the selector cualquiera',
      effect: makeAction({ objetivo: { selector: 'cualquiera', cantidad: 'todos' } }),
    },
    { name: 'an option without cost', effect: makeAction({}) },
  ])('accepts $name', ({ effect }) => {
    expect(validateStructuredEffects([effect])).toEqual([]);
  });

  it('accepts effects stored as a JSON string', () => {
    expect(validateStructuredEffects(JSON.stringify([makeEffect()]))).toEqual([]);
  });

  it.each([
    {
      name: 'a value that is not a list',
      value: { descripcion: 'x' },
      path: '$',
      problem: 'debe ser una lista de efectos',
    },
    {
      name: 'an effect that is not an object',
      value: ['texto'],
      path: '$[0]',
      problem: 'debe ser un objeto',
    },
    {
      name: 'a missing description',
      value: [makeEffect({ descripcion: undefined })],
      path: '$[0].descripcion',
      problem: 'debe ser un texto',
    },
    {
      name: 'an unknown ability type',
      value: [makeEffect({ tipo_habilidad: 'pasiva' })],
      path: '$[0].tipo_habilidad',
      problem: 'debe ser activada, disparada o continua',
    },
    {
      name: 'a turn limit in words',
      value: [makeEffect({ limite_por_turno: 'una vez' })],
      path: '$[0].limite_por_turno',
      problem: 'debe ser un número, "infinito" o null',
    },
    {
      name: 'a negative turn limit',
      value: [makeEffect({ limite_por_turno: -1 })],
      path: '$[0].limite_por_turno',
      problem: 'debe ser un número, "infinito" o null',
    },
    {
      name: 'a missing turn limit',
      value: [makeEffect({ limite_por_turno: undefined })],
      path: '$[0].limite_por_turno',
      problem: 'debe ser un número, "infinito" o null',
    },
    {
      name: 'phases that are not texts',
      value: [makeEffect({ fase_activacion: 'Vigilia' })],
      path: '$[0].fase_activacion',
      problem: 'debe ser una lista de textos',
    },
    {
      name: 'triggers that are not texts',
      value: [makeEffect({ trigger: [1] })],
      path: '$[0].trigger',
      problem: 'debe ser una lista de textos',
    },
    {
      name: 'missing options',
      value: [makeEffect({ opciones: undefined })],
      path: '$[0].opciones',
      problem: 'debe ser una lista',
    },
    {
      name: 'an option that is not an object',
      value: [makeEffect({ opciones: [3] })],
      path: '$[0].opciones[0]',
      problem: 'debe ser un objeto',
    },
    {
      name: 'an option without description',
      value: [makeEffect({ opciones: [{ acciones: [] }] })],
      path: '$[0].opciones[0].descripcion_opcion',
      problem: 'debe ser un texto',
    },
    {
      name: 'a cost that is not a list',
      value: [
        makeEffect({ opciones: [{ descripcion_opcion: 'x', costo: 'dos oros', acciones: [] }] }),
      ],
      path: '$[0].opciones[0].costo',
      problem: 'debe ser una lista',
    },
    {
      name: 'a cost without a numeric amount',
      value: [
        makeEffect({
          opciones: [
            { descripcion_opcion: 'x', costo: [{ tipo: 'oro', cantidad: 'dos' }], acciones: [] },
          ],
        }),
      ],
      path: '$[0].opciones[0].costo[0]',
      problem: 'debe tener tipo de texto y cantidad numérica',
    },
    {
      name: 'missing actions',
      value: [makeEffect({ opciones: [{ descripcion_opcion: 'x' }] })],
      path: '$[0].opciones[0].acciones',
      problem: 'debe ser una lista',
    },
    {
      name: 'an action that is not an object',
      value: [makeEffect({ opciones: [{ descripcion_opcion: 'x', acciones: ['robar'] }] })],
      path: '$[0].opciones[0].acciones[0]',
      problem: 'debe ser un objeto',
    },
    {
      name: 'an unknown action',
      value: [makeAction({ accion: 'volar' })],
      path: '$[0].opciones[0].acciones[0].accion',
      problem: 'acción desconocida: "volar"',
    },
    {
      name: 'a target that is not an object',
      value: [makeAction({ objetivo: 'oponente' })],
      path: '$[0].opciones[0].acciones[0].objetivo',
      problem: 'debe ser un objeto',
    },
    {
      name: 'an unknown selector',
      value: [makeAction({ objetivo: { selector: 'todos' } })],
      path: '$[0].opciones[0].acciones[0].objetivo.selector',
      problem: 'debe ser propio, oponente o cualquiera',
    },
    {
      name: 'a target amount that is neither number nor text',
      value: [makeAction({ objetivo: { selector: 'propio', cantidad: [1] } })],
      path: '$[0].opciones[0].acciones[0].objetivo.cantidad',
      problem: 'debe ser un número o un texto',
    },
    {
      name: 'filters that are not a list',
      value: [makeAction({ objetivo: { selector: 'propio', filtros: { tipo: 'aliado' } } })],
      path: '$[0].opciones[0].acciones[0].objetivo.filtros',
      problem: 'debe ser una lista',
    },
    {
      name: 'a filter without property',
      value: [makeAction({ objetivo: { selector: 'propio', filtros: [{ valor: 'aliado' }] } })],
      path: '$[0].opciones[0].acciones[0].objetivo.filtros[0]',
      problem: 'debe tener propiedad y valor de texto',
    },
    {
      name: 'an unknown zone in a filter',
      value: [
        makeAction({
          objetivo: { selector: 'propio', filtros: [{ propiedad: 'zona', valor: 'MANO' }] },
        }),
      ],
      path: '$[0].opciones[0].acciones[0].objetivo.filtros[0].valor',
      problem: 'zona desconocida: "MANO"',
    },
    {
      name: 'parameters that are not an object',
      value: [makeAction({ parametros: 2 })],
      path: '$[0].opciones[0].acciones[0].parametros',
      problem: 'debe ser un objeto',
    },
    {
      name: 'an unknown destination zone',
      value: [makeAction({ parametros: { destino: 'CEMENTERIO' } })],
      path: '$[0].opciones[0].acciones[0].parametros.destino',
      problem: 'zona desconocida: "CEMENTERIO"',
    },
  ])('reports $name', ({ value, path, problem }) => {
    expect(validateStructuredEffects(value)).toEqual([{ path, problem }]);
  });

  it('lists every problem, with its path', () => {
    const problems = validateStructuredEffects([
      makeEffect(),
      makeEffect({ tipo_habilidad: 'x', limite_por_turno: 'x' }),
    ]);
    expect(problems.map((problem) => problem.path)).toEqual([
      '$[1].tipo_habilidad',
      '$[1].limite_por_turno',
    ]);
  });

  it('accepts an empty list', () => {
    expect(validateStructuredEffects([])).toEqual([]);
  });
});
