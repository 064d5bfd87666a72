import type { AbilityType, TargetSelector, Zone } from '../../../domain/cards/effect-vocabulary';

/** Spanish names of the ability types of SPEC §3. */
export const ABILITY_TYPE_LABELS: Record<AbilityType, string> = {
  activada: 'Activada',
  disparada: 'Disparada',
  continua: 'Continua',
};

/** How a target's side reads after 'objetivo'. */
export const SELECTOR_LABELS: Record<TargetSelector, string> = {
  propio: 'propio',
  oponente: 'del oponente',
  cualquiera: 'cualquiera',
};

/** Spanish names of the zone ids of SPEC §7, as players call them. */
const ZONE_LABELS: Record<Zone, string> = {
  DECK: 'Mazo',
  HAND: 'Mano',
  ORO_RESERVE: 'Reserva de oro',
  ORO_PAID: 'Oro pagado',
  DEFENSE_LINE: 'Línea de defensa',
  ATTACK_LINE: 'Línea de ataque',
  SUPPORT_LINE: 'Línea de apoyo',
  GRAVEYARD: 'Cementerio',
  BANISH_ZONE: 'Destierro',
  PERMANENT_EFFECT_ZONE: 'Zona de efectos permanentes',
};

function isZone(value: string): value is Zone {
  return Object.hasOwn(ZONE_LABELS, value);
}

/** A value from structured data made readable: zone ids named, snake_case ids spaced. */
export function formatEffectValue(value: unknown): string {
  if (Array.isArray(value)) return value.map(formatEffectValue).join(', ');
  if (typeof value === 'string')
    return isZone(value) ? ZONE_LABELS[value] : value.replaceAll('_', ' ');
  if (value !== null && typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
