/**
 * The dated versions of a built-in format: one per adopted published list (issue 15, item 4;
 * ADR 0016), so its history starts with every list the community published, not only the
 * current one.
 */
import type { Banlist } from '../banlists/banlist';
import { isSameBanlist } from '../banlists/banlist-comparison';
import { addMissingBuiltInSwitches, BUILT_IN_BANLISTS } from '../banlists/built-in-banlists';
import type { PublishedList } from './published-list';
import { PUBLISHED_LISTS } from './published-lists';
import { RACIAL_EDICION_2025_12 } from './racial-edicion-lists';
import { RACIAL_LIBRE_2025_12 } from './racial-libre-lists';

/**
 * The racial built-ins as releases before the dated history shipped them (and seeded and wrote
 * to `mysticBanlists`): the December 2025 lists dated 2025-12-01, where the source says
 * 2025-12-03 (ADR 0016), with the rules they carried then.
 */
const EARLIER_SHIPPED_BUILT_INS: readonly Banlist[] = [
  {
    key: 'racialEdicion',
    name: 'Racial Edición - Primer Bloque',
    effectiveDate: '2025-12-01',
    rules: {
      minAllies: 16,
      maxCard: 50,
      oneRace: true,
      oneBlock: true,
      banned: [...RACIAL_EDICION_2025_12.banned],
      limitedOne: [...RACIAL_EDICION_2025_12.limitedOne],
      limitedTwo: [...RACIAL_EDICION_2025_12.limitedTwo],
    },
  },
  {
    key: 'racialLibre',
    name: 'Racial Libre - Primer Bloque',
    effectiveDate: '2025-12-01',
    rules: {
      minAllies: 16,
      maxCard: 50,
      oneRace: true,
      banned: [...RACIAL_LIBRE_2025_12.banned],
      limitedOne: [...RACIAL_LIBRE_2025_12.limitedOne],
      limitedTwo: [...RACIAL_LIBRE_2025_12.limitedTwo],
    },
  },
];

/** A format whose lists are replaced by one published list, dated as that list. */
function applyPublishedList(format: Banlist, list: PublishedList): Banlist {
  return {
    ...format,
    effectiveDate: list.effectiveDate,
    rules: {
      ...format.rules,
      banned: [...list.banned],
      limitedOne: [...list.limitedOne],
      limitedTwo: [...list.limitedTwo],
    },
  };
}

/**
 * A format's versions, oldest first: its rules with each adopted list of its key (ADR 0016;
 * disputed lists are never versions), or the format alone when no list was published for it.
 */
export function listPublishedVersions(
  format: Banlist,
  lists: readonly PublishedList[] = PUBLISHED_LISTS,
): Banlist[] {
  const adopted = lists
    .filter((list) => list.formatKey === format.key && list.status === 'adopted')
    // ISO dates sort as plain text; localeCompare would build a collator on the first call,
    // which showed on the deck builder's first screen (issue 19).
    .toSorted((a, b) =>
      a.effectiveDate < b.effectiveDate ? -1 : Number(a.effectiveDate > b.effectiveDate),
    );
  if (adopted.length === 0) return [format];
  return adopted.map((list) => applyPublishedList(format, list));
}

/**
 * Every version of a built-in format the app ships or shipped: its published versions (the
 * newest is the format itself) and what earlier releases shipped in its place, read as a stored
 * copy of it is read (switches that came later taken from the built-in).
 */
export function listShippedVersions(format: Banlist): Banlist[] {
  const earlier = EARLIER_SHIPPED_BUILT_INS.filter((shipped) => shipped.key === format.key);
  return [...listPublishedVersions(format), ...earlier.map(addMissingBuiltInSwitches)];
}

/**
 * Whether a stored format is a built-in one as some release of the app shipped it, so nobody
 * changed it (SPEC §7 writes the defaults on first read; ADR 0009, ADR 0016).
 */
export function isShippedBuiltInVersion(banlist: Banlist): boolean {
  const builtIn = BUILT_IN_BANLISTS.find((format) => format.key === banlist.key);
  if (builtIn === undefined) return false;
  return listShippedVersions(builtIn).some((shipped) => isSameBanlist(banlist, shipped));
}
