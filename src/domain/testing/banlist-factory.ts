import type { Banlist, BanlistRules } from '../banlists/banlist';
import { DEFAULT_BANLIST_RULES } from '../banlists/banlist';

/** A banlist for tests; rule overrides go in `rules`. */
export function makeBanlist(
  overrides: Partial<Omit<Banlist, 'rules'>> & { rules?: Partial<BanlistRules> } = {},
): Banlist {
  return {
    key: 'racialLibre',
    name: 'Formato de Prueba',
    effectiveDate: null,
    ...overrides,
    rules: { ...DEFAULT_BANLIST_RULES, ...overrides.rules },
  };
}
