/** Banlist name matching (SPEC §5): lowercase, accents stripped, surrounding spaces trimmed. */
export function normalizeName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}
