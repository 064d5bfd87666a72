import { readFormatSwitches, type BanlistRules } from '../../../domain/banlists/banlist';
import { formatCardType } from '../../../domain/cards/card-type-labels';

/** 'A', 'A o B', 'A, B o C'. */
function joinAlternatives(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} o ${items.at(-1) ?? ''}`;
}

function describeAllyMinimum(rules: BanlistRules): string {
  const switches = readFormatSwitches(rules);
  if (rules.minAllies === 0) return 'sin mínimo de aliados';
  const kind = switches.minAlliesRequired ? 'mínimo obligatorio' : 'mínimo orientativo';
  const isAlliesOnly =
    switches.minAlliesCountedTypes.length === 1 && switches.minAlliesCountedTypes[0] === 'aliado';
  if (isAlliesOnly)
    return `${kind} de ${rules.minAllies} ${rules.minAllies === 1 ? 'aliado' : 'aliados'}`;
  const counted = `cartas de tipo ${joinAlternatives(switches.minAlliesCountedTypes.map(formatCardType))}`;
  return `${kind} de ${rules.minAllies} ${counted}`;
}

/**
 * A format's rules in one Spanish line (issue 15): 'Hasta 50 cartas · mínimo orientativo de 16
 * aliados · una sola raza · un solo bloque'.
 */
export function describeFormatRules(rules: BanlistRules): string {
  const switches = readFormatSwitches(rules);
  return [
    `Hasta ${rules.maxCard} ${rules.maxCard === 1 ? 'carta' : 'cartas'}`,
    describeAllyMinimum(rules),
    switches.oneRace ? 'una sola raza' : 'cualquier raza',
    switches.oneBlock ? 'un solo bloque' : 'cualquier bloque',
  ].join(' · ');
}
