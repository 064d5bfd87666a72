const MONTHS = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
] as const;

/**
 * The date a format's lists took effect, in Spanish ('2025-12-01' → '1 de diciembre de 2025'),
 * for 'Vigente desde …' in the editor and the builder. Read from the ISO text itself, so the
 * visitor's time zone can never shift the day. Anything that is not a calendar date is returned
 * unchanged rather than shown as a wrong date.
 */
export function formatEffectiveDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/u.exec(isoDate);
  if (!match) return isoDate;
  const [, year, month, day] = match;
  const monthName = MONTHS[Number(month) - 1];
  const dayNumber = Number(day);
  if (monthName === undefined || dayNumber < 1 || dayNumber > 31) return isoDate;
  return `${dayNumber} de ${monthName} de ${Number(year)}`;
}

/** 'Vigente desde {fecha}' for a format with an effective date, null for one without. */
export function describeEffectiveDate(isoDate: string | null): string | null {
  return isoDate === null ? null : `Vigente desde ${formatEffectiveDate(isoDate)}`;
}
