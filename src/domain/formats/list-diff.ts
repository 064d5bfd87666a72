import { BANLIST_LIST_NAMES, type BanlistListName } from '../banlists/exclusive-card-lists';
import { toCardMatchKeyCached } from '../cards/card-name';
import { compareSpanish } from '../cards/card-name';

/** The three lists of a format, the part of its rules a dated publication changes. */
export type FormatLists = { readonly [List in BanlistListName]: readonly string[] };

/** How a card's place changed between two lists: null is 'not listed' (any number of copies). */
export interface ListChange {
  nombre: string;
  from: BanlistListName | null;
  to: BanlistListName | null;
}

/** 'entered' (was free), 'left' (is free now) or 'moved' (between banned, 1 and 2). */
export type ListChangeKind = 'entered' | 'left' | 'moved';

/** The kind of a change, for grouping it as the banlist editor's history does. */
export function describeListChange(change: ListChange): ListChangeKind {
  if (change.from === null) return 'entered';
  return change.to === null ? 'left' : 'moved';
}

function placeNames(lists: FormatLists): Map<string, { nombre: string; list: BanlistListName }> {
  const places = new Map<string, { nombre: string; list: BanlistListName }>();
  for (const list of BANLIST_LIST_NAMES) {
    for (const nombre of lists[list]) {
      const key = toCardMatchKeyCached(nombre);
      if (!places.has(key)) places.set(key, { nombre, list });
    }
  }
  return places;
}

const KIND_ORDER: Record<ListChangeKind, number> = { entered: 0, moved: 1, left: 2 };

/**
 * What a newer dated list changed from an older one (issue 15, item 4): cards that entered a
 * list, left every list, or moved between banned, limited to 1 and limited to 2. Names are
 * compared as banlists compare them (toCardMatchKey), so a respelling is no change; each change
 * shows the newer spelling when there is one. Ordered entered, moved, left, then by name.
 */
export function diffFormatLists(older: FormatLists, newer: FormatLists): ListChange[] {
  const before = placeNames(older);
  const after = placeNames(newer);
  const changes: ListChange[] = [];
  for (const [key, { nombre, list }] of after) {
    const earlier = before.get(key);
    if (earlier?.list !== list) changes.push({ nombre, from: earlier?.list ?? null, to: list });
  }
  for (const [key, { nombre, list }] of before) {
    if (!after.has(key)) changes.push({ nombre, from: list, to: null });
  }
  return changes.sort(
    (a, b) =>
      KIND_ORDER[describeListChange(a)] - KIND_ORDER[describeListChange(b)] ||
      compareSpanish(a.nombre, b.nombre),
  );
}
