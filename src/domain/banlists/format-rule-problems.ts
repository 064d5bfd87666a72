import { toCardMatchKeyCached } from '../cards/card-name';
import type { BanlistRules } from './banlist';
import { BANLIST_LIST_LABELS, findCardList, findCardListConflicts } from './exclusive-card-lists';

/** A rule of a format that contradicts another, with the field at fault ('limitedOne', 3). */
export interface FormatRuleProblem {
  path: (string | number)[];
  message: string;
}

function findUnlimitedConflicts(rules: BanlistRules): FormatRuleProblem[] {
  const seen = new Set<string>();
  return (rules.unlimitedCopies ?? []).flatMap((nombre, position): FormatRuleProblem[] => {
    const path = ['unlimitedCopies', position];
    const key = toCardMatchKeyCached(nombre);
    if (seen.has(key)) {
      return [
        { path, message: `"${nombre}" está repetida en ${BANLIST_LIST_LABELS.unlimitedCopies}.` },
      ];
    }
    seen.add(key);
    const list = findCardList(rules, nombre);
    if (list === null) return [];
    const message = `"${nombre}" ya está en ${BANLIST_LIST_LABELS[list]}: no puede estar también sin límite de copias.`;
    return [{ path, message }];
  });
}

function findLimitProblems(rules: BanlistRules): FormatRuleProblem[] {
  const problems: FormatRuleProblem[] = [];
  if (rules.minAllies > rules.maxCard) {
    problems.push({
      path: ['minAllies'],
      message: `El mínimo de aliados (${rules.minAllies}) no puede superar el tamaño del mazo (${rules.maxCard}).`,
    });
  }
  if ((rules.minVanillaGold ?? 0) > rules.maxCard) {
    problems.push({
      path: ['minVanillaGold'],
      message: `El mínimo de Oros sin habilidad (${rules.minVanillaGold}) no puede superar el tamaño del mazo (${rules.maxCard}).`,
    });
  }
  return problems;
}

/**
 * What makes a well-typed format malformed (issue 15, item 6): a card in two of its lists (or
 * twice in one), a card both limited and without limit, a minimum bigger than the deck. Every
 * entry point refuses such a format with these messages: the server's write, an uploaded file
 * and local storage (through the contract's schema).
 */
export function findFormatRuleProblems(rules: BanlistRules): FormatRuleProblem[] {
  const listConflicts = findCardListConflicts(rules).map((conflict) => ({
    path: [conflict.list, conflict.position],
    message: conflict.reason,
  }));
  return [...findLimitProblems(rules), ...listConflicts, ...findUnlimitedConflicts(rules)];
}
