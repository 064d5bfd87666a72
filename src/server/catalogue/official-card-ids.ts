/**
 * Ids of cards imported from the official card database (ADR 0013): stable across re-imports of
 * the same files. In the dump read (borisbelmar/myl-scripts, commit
 * 5930019c5c0b215cbf01723b3ea9c466d590eb0d, 2026-11-23) every card has a decimal `id` unique
 * across all editions, and an `edid` of three digits, its number within the edition.
 */
import type { OfficialFileProblem } from './official-card-input';

/** Our ids are positive PostgreSQL integers. */
export const MAX_ID = 2_147_483_647;

/** `edid` has three digits, so edition id × 1000 + edid never collides across editions. */
const EDIDS_PER_EDITION = 1000;

/** 'official': the database's card ids; 'derived': edition id × 1000 + edid. */
export type IdSource = 'official' | 'derived';

/** What decides a printing's id, and where it is for problems. */
export interface PrintingKey {
  file: string;
  index: number;
  officialId: string | null;
  editionId: string;
  edid: string;
}

/** The official id when every printing has a distinct positive one that fits our ids. */
function haveUsableOfficialIds(printings: readonly PrintingKey[]): boolean {
  const seen = new Set<number>();
  for (const { officialId } of printings) {
    if (officialId === null || !/^[1-9]\d{0,9}$/u.test(officialId)) return false;
    const id = Number(officialId);
    if (id > MAX_ID || seen.has(id)) return false;
    seen.add(id);
  }
  return true;
}

function deriveId(printing: PrintingKey): number | null {
  if (!/^\d{1,7}$/u.test(printing.editionId) || !/^\d{1,3}$/u.test(printing.edid)) return null;
  const id = Number(printing.editionId) * EDIDS_PER_EDITION + Number(printing.edid);
  return id >= 1 && id <= MAX_ID ? id : null;
}

/**
 * Ids stable across re-imports of the same files: the official card ids when usable, otherwise
 * edition id × 1000 + edid for every card (one scheme per import, so ids never mix).
 */
export function assignIds(
  printings: readonly PrintingKey[],
  problems: OfficialFileProblem[],
): { idSource: IdSource; ids: number[] } {
  if (haveUsableOfficialIds(printings)) {
    return { idSource: 'official' as const, ids: printings.map((p) => Number(p.officialId)) };
  }
  const ids: number[] = [];
  const firstById = new Map<number, PrintingKey>();
  for (const printing of printings) {
    const { file, index } = printing;
    const id = deriveId(printing);
    const earlier = id === null ? undefined : firstById.get(id);
    if (id === null) {
      problems.push({
        file,
        index,
        field: 'id',
        reason:
          'Los ids oficiales no sirven (faltan, se repiten o no son enteros positivos) y no se ' +
          'puede derivar uno: «edid» debe ser un número de 0 a 999 y el id de la edición un número.',
      });
    } else if (earlier !== undefined) {
      problems.push({
        file,
        index,
        field: 'id',
        reason: `El id derivado ${id} coincide con el de la carta en la posición ${earlier.index} de ${earlier.file}.`,
      });
    } else {
      firstById.set(id, printing);
    }
    ids.push(id ?? 0);
  }
  return { idSource: 'derived' as const, ids };
}
