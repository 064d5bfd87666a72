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

function describeEditions(editions: readonly string[] | null, reprints: boolean): string[] {
  if (editions === null) return [];
  const listed = `${editions.length === 1 ? 'edición' : 'ediciones'} ${joinAlternatives(editions)}`;
  return [reprints ? `${listed} (y sus reimpresiones)` : listed];
}

/**
 * A format's rules in one Spanish line (issue 15): 'Hasta 50 cartas · mínimo orientativo de 16
 * aliados · una sola raza · un solo bloque', with the real formats' rules when they are on
 * ('Exactamente 50 cartas', 'side deck de 10', 'al menos 1 Oro sin habilidad', the editions).
 */
export function describeFormatRules(rules: BanlistRules): string {
  const switches = readFormatSwitches(rules);
  const cards = `${rules.maxCard} ${rules.maxCard === 1 ? 'carta' : 'cartas'}`;
  const unlimited = switches.unlimitedCopies.length;
  return [
    switches.exactDeckSize ? `Exactamente ${cards}` : `Hasta ${cards}`,
    describeAllyMinimum(rules),
    switches.oneRace ? 'una sola raza' : 'cualquier raza',
    switches.oneBlock ? 'un solo bloque' : 'cualquier bloque',
    ...describeEditions(switches.allowedEditions, switches.reprintsAllowed),
    ...(switches.sideDeckSize > 0 ? [`side deck de ${switches.sideDeckSize}`] : []),
    ...(switches.minVanillaGold > 0
      ? [
          `al menos ${switches.minVanillaGold} ${switches.minVanillaGold === 1 ? 'Oro sin habilidad' : 'Oros sin habilidad'}`,
        ]
      : []),
    ...(unlimited > 0 ? [`${unlimited} ${unlimited === 1 ? 'carta' : 'cartas'} sin límite`] : []),
  ].join(' · ');
}
