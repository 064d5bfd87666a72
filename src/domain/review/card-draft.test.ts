import { describe, expect, it } from 'vitest';
import { makeCard } from '../testing/card-factory';
import {
  formatStructuredEffectsText,
  readCardDraft,
  readStructuredEffectsText,
  readWholeNumberText,
  toCardDraft,
  type CardDraft,
} from './card-draft';

const EFFECT = { descripcion: 'Roba una carta.', tipo_habilidad: 'disparada' };

function makeDraft(overrides: Partial<CardDraft> = {}): CardDraft {
  return { ...toCardDraft(makeCard({ id: 7, nombre: 'Bennu' })), ...overrides };
}

describe('formatStructuredEffectsText', () => {
  it.each([
    {
      name: 'a list, indented by 2 spaces',
      value: [EFFECT],
      text: JSON.stringify([EFFECT], null, 2),
    },
    {
      name: 'a JSON string, decoded first',
      value: JSON.stringify([EFFECT]),
      text: JSON.stringify([EFFECT], null, 2),
    },
    { name: 'text that is not JSON, as it is', value: 'roba {', text: 'roba {' },
    { name: 'nothing, as an empty list', value: null, text: '[]' },
    { name: 'a blank string, as an empty list', value: '  ', text: '[]' },
  ])('shows $name', ({ value, text }) => {
    expect(formatStructuredEffectsText(value)).toBe(text);
  });
});

describe('readStructuredEffectsText', () => {
  it.each([
    {
      name: 'a JSON list is parsed',
      text: '[{"descripcion":"x"}]',
      value: [{ descripcion: 'x' }],
      ok: true,
    },
    { name: 'an empty box is an empty list', text: ' ', value: [], ok: true },
    {
      name: 'broken JSON falls back to the raw text',
      text: '[{"descripcion":',
      value: '[{"descripcion":',
      ok: false,
    },
    {
      name: 'JSON that is not a list falls back to the raw text',
      text: '{"a":1}',
      value: '{"a":1}',
      ok: false,
    },
  ])('$name', ({ text, value, ok }) => {
    const reading = readStructuredEffectsText(text);
    expect(reading.value).toEqual(value);
    expect(reading.ok).toBe(ok);
  });

  it('says why broken JSON could not be read', () => {
    const reading = readStructuredEffectsText('[1,');
    expect(reading.ok ? null : reading.error).toMatch(/^JSON no válido: /);
  });
});

describe('readWholeNumberText', () => {
  it.each([
    { text: '3', value: 3 },
    { text: ' 12 ', value: 12 },
    { text: 'abc', value: 0 },
    { text: '2.7', value: 2 },
    { text: '', value: null },
    { text: '   ', value: null },
  ])('reads "$text" as $value', ({ text, value }) => {
    expect(readWholeNumberText(text)).toBe(value);
  });
});

describe('toCardDraft', () => {
  it('fills the form from a card, missing values as empty boxes', () => {
    const card = makeCard({ id: 3, coste: null, fuerza: 4, raza: null, habilidades: [EFFECT] });
    expect(toCardDraft(card)).toMatchObject({
      id: '3',
      coste: '',
      fuerza: '4',
      raza: '',
      habilidades: JSON.stringify([EFFECT], null, 2),
    });
  });

  it('starts a new card as an unreviewed Aliado with no effects', () => {
    expect(toCardDraft(null)).toMatchObject({
      id: '',
      tipo: 'aliado',
      habilidades: '[]',
      revisada: false,
      unica: null,
    });
  });
});

describe('readCardDraft', () => {
  it('gives back the card the form was filled from', () => {
    const card = makeCard({ id: 9, habilidad: 'Vuela.', habilidades: [EFFECT], revisada: true });
    expect(readCardDraft(toCardDraft(card), { isIdRequired: true })).toEqual({ ok: true, card });
  });

  it.each([null, true, false])("keeps the editor's uniqueness choice %s", (unica) => {
    const card = makeCard({ id: 9, unica });
    expect(readCardDraft(toCardDraft(card), { isIdRequired: true })).toEqual({ ok: true, card });
  });

  it.each([
    {
      name: 'coste and fuerza as whole numbers',
      draft: { coste: '3', fuerza: 'mucha' },
      expected: { coste: 3, fuerza: 0 },
    },
    {
      name: 'blank optional texts as null',
      draft: { raza: ' ', ilustrador: '', flavor_text: '' },
      expected: { raza: null, ilustrador: null, flavor_text: null },
    },
    { name: 'the id as a number', draft: { id: ' 42 ' }, expected: { id: 42 } },
    {
      name: 'trimmed name and edition',
      draft: { nombre: ' Bennu ', edicion: ' Cruzadas ' },
      expected: { nombre: 'Bennu', edicion: 'Cruzadas' },
    },
    {
      name: 'structured effects as a list',
      draft: { habilidades: '[{"descripcion":"x"}]' },
      expected: { habilidades: [{ descripcion: 'x' }] },
    },
  ])('reads $name', ({ draft, expected }) => {
    const reading = readCardDraft(makeDraft(draft), { isIdRequired: true });
    expect(reading.ok && reading.card).toMatchObject(expected);
  });

  it.each([
    { name: 'a missing id in review', draft: { id: '' }, field: 'id' },
    { name: 'an id that is not a whole number', draft: { id: 'abc' }, field: 'id' },
    { name: 'an id of zero', draft: { id: '0' }, field: 'id' },
    { name: 'a blank name', draft: { nombre: '  ' }, field: 'nombre' },
    { name: 'a blank edition', draft: { edicion: '' }, field: 'edicion' },
    {
      name: 'structured effects that are not JSON',
      draft: { habilidades: 'roba' },
      field: 'habilidades',
    },
  ])('refuses $name', ({ draft, field }) => {
    const reading = readCardDraft(makeDraft(draft), { isIdRequired: true });
    expect(reading.ok ? [] : reading.problems.map((problem) => problem.field)).toEqual([field]);
  });

  it('leaves the id to the server when creating without one', () => {
    const reading = readCardDraft(makeDraft({ id: '' }), { isIdRequired: false });
    expect(reading.ok && 'id' in reading.card).toBe(false);
    expect(reading.ok).toBe(true);
  });
});
