import { describe, expect, it } from 'vitest';
import { makeCard } from '../testing/card-factory';
import { formatCardFieldValue, listCardChanges } from './card-changes';

const before = makeCard({ id: 4, nombre: 'Kelpie', coste: 2, habilidades: [{ descripcion: 'a' }] });

describe('listCardChanges', () => {
  it.each([
    { name: 'nothing when nothing changed', after: { ...before }, fields: [] },
    {
      name: 'the edited fields in screen order',
      after: { ...before, revisada: true, nombre: 'Kelpie Gris' },
      fields: ['nombre', 'revisada'],
    },
    {
      name: 'structured effects only when their content differs',
      after: { ...before, habilidades: [{ descripcion: 'a' }] },
      fields: [],
    },
    {
      name: 'changed structured effects',
      after: { ...before, habilidades: [{ descripcion: 'b' }] },
      fields: ['habilidades'],
    },
    {
      name: "an editor's uniqueness override, last",
      after: { ...before, unica: true, coste: 3 },
      fields: ['coste', 'unica'],
    },
  ])('lists $name', ({ after, fields }) => {
    expect(listCardChanges(before, after).map((change) => change.field)).toEqual(fields);
  });

  it('gives each change its value before and after', () => {
    expect(listCardChanges(before, { ...before, coste: 3 })).toEqual([
      { field: 'coste', before: 2, after: 3 },
    ]);
  });

  it('lists every set field of a newly created card', () => {
    const created = makeCard({
      id: 8,
      habilidad: null,
      flavor_text: null,
      ilustrador: null,
      ruta_completa: null,
    });
    expect(listCardChanges(null, created).map((change) => change.field)).toEqual([
      'id',
      'nombre',
      'tipo',
      'edicion',
      'coste',
      'fuerza',
      'raza',
      'habilidades',
      'revisada',
    ]);
  });
});

describe('formatCardFieldValue', () => {
  it.each([
    { field: 'tipo', value: 'talisman', text: 'Talismán' },
    { field: 'revisada', value: true, text: 'Sí' },
    { field: 'revisada', value: false, text: 'No' },
    { field: 'unica', value: null, text: 'Según el texto' },
    { field: 'unica', value: true, text: 'Sí' },
    { field: 'unica', value: false, text: 'No' },
    { field: 'coste', value: 3, text: '3' },
    { field: 'raza', value: null, text: '(vacío)' },
    { field: 'habilidad', value: '', text: '(vacío)' },
    { field: 'habilidades', value: [{ descripcion: 'a' }], text: '[{"descripcion":"a"}]' },
  ] as const)('shows $field $value as "$text"', ({ field, value, text }) => {
    expect(formatCardFieldValue(field, value)).toBe(text);
  });
});
