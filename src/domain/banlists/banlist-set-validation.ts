import type { Banlist } from './banlist';
import { findCardListConflicts } from './exclusive-card-lists';

/** One problem of a set of banlists (an uploaded banlists.json), said in Spanish. */
export interface BanlistSetProblem {
  /** Position of the banlist in the set, from 0, or null for a problem of the whole set. */
  index: number | null;
  /** The field at fault, as written in the file (e.g. 'key', 'rules.banned[3]'), or '' for all. */
  field: string;
  reason: string;
}

/** Message for a file that holds no banlist at all. */
export const EMPTY_BANLIST_SET_MESSAGE = 'El archivo no contiene ninguna banlist.';

/**
 * The rules a whole set of well-formed banlists must keep before it replaces the visitor's:
 * at least one banlist, unique keys (SPEC §5 'La clave de la banlist ya existe.'), and each card
 * in only one of its format's three lists. Every problem is listed, none stops the search.
 * An entry that could not be read at all is passed as null: it is skipped, and the positions
 * reported stay those of the file.
 */
export function findBanlistSetProblems(banlists: readonly (Banlist | null)[]): BanlistSetProblem[] {
  if (banlists.length === 0) return [{ index: null, field: '', reason: EMPTY_BANLIST_SET_MESSAGE }];
  const problems: BanlistSetProblem[] = [];
  const firstIndexByKey = new Map<string, number>();
  banlists.forEach((banlist, index) => {
    if (banlist === null) return;
    const firstIndex = firstIndexByKey.get(banlist.key);
    if (firstIndex === undefined) firstIndexByKey.set(banlist.key, index);
    else {
      problems.push({
        index,
        field: 'key',
        reason: `La clave de la banlist ya existe: "${banlist.key}" es también la de la banlist n.º ${firstIndex + 1}.`,
      });
    }
    for (const conflict of findCardListConflicts(banlist.rules)) {
      problems.push({
        index,
        field: `rules.${conflict.list}[${conflict.position}]`,
        reason: conflict.reason,
      });
    }
  });
  return problems;
}
