import { toCardMatchKeyCached } from '../cards/card-name';
import type { BanlistRules } from './banlist';

/** The three lists of a format (SPEC §3 'Banlist'). */
export type BanlistListName = 'banned' | 'limitedOne' | 'limitedTwo';

/** In the order the editor shows them. */
export const BANLIST_LIST_NAMES: readonly BanlistListName[] = [
  'banned',
  'limitedOne',
  'limitedTwo',
];

/**
 * Every card list of a format: the three of SPEC §3 and the copy-limit exception of the real
 * formats (issue 15), which a format may leave out. A card is in one of them at most.
 */
export type FormatCardListName = BanlistListName | 'unlimitedCopies';

export const FORMAT_CARD_LIST_NAMES: readonly FormatCardListName[] = [
  ...BANLIST_LIST_NAMES,
  'unlimitedCopies',
];

/** The editor's label of each list (SPEC §2 'Banlist editor'). */
export const BANLIST_LIST_LABELS: Readonly<Record<FormatCardListName, string>> = {
  banned: 'Cartas Prohibidas',
  limitedOne: 'Limitadas a 1',
  limitedTwo: 'Limitadas a 2',
  unlimitedCopies: 'Sin límite de copias',
};

/** A list's names; the copy-limit exception is empty when the format leaves it out. */
export function readCardList(rules: BanlistRules, list: FormatCardListName): readonly string[] {
  return rules[list] ?? [];
}

/** A card name that breaks the one-list rule: where it sits and why it may not. */
export interface CardListConflict {
  list: BanlistListName;
  /** Position of the offending entry in its list, from 0. */
  position: number;
  nombre: string;
  reason: string;
}

function isSameName(a: string, b: string): boolean {
  return toCardMatchKeyCached(a) === toCardMatchKeyCached(b);
}

/** Every name in any of the format's lists: the names the editor's type-ahead leaves out. */
export function listChosenNames(rules: BanlistRules): string[] {
  return FORMAT_CARD_LIST_NAMES.flatMap((list) => readCardList(rules, list));
}

/** The list that holds a card (matched by match key, SPEC §5), or null. */
export function findCardList(rules: BanlistRules, nombre: string): BanlistListName | null {
  return (
    BANLIST_LIST_NAMES.find((list) => rules[list].some((entry) => isSameName(entry, nombre))) ??
    null
  );
}

/**
 * Puts a card in one list of a format. A card can be in only one list, so it leaves whichever
 * other list held it; a card already in the target list is left where it is.
 */
export function addCardToList(
  rules: BanlistRules,
  list: FormatCardListName,
  nombre: string,
): BanlistRules {
  const name = nombre.trim();
  if (name === '' || readCardList(rules, list).some((entry) => isSameName(entry, name))) {
    return rules;
  }
  const withoutCard = FORMAT_CARD_LIST_NAMES.reduce<BanlistRules>(
    (current, other) => removeCardFromList(current, other, name),
    rules,
  );
  return { ...withoutCard, [list]: [...readCardList(withoutCard, list), name] };
}

/** Takes a card out of one list of a format, matched by match key (SPEC §5). */
export function removeCardFromList(
  rules: BanlistRules,
  list: FormatCardListName,
  nombre: string,
): BanlistRules {
  const entries = readCardList(rules, list);
  if (!entries.some((entry) => isSameName(entry, nombre))) return rules;
  return { ...rules, [list]: entries.filter((entry) => !isSameName(entry, nombre)) };
}

/**
 * Puts `replacement` where `nombre` stands in one list, keeping the list's order: the one-click
 * fix of an entry that names no card (issue 14). The one-list rule still holds: the replacement
 * leaves any other list that held it, and a copy already in this list is dropped.
 */
export function replaceCardInList(
  rules: BanlistRules,
  list: FormatCardListName,
  nombre: string,
  replacement: string,
): BanlistRules {
  const name = replacement.trim();
  const position = readCardList(rules, list).findIndex((entry) => isSameName(entry, nombre));
  if (name === '' || position === -1) return rules;
  const withoutCard = FORMAT_CARD_LIST_NAMES.reduce<BanlistRules>(
    (current, other) => (other === list ? current : removeCardFromList(current, other, name)),
    rules,
  );
  const entries = readCardList(rules, list).flatMap((entry, index) => {
    if (index === position) return [name];
    return isSameName(entry, name) ? [] : [entry];
  });
  return { ...withoutCard, [list]: entries };
}

/**
 * The one-list rule checked over a whole format, as an uploaded file may break it: every entry
 * repeated in its list or already present in an earlier list (in the order banned, limited to 1,
 * limited to 2) is reported, by match key (SPEC §5).
 */
export function findCardListConflicts(rules: BanlistRules): CardListConflict[] {
  const firstSeen = new Map<string, BanlistListName>();
  const conflicts: CardListConflict[] = [];
  for (const list of BANLIST_LIST_NAMES) {
    rules[list].forEach((nombre, position) => {
      const key = toCardMatchKeyCached(nombre);
      const earlier = firstSeen.get(key);
      if (earlier === undefined) {
        firstSeen.set(key, list);
        return;
      }
      const reason =
        earlier === list
          ? `"${nombre}" está repetida en ${BANLIST_LIST_LABELS[list]}.`
          : `"${nombre}" ya está en ${BANLIST_LIST_LABELS[earlier]}: una carta solo puede estar en una de las tres listas.`;
      conflicts.push({ list, position, nombre, reason });
    });
  }
  return conflicts;
}
