/**
 * The shape of the dated banlists published by the community for the Primer Bloque formats
 * (issue 15, ADR 0016), and the sources they were read from. The lists themselves are data, one
 * file per format: racial-edicion-lists.ts and racial-libre-lists.ts.
 */

/** The built-in formats that have published lists (SPEC §3 'Built-in banlists'). */
export type PublishedFormatKey = 'racialEdicion' | 'racialLibre' | 'formatoLibre';

/**
 * 'adopted': the list in force from its date (ADR 0016). 'disputed': a same-date list from another
 * source that disagrees with the adopted one; kept so both sides stay on record.
 */
export type PublishedListStatus = 'adopted' | 'disputed';

/** Where a list was read. `commit` is the full hash of the version read. */
export interface PublishedListSource {
  repository: string;
  path: string;
  commit: string;
  readOn: string;
  note?: string;
}

/** One dated list of a format: banned cards, cards limited to 1 copy and to 2 copies. */
export interface PublishedList {
  id: string;
  formatKey: PublishedFormatKey;
  /** ISO date (YYYY-MM-DD) the list took effect. */
  effectiveDate: string;
  status: PublishedListStatus;
  source: PublishedListSource;
  banned: readonly string[];
  limitedOne: readonly string[];
  limitedTwo: readonly string[];
}

/** The day every list was read from its source. */
export const READ_ON = '2026-11-23';

export const PREMIER = 'andreuvv/premier_mitologico';
export const TOURNAMENT_WEB = 'andreuvv/myl-tournament-web';
export const MYL_DATABASE = 'patriciodunstan/myl-database';
