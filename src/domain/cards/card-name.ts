/** Banlist name matching (SPEC §5): lowercase, accents stripped, surrounding spaces trimmed. */
export function normalizeName(name: string): string {
  // Most names are plain ASCII; skipping NFD for them makes a cold catalogue pass much faster.
  // '^' and '`' are left to the full path because Unicode counts them as diacritics.
  if (/^[\x20-\x5d\x5f\x61-\x7e]*$/u.test(name)) return name.toLowerCase().trim();
  return name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}

// Large enough for a whole catalogue's names, editions and races; cleared when full so memory
// stays bounded whatever strings pass through.
const MAX_CACHED_NAMES = 50_000;
const normalizedNames = new Map<string, string>();

/**
 * Banlist name matching (SPEC §5), memoised: the deck builder checks a whole catalogue after each
 * click and NFD normalisation of every name each time is too slow.
 */
export function normalizeNameCached(name: string): string {
  const cached = normalizedNames.get(name);
  if (cached !== undefined) return cached;
  if (normalizedNames.size >= MAX_CACHED_NAMES) normalizedNames.clear();
  const normalized = normalizeName(name);
  normalizedNames.set(name, normalized);
  return normalized;
}
