import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeCard } from '../testing/card-factory';
import { classifyTargetSide, computeDeckStats } from './deck-stats';

function effect(acciones: unknown[], descripcion = 'Efecto') {
  return {
    descripcion,
    tipo_habilidad: 'activada',
    limite_por_turno: 1,
    opciones: [{ descripcion_opcion: 'Única opción', costo: [], acciones }],
  };
}

describe('computeDeckStats', () => {
  const deck = [
    makeCard({ id: 1, tipo: 'aliado', coste: 2, fuerza: 3 }),
    makeCard({ id: 1, tipo: 'aliado', coste: 2, fuerza: 3 }),
    makeCard({ id: 2, tipo: 'talisman', coste: 4, fuerza: null }),
    makeCard({ id: 3, tipo: 'arma', coste: null, fuerza: null }),
    makeCard({ id: 4, tipo: 'totem', coste: 3, fuerza: null }),
    makeCard({ id: 5, tipo: 'oro', coste: 7, fuerza: null }),
  ];
  const stats = computeDeckStats(deck);

  it('counts cards per type', () => {
    expect(stats.typeCounts).toEqual({
      aliado: 2,
      arma: 1,
      talisman: 1,
      totem: 1,
      oro: 1,
      unknown: 0,
    });
    expect(stats.totalCards).toBe(6);
  });

  it('totals cost over non-gold cards, a missing cost as 0', () => {
    expect(stats.totalCost).toBe(11);
  });

  it('averages cost over non-gold cards', () => {
    expect(stats.averageCost).toBeCloseTo(11 / 5);
  });

  it('totals strength, a missing strength as 0', () => {
    expect(stats.totalStrength).toBe(6);
  });

  it('builds the cost curve without gold, a missing cost at 0', () => {
    expect(stats.costCurve).toEqual({ 0: 1, 2: 2, 3: 1, 4: 1 });
  });

  it('gives an average cost of 0 for a deck of gold only or an empty deck', () => {
    expect(computeDeckStats([makeCard({ tipo: 'oro', coste: 1 })]).averageCost).toBe(0);
    expect(computeDeckStats([]).averageCost).toBe(0);
  });

  it('counts an unknown type apart so the counts still sum to the deck', () => {
    const stray = JSON.parse(JSON.stringify(makeCard({ id: 9 })).replace('"aliado"', '"hechizo"'));
    expect(computeDeckStats([stray]).typeCounts.unknown).toBe(1);
  });
});

describe('computeDeckStats detailedActions', () => {
  it.each([
    {
      name: 'an action counts 1 when no cantidad is given',
      acciones: [{ accion: 'destroy', objetivo: { selector: 'oponente' } }],
      expected: { destroy: { total: 1, own: 0, opponent: 1, other: 0 } },
    },
    {
      name: 'the action’s own cantidad is counted',
      acciones: [{ accion: 'draw', cantidad: 2, objetivo: { selector: 'propio' } }],
      expected: { draw: { total: 2, own: 2, opponent: 0, other: 0 } },
    },
    {
      name: 'a cantidad in the parameters is counted',
      acciones: [{ accion: 'draw', objetivo: { selector: 'propio' }, parametros: { cantidad: 3 } }],
      expected: { draw: { total: 3, own: 3, opponent: 0, other: 0 } },
    },
    {
      name: 'a cantidad in the target is counted',
      acciones: [{ accion: 'destroy', objetivo: { selector: 'oponente', cantidad: '2' } }],
      expected: { destroy: { total: 2, own: 0, opponent: 2, other: 0 } },
    },
    {
      name: 'a non-numeric cantidad counts as 1',
      acciones: [{ accion: 'discard', cantidad: 'todas', objetivo: 'oponente' }],
      expected: { discard: { total: 1, own: 0, opponent: 1, other: 0 } },
    },
    {
      name: 'a missing objetivo counts as other',
      acciones: [{ accion: 'search' }],
      expected: { search: { total: 1, own: 0, opponent: 0, other: 1 } },
    },
    {
      name: 'Spanish and English verbs count as the same action',
      acciones: [
        { accion: 'Destruir', objetivo: 'oponente' },
        { accion: 'Destroy', objetivo: 'tus aliados' },
      ],
      expected: { destroy: { total: 2, own: 1, opponent: 1, other: 0 } },
    },
    {
      name: 'nested actions are counted too',
      acciones: [
        {
          accion: 'banish',
          objetivo: { selector: 'cualquiera' },
          parametros: { luego: [{ accion: 'robar', objetivo: { selector: 'propio' } }] },
        },
      ],
      expected: {
        banish: { total: 1, own: 0, opponent: 0, other: 1 },
        draw: { total: 1, own: 1, opponent: 0, other: 0 },
      },
    },
    {
      name: 'a verb outside the vocabulary is not counted',
      acciones: [{ accion: 'volar', objetivo: 'propio' }],
      expected: {},
    },
  ])('$name', ({ acciones, expected }) => {
    const card = makeCard({ habilidades: [effect(acciones)] });
    expect(computeDeckStats([card]).detailedActions).toEqual(expected);
  });

  it('reads abilities stored as a JSON string, and counts every copy', () => {
    const habilidades = JSON.stringify([
      effect([{ accion: 'search', objetivo: { selector: 'propio' } }]),
    ]);
    const card = makeCard({ habilidades });
    expect(computeDeckStats([card, card]).detailedActions.search).toEqual({
      total: 2,
      own: 2,
      opponent: 0,
      other: 0,
    });
  });

  it('reads top-level abilities that carry accion themselves', () => {
    const card = makeCard({
      habilidades: [{ accion: 'destroy', cantidad: 2, objetivo: 'oponente' }],
    });
    expect(computeDeckStats([card]).detailedActions.destroy?.total).toBe(2);
  });

  it('ignores abilities that cannot be read', () => {
    expect(computeDeckStats([makeCard({ habilidades: '{no es json' })]).detailedActions).toEqual(
      {},
    );
    expect(computeDeckStats([makeCard({ habilidades: null })]).detailedActions).toEqual({});
  });

  it('stops walking absurdly deep nesting instead of overflowing', () => {
    let node: unknown = { accion: 'draw' };
    for (let depth = 0; depth < 100; depth += 1) node = [node];
    expect(computeDeckStats([makeCard({ habilidades: [node] })]).detailedActions).toEqual({});
  });
});

