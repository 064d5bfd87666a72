import { describe, expect, it } from 'vitest';
import { makeBanlist } from '../testing/banlist-factory';
import {
  createBanlist,
  DUPLICATE_KEY_MESSAGE,
  MISSING_FIELDS_MESSAGE,
  stripKeyWhitespace,
} from './banlist-creation';

describe('stripKeyWhitespace', () => {
  it.each([
    ['mi formato', 'miformato'],
    ['  torneo\t2025 \n', 'torneo2025'],
    ['racialEdicion', 'racialEdicion'],
    ['   ', ''],
  ])('turns %j into %j', (input, expected) => {
    expect(stripKeyWhitespace(input)).toBe(expected);
  });
});

describe('createBanlist', () => {
  const existing = [makeBanlist({ key: 'racialEdicion' }), makeBanlist({ key: 'formatoLibre' })];

  it('creates a banlist with the defaults: minAllies 16, maxCard 50, empty lists', () => {
    expect(createBanlist(existing, 'Torneo Local', 'torneo')).toEqual({
      ok: true,
      banlist: {
        key: 'torneo',
        name: 'Torneo Local',
        effectiveDate: null,
        rules: { minAllies: 16, maxCard: 50, banned: [], limitedOne: [], limitedTwo: [] },
      },
    });
  });

  it('strips whitespace from the key and trims the name', () => {
    const result = createBanlist(existing, '  Torneo Local ', ' torneo local ');
    expect(result.ok && result.banlist.key).toBe('torneolocal');
    expect(result.ok && result.banlist.name).toBe('Torneo Local');
  });

  it.each([
    { name: 'an empty name', banlistName: '', key: 'torneo' },
    { name: 'a blank name', banlistName: '   ', key: 'torneo' },
    { name: 'an empty key', banlistName: 'Torneo', key: '' },
    { name: 'a key of spaces only', banlistName: 'Torneo', key: '  ' },
  ])('refuses $name', ({ banlistName, key }) => {
    expect(createBanlist(existing, banlistName, key)).toEqual({
      ok: false,
      reason: MISSING_FIELDS_MESSAGE,
    });
  });

  it.each([
    { name: 'a list of banlists', banlists: existing },
    {
      name: 'a record keyed by key',
      banlists: { racialEdicion: existing[0]!, formatoLibre: existing[1]! },
    },
  ])('refuses a duplicate key given $name', ({ banlists }) => {
    expect(createBanlist(banlists, 'Otra', ' formatoLibre ')).toEqual({
      ok: false,
      reason: 'La clave de la banlist ya existe.',
    });
    expect(DUPLICATE_KEY_MESSAGE).toBe('La clave de la banlist ya existe.');
  });

  it('gives every new banlist its own lists', () => {
    const first = createBanlist([], 'A', 'a');
    const second = createBanlist([], 'B', 'b');
    if (!first.ok || !second.ok) throw new Error('both should be created');
    first.banlist.rules.banned.push('Rayos');
    expect(second.banlist.rules.banned).toEqual([]);
  });
});
