import { describe, expect, it } from 'vitest';
import { makeBanlist } from '../testing/banlist-factory';
import { makeCard } from '../testing/card-factory';
import { DEFAULT_COPY_LIMIT, getCopyLimit } from './copy-limits';

const { rules } = makeBanlist({
  rules: {
    limitedOne: ['Bennu', 'Marmita Druida (Rework)'],
    limitedTwo: ['Tebas', 'Héroe Único', 'Baal-Zaphon'],
  },
});

describe('getCopyLimit', () => {
  it.each([
    { name: 'a card no rule limits', card: { nombre: 'Rayo' }, limit: 3 },
    { name: 'a card in limitedOne', card: { nombre: 'Bennu' }, limit: 1 },
    { name: 'a limitedOne card written otherwise', card: { nombre: ' BENNÚ ' }, limit: 1 },
    { name: 'a card in limitedTwo', card: { nombre: 'Tebas' }, limit: 2 },
    { name: 'a limitedTwo card written without hyphen', card: { nombre: 'Baal Zaphon' }, limit: 2 },
    {
      name: "a card whose limitedOne entry is its '(Rework)'",
      card: { nombre: 'Marmita Druida' },
      limit: 1,
    },
    { name: "a 'Carta Única'", card: { nombre: 'Rayo', habilidad: 'Carta Única.' }, limit: 1 },
    {
      name: "a 'carta unica' without accent",
      card: { nombre: 'Rayo', habilidad: 'carta unica' },
      limit: 1,
    },
    {
      name: "a limitedTwo 'Carta Única' (the stricter rule)",
      card: { nombre: 'Héroe Único', habilidad: 'CARTA ÚNICA' },
      limit: 1,
    },
    {
      name: "a text that only mentions a 'Carta Única'",
      card: { nombre: 'Rayo', habilidad: 'Busca una Carta Única en tu mazo.' },
      limit: 3,
    },
    {
      name: 'a plain text an editor marked unique',
      card: { nombre: 'Rayo', habilidad: 'Roba una carta.', unica: true },
      limit: 1,
    },
    {
      name: "a 'Carta Única' an editor marked not unique",
      card: { nombre: 'Rayo', habilidad: 'Carta Única.', unica: false },
      limit: 3,
    },
    {
      name: 'a limitedTwo card an editor marked not unique',
      card: { nombre: 'Tebas', habilidad: 'Carta Única.', unica: false },
      limit: 2,
    },
  ])('allows $limit copies of $name', ({ card, limit }) => {
    expect(getCopyLimit(makeCard(card), rules)).toBe(limit);
  });

  it('defaults to 3 copies', () => {
    expect(DEFAULT_COPY_LIMIT).toBe(3);
  });
});