describe('computeDeckStats strengthAbilities', () => {
  it.each([
    {
      name: 'a modify_strength action',
      habilidades: [effect([{ accion: 'modify_strength' }])],
      expected: 1,
    },
    {
      name: 'a description mentioning fuerza',
      habilidades: [effect([], 'Gana +2 de FUERZA')],
      expected: 1,
    },
    {
      name: 'a nested strength action',
      habilidades: [
        effect([{ accion: 'destroy', parametros: { y: { accion: 'modificar fuerza' } } }]),
      ],
      expected: 1,
    },
    {
      name: 'two strength abilities on one card',
      habilidades: [effect([], 'fuerza'), effect([{ accion: 'modify_strength' }])],
      expected: 2,
    },
    {
      name: 'an ability about something else',
      habilidades: [effect([{ accion: 'draw' }], 'Roba una carta')],
      expected: 0,
    },
  ])('counts $name as $expected', ({ habilidades, expected }) => {
    expect(computeDeckStats([makeCard({ habilidades })]).strengthAbilities).toBe(expected);
  });
});

describe('classifyTargetSide', () => {
  it.each([
    ['propio', 'own'],
    [{ selector: 'propio' }, 'own'],
    ['tu aliado', 'own'],
    ['Tus aliados', 'own'],
    ['aliado tuyo', 'own'],
    ['un aliado propio', 'own'],
    ['oponente', 'opponent'],
    [{ selector: 'oponente' }, 'opponent'],
    ['aliado del Oponente', 'opponent'],
    ['cualquiera', 'other'],
    ['la estatua', 'other'],
    [undefined, 'other'],
    [{ cantidad: 1 }, 'other'],
    [3, 'other'],
  ])('counts %j as %s', (objetivo, side) => {
    expect(classifyTargetSide(objetivo)).toBe(side);
  });
});

describe('computeDeckStats properties', () => {
  it('has type counts that sum to the deck size', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            tipo: fc.constantFrom('aliado', 'arma', 'talisman', 'totem', 'oro' as const),
            coste: fc.option(fc.nat({ max: 12 })),
            fuerza: fc.option(fc.nat({ max: 12 })),
          }),
          { maxLength: 60 },
        ),
        (fields) => {
          const stats = computeDeckStats(fields.map((field) => makeCard(field)));
          const sum = Object.values(stats.typeCounts).reduce((total, count) => total + count, 0);
          expect(sum).toBe(fields.length);
          const curveSum = Object.values(stats.costCurve).reduce(
            (total, count) => total + count,
            0,
          );
          expect(curveSum).toBe(fields.length - stats.typeCounts.oro);
        },
      ),
    );
  });
});
