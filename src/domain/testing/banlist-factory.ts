import type { Banlist, BanlistRules } from '../banlists/banlist';
import { DEFAULT_BANLIST_RULES } from '../banlists/banlist';
import { addMissingBuiltInSwitches } from '../banlists/built-in-banlists';

/**
 * A banlist for tests; rule overrides go in `rules`. Like a stored format, one with a built-in
 * key and no switch of its own takes the built-in's switches (racialEdicion: one block, one
 * race); the default key is a format of no extra rules.
 */
export function makeBanlist(
  overrides: Partial<Omit<Banlist, 'rules'>> & { rules?: Partial<BanlistRules> } = {},
): Banlist {
  return addMissingBuiltInSwitches({
    key: 'formatoDePrueba',
    name: 'Formato de Prueba',
    effectiveDate: null,
    ...overrides,
    rules: { ...DEFAULT_BANLIST_RULES, ...overrides.rules },
  });
}
