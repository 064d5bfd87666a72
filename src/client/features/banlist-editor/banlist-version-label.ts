import type { BanlistVersion } from '../../../contract/banlists';
import { formatEffectiveDate } from '../../../domain/banlists/effective-date';

/** The visitor's calendar day of a publication instant, in Spanish ('16 de enero de 2026'). */
function formatPublicationDay(isoDateTime: string): string {
  const date = new Date(isoDateTime);
  if (Number.isNaN(date.getTime())) return isoDateTime;
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return formatEffectiveDate(`${date.getFullYear()}-${month}-${day}`);
}

/** 'Vigente desde 15 de enero de 2026', or a plain note for a version without a date. */
export function describeVersionDate(version: BanlistVersion): string {
  return version.effectiveDate === null
    ? 'Sin fecha de vigencia'
    : `Vigente desde ${formatEffectiveDate(version.effectiveDate)}`;
}

/** 'publicada el <fecha> por <nombre>', or 'lista incluida' for the lists shipped with the app. */
export function describePublication(version: BanlistVersion): string {
  return version.publishedBy === null
    ? 'lista incluida'
    : `publicada el ${formatPublicationDay(version.publishedAt)} por ${version.publishedBy}`;
}

/**
 * How a version reads in the 'Comparar' and 'con' choices: its effective date, and its
 * publication too when another version took effect on the same day.
 */
export function describeVersionChoice(
  version: BanlistVersion,
  versions: readonly BanlistVersion[],
): string {
  const date =
    version.effectiveDate === null ? 'Sin fecha' : formatEffectiveDate(version.effectiveDate);
  const isDateShared = versions.some(
    (other) => other.id !== version.id && other.effectiveDate === version.effectiveDate,
  );
  return isDateShared ? `${date} (${describePublication(version)})` : date;
}
