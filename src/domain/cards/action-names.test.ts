import { describe, expect, it } from 'vitest';
import { normalizeActionName } from './action-names';
import { ACTION_IDS } from './effect-vocabulary';

describe('normalizeActionName', () => {
  it.each([
    ['destroy', 'destroy'],
    ['Destroy', 'destroy'],
    ['destruir', 'destroy'],
    ['Destruir', 'destroy'],
    ['robar', 'draw'],
    ['Draw', 'draw'],
    ['buscar', 'search'],
    ['put into play', 'put_into_play'],
    ['Poner en juego', 'put_into_play'],
    ['return_to_hand', 'return_to_hand'],
    ['devolver a la mano', 'return_to_hand'],
    ['desterrar', 'banish'],
    ['anular', 'nullify'],
    ['cancelar', 'cancel'],
    ['descartar', 'discard'],
    ['modify-strength', 'modify_strength'],
    ['Modificar Fuerza', 'modify_strength'],
  ])('maps %j to %s', (verb, id) => {
    expect(normalizeActionName(verb)).toBe(id);
  });

  it('maps every action id to itself', () => {
    for (const id of ACTION_IDS) expect(normalizeActionName(id)).toBe(id);
  });

  it.each([['volar'], [''], [42], [null], [undefined]])('knows nothing of %j', (verb) => {
    expect(normalizeActionName(verb)).toBeNull();
  });
});
