import { describe, expect, it } from 'vitest';
import type { Card } from '../../domain/cards/card';
import { makeCard } from '../testing/card-factory';
import { formatCatalogueProblem, validateCatalogue } from './catalogue-validation';

describe('validateCatalogue', () => {
  it('accepts a list of valid cards unchanged', () => {
    const cards = [makeCard({ id: 1 }), makeCard({ id: 2, tipo: 'oro', coste: null })];

    expect(validateCatalogue(cards)).toEqual({ ok: true, cards });
  });

  it('refuses a file that is not a list', () => {
    const result = validateCatalogue({ cards: [] });

    expect(result).toEqual({
      ok: false,
      problems: [
        { index: null, field: '', reason: 'El catálogo debe ser una lista (array) de cartas.' },
      ],
    });
  });

  it.each([
    ['coste', { coste: '3' }],
    ['tipo', { tipo: 'hechizo' }],
    ['id', { id: 0 }],
    ['id', { id: 3_000_000_000 }],
    ['nombre', { nombre: '   ' }],
    ['revisada', { revisada: 'si' }],
  ])('reports the position, field %s and reason of a bad record', (field, change) => {
    const result = validateCatalogue([makeCard({ id: 1 }), { ...makeCard({ id: 2 }), ...change }]);

    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems).toHaveLength(1);
    expect(result.problems[0]).toMatchObject({ index: 1, field });
    expect(result.problems[0]?.reason).not.toBe('');
  });

  it('reports a missing field by name', () => {
    const withoutReviewFlag: Partial<Card> = makeCard({ id: 7 });
    delete withoutReviewFlag.revisada;

    const result = validateCatalogue([withoutReviewFlag]);

    expect(result.ok ? [] : result.problems.map((problem) => problem.field)).toEqual(['revisada']);
  });

  it('reports a repeated id at its second position', () => {
    const result = validateCatalogue([
      makeCard({ id: 5 }),
      makeCard({ id: 6 }),
      makeCard({ id: 5 }),
    ]);

    expect(result.ok ? [] : result.problems).toEqual([
      { index: 2, field: 'id', reason: 'El id 5 ya aparece en la posición 0.' },
    ]);
  });

  it('stores habilidades written as a JSON string as the array it holds', () => {
    const effects = [{ descripcion: 'Roba una carta.', tipo_habilidad: 'disparada' }];

    const result = validateCatalogue([makeCard({ habilidades: JSON.stringify(effects) })]);

    expect(result.ok ? result.cards[0]?.habilidades : null).toEqual(effects);
  });

  it('keeps habilidades text that is not a JSON array as written', () => {
    const result = validateCatalogue([makeCard({ habilidades: 'sin analizar' })]);

    expect(result.ok ? result.cards[0]?.habilidades : null).toBe('sin analizar');
  });

  it.each([
    ['ruta_completa', 'javascript:alert(1)'],
    ['ruta_completa', 'JaVaScRiPt:alert(1)'],
    ['ruta_completa', 'data:image/png;base64,AAAA'],
    ['ruta_completa', 'vbscript:msgbox(1)'],
    ['ruta_completa', '//evil.example/1.png'],
    ['ruta_completa', ' https://cartas.example/1.png'],
    ['ruta_completa', '\u0001https://cartas.example/1.png'],
  ])('refuses an image address that is not http(s) or under the app: %s %j', (field, url) => {
    const result = validateCatalogue([makeCard({ id: 1, ruta_completa: url })]);

    expect(result.ok ? [] : result.problems.map((problem) => problem.field)).toEqual([field]);
  });

  it.each(['https://cartas.example/1.png', 'http://cartas.example/1.png', '/images/demo/1.webp'])(
    'accepts the image address %s',
    (url) => {
      expect(validateCatalogue([makeCard({ id: 1, ruta_completa: url })]).ok).toBe(true);
    },
  );

  it.each([
    ['nombre', { nombre: 'a\u0000b' }],
    ['habilidad', { habilidad: 'x\u0007' }],
    ['nombre', { nombre: 'n'.repeat(201) }],
    ['coste', { coste: 3_000_000_000 }],
    ['habilidades.0.descripcion', { habilidades: [{ descripcion: 'a\u0000' }] }],
    ['habilidades.0.descripcion', { habilidades: '[{"descripcion":"a\\u0000"}]' }],
    ['habilidades', { habilidades: `${'['.repeat(5000)}${']'.repeat(5000)}` }],
  ])('refuses what the database could not store or JSON could not write: %s', (field, change) => {
    const result = validateCatalogue([{ ...makeCard({ id: 1 }), ...change }]);

    expect(result.ok ? [] : result.problems.map((problem) => problem.field)).toEqual([field]);
  });

  it('formats a problem as a Spanish line naming position and field', () => {
    expect(formatCatalogueProblem({ index: 4, field: 'coste', reason: 'se esperaba número' })).toBe(
      'Carta en la posición 4, campo «coste»: se esperaba número',
    );
    expect(formatCatalogueProblem({ index: null, field: '', reason: 'No es JSON.' })).toBe(
      'Archivo: No es JSON.',
    );
  });
});
