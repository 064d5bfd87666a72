import { toCardMatchKeyCached } from '../cards/card-name';
import { createClosestNameFinder, type ClosestNameFinder } from '../decks/closest-names';
import type { Banlist, BanlistRules } from './banlist';
import { BANLIST_LIST_NAMES, type BanlistListName } from './exclusive-card-lists';

/** Most replacements offered for an entry that names no card (issue 14). */
export const MAX_ENTRY_SUGGESTIONS = 3;

/** Shown beside each banlist entry that names no card of the catalogue (issue 14). */
export const UNRESOLVED_ENTRY_MESSAGE = 'No corresponde a ninguna carta del catálogo';

/** A banlist entry that names no card of the catalogue, with the names it may have meant. */
export interface UnresolvedBanlistEntry {
  list: BanlistListName;
  /** Position of the entry in its list, from 0. */
  position: number;
  /** The entry as written in the list. */
  nombre: string;
  /**
   * Up to 3 catalogue names closest to the entry, best first, leaving out cards the format's
   * lists already hold. Possibly empty.
   */
  suggestions: string[];
}

/** One format's entries that name no card, in list order (banned, limited to 1, to 2). */
export interface FormatUnresolvedEntries {
  key: string;
  name: string;
  entries: UnresolvedBanlistEntry[];
}

/** The catalogue's names indexed once, to resolve the entries of many formats and drafts. */
export interface BanlistEntryResolver {
  /** Whether an entry names a card of the catalogue (SPEC §5 'Banlist name matching'). */
  isResolved: (nombre: string) => boolean;
  /** One format's entries that name no card, each with up to 3 suggested replacements. */
  findUnresolved: (rules: BanlistRules) => UnresolvedBanlistEntry[];
}

// Suggestions per entry are kept so that editing a draft does not search the catalogue again
// for every unchanged entry; cleared when full so memory stays bounded.
const MAX_REMEMBERED_QUERIES = 2_000;

/**
 * Indexes a catalogue's card names for banlist entries (issue 14, SPEC §5): an entry resolves
 * when its toCardMatchKey is some card's; the closest names (findClosestNames on match keys)
 * are only searched for entries that do not.
 */
export function createBanlistEntryResolver(cardNames: readonly string[]): BanlistEntryResolver {
  const cardKeys = new Set<string>();
  for (const name of cardNames) cardKeys.add(toCardMatchKeyCached(name));
  cardKeys.delete('');
  let finder: ClosestNameFinder | null = null;
  const rankedByQuery = new Map<string, string[]>();

  const isResolved = (nombre: string) => cardKeys.has(toCardMatchKeyCached(nombre));

  const rankClosestNames = (nombre: string): string[] => {
    const remembered = rankedByQuery.get(nombre);
    if (remembered) return remembered;
    finder ??= createClosestNameFinder(cardNames, toCardMatchKeyCached);
    const ranked = finder(nombre, Infinity);
    if (rankedByQuery.size >= MAX_REMEMBERED_QUERIES) rankedByQuery.clear();
    rankedByQuery.set(nombre, ranked);
    return ranked;
  };

  const findUnresolved = (rules: BanlistRules): UnresolvedBanlistEntry[] => {
    const chosenKeys = new Set(
      BANLIST_LIST_NAMES.flatMap((list) => rules[list]).map(toCardMatchKeyCached),
    );
    return BANLIST_LIST_NAMES.flatMap((list) =>
      rules[list].flatMap((nombre, position) => {
        if (isResolved(nombre)) return [];
        const suggestions = rankClosestNames(nombre)
          .filter((name) => !chosenKeys.has(toCardMatchKeyCached(name)))
          .slice(0, MAX_ENTRY_SUGGESTIONS);
        return [{ list, position, nombre, suggestions }];
      }),
    );
  };

  return { isResolved, findUnresolved };
}

/**
 * Every format's entries that name no card of the catalogue (issue 14 'Banlist names resolve to
 * cards'), one result per format in the given order (with an empty `entries` when all resolve),
 * each entry with up to 3 closest catalogue names as replacements. Matching is toCardMatchKey.
 * For many calls against one catalogue, keep a createBanlistEntryResolver instead.
 */
export function findUnresolvedBanlistEntries(
  banlists: readonly Banlist[],
  cardNames: readonly string[],
): FormatUnresolvedEntries[] {
  const resolver = createBanlistEntryResolver(cardNames);
  return banlists.map(({ key, name, rules }) => ({
    key,
    name,
    entries: resolver.findUnresolved(rules),
  }));
}
