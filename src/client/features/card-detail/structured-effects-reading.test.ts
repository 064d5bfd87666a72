import { describe, expect, it } from 'vitest';
import { readStructuredEffects } from './structured-effects-reading';

const effect = {
  descripcion: 'Destruye un aliado oponente.',
  tipo_habilidad: 'activada',
  limite_por_turno: 'infinito',
  fase_activacion: ['Vigilia'],
  trigger: [],
  opciones: [],
};

describe('readStructuredEffects', () => {
  it('reads a list of effects as it is', () => {
    expect(readStructuredEffects([effect])).toEqual({ ok: true, effects: [effect] });
  });

  it('parses a JSON string holding a list', () => {
    expect(readStructuredEffects(JSON.stringify([effect]))).toEqual({
      ok: true,
      effects: [effect],
    });
  });

  it('reads nothing stored as no effects', () => {
    expect(readStructuredEffects(null)).toEqual({ ok: true, effects: [] });
    expect(readStructuredEffects('  ')).toEqual({ ok: true, effects: [] });
    expect(readStructuredEffects([])).toEqual({ ok: true, effects: [] });
  });

  it('fills lists an older record leaves out', () => {
    const reading = readStructuredEffects([
      { descripcion: 'Continua.', tipo_habilidad: 'continua' },
    ]);
    expect(reading).toEqual({
      ok: true,
      effects: [
        {
          descripcion: 'Continua.',
          tipo_habilidad: 'continua',
          limite_por_turno: null,
          fase_activacion: [],
          trigger: [],
          opciones: [],
        },
      ],
    });
  });

  it.each([
    ['text that is not JSON', 'no es json'],
    ['a JSON object, not a list', JSON.stringify(effect)],
    ['an unknown ability type', [{ ...effect, tipo_habilidad: 'mágica' }]],
    ['a number', 7],
  ])('cannot show %s', (_case, value) => {
    expect(readStructuredEffects(value).ok).toBe(false);
  });
});
