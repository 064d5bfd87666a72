import { describe, expect, it } from 'vitest';
import { CARD_TYPES } from '../cards/card';
import { ABILITY_TYPES, ACTIONS, TURN_PHASES, ZONES } from '../cards/effect-vocabulary';
import { buildCardPrompt, CARD_PROMPT_VERSION } from './card-prompt';

describe('buildCardPrompt', () => {
  const prompt = buildCardPrompt();

  it('states prompt version 10.0', () => {
    expect(CARD_PROMPT_VERSION).toBe('10.0');
    expect(prompt).toContain('Versión del prompt: 10.0.');
  });

  it.each([
    ['card type', CARD_TYPES],
    ['ability type', ABILITY_TYPES],
    ['zone id', ZONES],
    ['turn phase', TURN_PHASES],
  ])('lists every %s of the vocabulary', (_kind, values) => {
    for (const value of values) expect(prompt).toContain(`- ${value}`);
  });

  it('lists every game action with its id and Spanish label', () => {
    for (const [id, label] of Object.entries(ACTIONS))
      expect(prompt).toContain(`- ${id} (${label})`);
  });

  it.each([
    ['a talisman, enters-play trigger or self-sacrifice', 'propia carta: 1.'],
    ['explicit once per turn', '"una vez por turno": 1.'],
    ['continuous abilities', 'continuas: null.'],
    ['any other ability of a permanent', 'tótem, oro): "infinito".'],
  ])('gives the limite_por_turno rule for %s', (_rule, text) => {
    expect(prompt).toContain(text);
  });

  it.each([
    'nombre',
    'ability',
    'tipo',
    'coste',
    'strength',
    'raza',
    'ilustrador',
    'efectos_estructurados',
    'edition',
    'id',
    'url_image',
    'flavour',
    'reviewed',
  ])('asks for the output field %s', (field) => {
    expect(prompt).toMatch(new RegExp(`^- ${field}: `, 'mu'));
  });

  it('is written in Spanish and asks for a single JSON object', () => {
    expect(prompt).toContain('devuelve sus datos como un único objeto JSON');
  });

  it('appends the trimmed custom prompt after the instructions', () => {
    const custom = buildCardPrompt('  Presta atención al coste.  ');

    expect(custom.startsWith(prompt)).toBe(true);
    expect(custom.endsWith('Indicaciones adicionales del editor:\nPresta atención al coste.')).toBe(
      true,
    );
  });

  it.each([undefined, '', '   '])('adds nothing for the custom prompt %j', (custom) => {
    expect(buildCardPrompt(custom)).toBe(prompt);
  });
});
