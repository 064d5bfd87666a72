import { DEFAULT_BANLIST_RULES, type Banlist } from './banlist';

/** Message for a key already in use (SPEC §5, §8). */
export const DUPLICATE_KEY_MESSAGE = 'La clave de la banlist ya existe.';
/** Message for a missing name or key (SPEC §5 'A new banlist needs both name and key'). */
export const MISSING_FIELDS_MESSAGE = 'El nombre y la clave de la banlist son obligatorios.';

export type CreateBanlistResult = { ok: true; banlist: Banlist } | { ok: false; reason: string };

/** Banlist key as typed (SPEC §5): every whitespace character is stripped. */
export function stripKeyWhitespace(key: string): string {
  return key.replace(/\s+/gu, '');
}

/**
 * Creating a banlist (SPEC §5): name and key both required, whitespace stripped from the key, a
 * duplicate key refused with 'La clave de la banlist ya existe.'; the new format gets the
 * defaults of SPEC §9 (minAllies 16, maxCard 50, empty lists).
 */
export function createBanlist(
  existing: Readonly<Record<string, Banlist>> | readonly Banlist[],
  name: string,
  key: string,
): CreateBanlistResult {
  const trimmedName = name.trim();
  const strippedKey = stripKeyWhitespace(key);
  if (trimmedName === '' || strippedKey === '')
    return { ok: false, reason: MISSING_FIELDS_MESSAGE };
  const existingKeys = Array.isArray(existing)
    ? existing.map((banlist) => banlist.key)
    : Object.keys(existing);
  if (existingKeys.includes(strippedKey)) return { ok: false, reason: DUPLICATE_KEY_MESSAGE };
  return {
    ok: true,
    banlist: {
      key: strippedKey,
      name: trimmedName,
      effectiveDate: null,
      rules: { ...DEFAULT_BANLIST_RULES, banned: [], limitedOne: [], limitedTwo: [] },
    },
  };
}
