import { describe, expect, it } from 'vitest';
import {
  makeFallbackSuggestion,
  normalizeSuggestion,
  parseSuggestionReply,
  SUGGESTION_FALLBACK_TEXTS,
  type AiSuggestion,
} from './suggestion';

const empty: AiSuggestion = {
  nombre: 'Nombre no disponible',
  ability: 'Habilidad no disponible',
  tipo: 'Aliado',
  coste: 0,
  strength: 0,
  raza: '',
  ilustrador: 'Ilustrador no disponible',
  efectos_estructurados: [],
  edition: 'Edición no disponible',
  id: 0,
  url_image: '',
  flavour: null,
  reviewed: false,
};

describe('normalizeSuggestion', () => {
  it('fills every default and fallback text for an empty reply', () => {
    expect(normalizeSuggestion({})).toEqual(empty);
  });

  it.each([
    { name: 'null', raw: null },
    { name: 'an array', raw: [1] },
    { name: 'a string', raw: 'Bennu' },
  ])('treats $name as an empty reply', ({ raw }) => {
    expect(normalizeSuggestion(raw)).toEqual(empty);
  });

  it('keeps what the model read', () => {
    const raw = {
      nombre: 'Bennu',
      ability: 'Carta Única.',
      tipo: 'aliado',
      coste: '3',
      strength: 2,
      raza: 'Faraón',
      ilustrador: 'Ana',
      efectos_estructurados: '[{"descripcion": "x"}]',
      edition: 'Dominios de Ra',
      id: '001-334',
      url_image: 'https://ejemplo.cl/bennu.jpg',
      flavour: 'Renace.',
      reviewed: true,
    };
    expect(normalizeSuggestion(raw)).toEqual({
      ...raw,
      tipo: 'Aliado',
      coste: 3,
      efectos_estructurados: [{ descripcion: 'x' }],
      id: 1,
    });
  });

  it.each([
    { field: 'nombre', text: 'Nombre no disponible' },
    { field: 'ability', text: 'Habilidad no disponible' },
    { field: 'ilustrador', text: 'Ilustrador no disponible' },
    { field: 'edition', text: 'Edición no disponible' },
  ] as const)('uses $text for a blank $field', ({ field, text }) => {
    expect(normalizeSuggestion({ [field]: '   ' })[field]).toBe(text);
    expect(SUGGESTION_FALLBACK_TEXTS[field]).toBe(text);
  });

  it('reads illustrator as ilustrador', () => {
    expect(normalizeSuggestion({ illustrator: 'Pablo' }).ilustrador).toBe('Pablo');
    expect(normalizeSuggestion({ ilustrador: 'Ana', illustrator: 'Pablo' }).ilustrador).toBe('Ana');
  });

  it.each([
    { tipo: 'Talismán', expected: 'Talismán' },
    { tipo: 'TOTEM', expected: 'Tótem' },
    { tipo: 'oro', expected: 'Oro' },
    { tipo: 'hechizo', expected: 'Aliado' },
    { tipo: 3, expected: 'Aliado' },
  ])('shows type $tipo as $expected', ({ tipo, expected }) => {
    expect(normalizeSuggestion({ tipo }).tipo).toBe(expected);
  });

  it.each([
    {
      name: 'non-numeric cost and strength',
      raw: { coste: 'X', strength: 'alta' },
      coste: 0,
      strength: 0,
    },
    {
      name: 'cost and strength as text',
      raw: { coste: '4', strength: '5' },
      coste: 4,
      strength: 5,
    },
    { name: 'Spanish field names', raw: { cost: 2, fuerza: 6 }, coste: 2, strength: 6 },
  ])('coerces $name', ({ raw, coste, strength }) => {
    expect(normalizeSuggestion(raw)).toMatchObject({ coste, strength });
  });

  it('reads reviewed as true only when the model says true', () => {
    expect(normalizeSuggestion({ reviewed: 'true' }).reviewed).toBe(false);
    expect(normalizeSuggestion({ reviewed: true }).reviewed).toBe(true);
  });

  it('uses the image URL passed in when the model gives none', () => {
    expect(normalizeSuggestion({}, '/images/placeholder.svg').url_image).toBe(
      '/images/placeholder.svg',
    );
  });
});

describe('parseSuggestionReply', () => {
  it('parses the reply text and normalises it', () => {
    const suggestion = parseSuggestionReply('```json\n{"nombre": "Bennu", "coste": 3}\n```');
    expect(suggestion).toEqual({ ...empty, nombre: 'Bennu', coste: 3 });
  });

  it('degrades unparseable text to the defaults', () => {
    expect(parseSuggestionReply('no sé')).toEqual(empty);
  });
});

describe('makeFallbackSuggestion', () => {
  it("names the provider in 'Error en {provider}' and 'Error al parsear la respuesta de {provider}'", () => {
    expect(makeFallbackSuggestion('OpenAI')).toEqual({
      ...empty,
      nombre: 'Error en OpenAI',
      ability: 'Error al parsear la respuesta de OpenAI',
    });
  });
});
