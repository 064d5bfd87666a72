import {
  ACTIONS,
  type AbilityType,
  type TargetSelector,
  type Zone,
} from '../../../domain/cards/effect-vocabulary';
import type { EffectCost } from '../../../domain/cards/structured-effect';

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

/**
 * Spanish names of the keys structured data gives a target's filters and an action's parameters
 * (the demo data's and the AI prompt's); any other key is shown spaced and capitalised.
 */
const KEY_LABELS: Readonly<Record<string, string>> = {
  tipo: 'Tipo',
  zona: 'Zona',
  raza: 'Raza',
  coste: 'Coste',
  coste_minimo: 'Coste mínimo',
  coste_maximo: 'Coste máximo',
  fuerza_minima: 'Fuerza mínima',
  fuerza_maxima: 'Fuerza máxima',
  cantidad: 'Cantidad',
  origen: 'Origen',
  destino: 'Destino',
  duracion: 'Duración',
  referencia: 'Referencia',
  condicion: 'Condición',
  barajar: 'Barajar',
  eleccion: 'Elección',
  al_azar: 'Al azar',
  efecto: 'Efecto',
  tipo_dano: 'Tipo de daño',
  por_cada: 'Por cada',
  fuente: 'Fuente',
  momento: 'Momento',
};

export function isActionId(value: string): value is keyof typeof ACTIONS {
  return Object.hasOwn(ACTIONS, value);
}

/** A snake_case id spaced: 'fin_del_turno' reads 'fin del turno'. */
function spaceId(id: string): string {
  return id.replaceAll('_', ' ');
}

/** The name a filter's property or a parameter's key reads under ('duracion' is 'Duración'). */
export function formatEffectKey(key: string): string {
  const known = Object.hasOwn(KEY_LABELS, key) ? KEY_LABELS[key] : undefined;
  if (known !== undefined) return known;
  const spaced = spaceId(key);
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

/**
 * A value from structured data made readable: zone ids and action ids named, yes or no for a
 * flag, snake_case ids spaced.
 */
export function formatEffectValue(value: unknown): string {
  if (Array.isArray(value)) return value.map(formatEffectValue).join(', ');
  if (typeof value === 'boolean') return value ? 'sí' : 'no';
  if (typeof value === 'string') {
    if (isZone(value)) return ZONE_LABELS[value];
    if (isActionId(value)) return ACTIONS[value].toLowerCase();
    return spaceId(value);
  }
  if (value !== null && typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** One cost of an option: gold counted in Spanish ('1 oro', '2 oros'), any other as a deed. */
export function formatEffectCost(cost: EffectCost): string {
  if (cost.tipo === 'oro') return `${cost.cantidad} ${cost.cantidad === 1 ? 'oro' : 'oros'}`;
  const deed = formatEffectValue(cost.tipo);
  return cost.cantidad === 1 ? deed : `${deed} ×${cost.cantidad}`;
}
