import { describe, expect, it } from 'vitest';
import { BUILT_IN_BANLISTS } from '../../../domain/banlists/built-in-banlists';
import { makeBanlist } from '../../../domain/testing/banlist-factory';
import { readBanlistFile, serializeBanlists } from './banlist-file';

describe('banlists.json', () => {
  it('reads back exactly what it wrote', () => {
    const banlists = [...BUILT_IN_BANLISTS, makeBanlist({ key: 'torneo', name: 'Torneo' })];
    expect(readBanlistFile(serializeBanlists(banlists))).toEqual({ ok: true, banlists });
  });

  it('keeps every rule switch, a built-in format’s switch turned off included', () => {
    const banlists = [
      makeBanlist({
        key: 'racialLibre',
        rules: { oneRace: false, oneBlock: false, minAlliesRequired: false },
      }),
      makeBanlist({
        key: 'torneo',
        rules: {
          oneRace: true,
          minAlliesRequired: true,
          minAlliesCountedTypes: ['aliado', 'totem'],
        },
      }),
    ];
    expect(readBanlistFile(serializeBanlists(banlists))).toEqual({ ok: true, banlists });
  });

  it('reads the object keyed by key that mysticBanlists holds', () => {
    const banlist = makeBanlist({ key: 'torneo' });
    expect(readBanlistFile(JSON.stringify({ torneo: banlist }))).toEqual({
      ok: true,
      banlists: [banlist],
    });
  });

  it.each([
    { name: 'text that is not JSON', text: '{"key": ', reason: 'El archivo no es JSON válido.' },
    {
      name: 'JSON that is not a list of banlists',
      text: '"racialEdicion"',
      reason: 'El archivo debe contener una lista de banlists.',
    },
    { name: 'an empty list', text: '[]', reason: 'El archivo no contiene ninguna banlist.' },
  ])('refuses $name as a whole', ({ text, reason }) => {
    expect(readBanlistFile(text)).toEqual({
      ok: false,
      problems: [{ index: null, field: '', reason }],
    });
  });

  it('lists every problem of every banlist with its position and field, in file order', () => {
    const good = makeBanlist({ key: 'torneo' });
    const text = JSON.stringify([
      { ...good, key: 'con espacios', effectiveDate: '1/12/2025' },
      { ...good, rules: { ...good.rules, banned: ['Fergus', 7], minAllies: -1 } },
      { ...good, name: '', rules: { ...good.rules, limitedTwo: ['Rea', 'rea'] } },
      makeBanlist({ key: 'torneo', rules: { banned: ['Bennu'], limitedOne: ['bennu'] } }),
      { name: 'Sin clave', effectiveDate: null, rules: good.rules },
    ]);
    const read = readBanlistFile(text);
    expect(read.ok).toBe(false);
    expect(read.ok ? [] : read.problems).toEqual([
      {
        index: 0,
        field: 'key',
        reason: 'La clave no puede estar vacía ni contener espacios.',
      },
      { index: 0, field: 'effectiveDate', reason: 'Debe ser una fecha con el formato AAAA-MM-DD.' },
      { index: 1, field: 'rules.minAllies', reason: expect.stringContaining('0') },
      { index: 1, field: 'rules.banned[1]', reason: expect.stringContaining('texto') },
      { index: 2, field: 'name', reason: 'No puede estar vacío.' },
      {
        index: 2,
        field: 'rules.limitedTwo[1]',
        reason: '"rea" está repetida en Limitadas a 2.',
      },
      {
        index: 3,
        field: 'rules.limitedOne[0]',
        reason:
          '"bennu" ya está en Cartas Prohibidas: una carta solo puede estar en una de las tres listas.',
      },
      { index: 4, field: 'key', reason: 'Falta este campo.' },
    ]);
  });

  it('refuses a stored object whose key differs from the banlist inside it', () => {
    const read = readBanlistFile(JSON.stringify({ otro: makeBanlist({ key: 'torneo' }) }));
    expect(read).toEqual({
      ok: false,
      problems: [
        {
          index: 0,
          field: 'key',
          reason: 'No coincide con "otro", la clave bajo la que está guardada.',
        },
      ],
    });
  });

  it('reports a key repeated across banlists', () => {
    const read = readBanlistFile(
      serializeBanlists([makeBanlist({ key: 'torneo' }), makeBanlist({ key: 'torneo' })]),
    );
    expect(read.ok ? [] : read.problems.map((problem) => problem.field)).toEqual(['key']);
  });
});
