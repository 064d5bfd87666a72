import { normalizeActionName } from '../cards/action-names';
import { ABILITY_TYPES, TARGET_SELECTORS, ZONES } from '../cards/effect-vocabulary';
import { decodeStructuredEffects } from './effects-parser';
import { isRecord } from './json-value';

/** Something in structured effects that does not fit the vocabulary, and where. */
export interface EffectProblem {
  /** Where, e.g. `$[0].opciones[1].acciones[0].accion`. */
  path: string;
  /** What is wrong, in Spanish for the review screen. */
  problem: string;
}

type Report = (path: string, problem: string) => void;

const isText = (value: unknown): value is string => typeof value === 'string';

function listOf(values: readonly string[]): string {
  return `${values.slice(0, -1).join(', ')} o ${values.at(-1) ?? ''}`;
}

function checkTextList(value: unknown, path: string, report: Report): void {
  if (value === undefined) return;
  if (!Array.isArray(value) || !value.every(isText)) report(path, 'debe ser una lista de textos');
}

function checkZone(value: unknown, path: string, report: Report): void {
  if (!isText(value) || !(ZONES as readonly string[]).includes(value)) {
    report(path, `zona desconocida: ${JSON.stringify(value)}`);
  }
}

function checkTarget(target: unknown, path: string, report: Report): void {
  if (target === undefined) return;
  if (!isRecord(target)) return report(path, 'debe ser un objeto');
  if (!(TARGET_SELECTORS as readonly unknown[]).includes(target['selector'])) {
    report(`${path}.selector`, `debe ser ${listOf(TARGET_SELECTORS)}`);
  }
  const cantidad = target['cantidad'];
  if (cantidad !== undefined && typeof cantidad !== 'number' && !isText(cantidad)) {
    report(`${path}.cantidad`, 'debe ser un número o un texto');
  }
  const filtros = target['filtros'];
  if (filtros === undefined) return;
  if (!Array.isArray(filtros)) return report(`${path}.filtros`, 'debe ser una lista');
  filtros.forEach((filter: unknown, index) => {
    const at = `${path}.filtros[${index}]`;
    if (!isRecord(filter) || !isText(filter['propiedad']) || !isText(filter['valor'])) {
      return report(at, 'debe tener propiedad y valor de texto');
    }
    if (filter['propiedad'] === 'zona') checkZone(filter['valor'], `${at}.valor`, report);
  });
}

function checkAction(action: unknown, path: string, report: Report): void {
  if (!isRecord(action)) return report(path, 'debe ser un objeto');
  if (normalizeActionName(action['accion']) === null) {
    report(`${path}.accion`, `acción desconocida: ${JSON.stringify(action['accion'])}`);
  }
  checkTarget(action['objetivo'], `${path}.objetivo`, report);
  const parametros = action['parametros'];
  if (parametros === undefined) return;
  if (!isRecord(parametros)) return report(`${path}.parametros`, 'debe ser un objeto');
  if (parametros['destino'] !== undefined) {
    checkZone(parametros['destino'], `${path}.parametros.destino`, report);
  }
}

function checkCost(cost: unknown, path: string, report: Report): void {
  if (!isRecord(cost) || !isText(cost['tipo']) || typeof cost['cantidad'] !== 'number') {
    report(path, 'debe tener tipo de texto y cantidad numérica');
  }
}

function checkOption(option: unknown, path: string, report: Report): void {
  if (!isRecord(option)) return report(path, 'debe ser un objeto');
  if (!isText(option['descripcion_opcion']))
    report(`${path}.descripcion_opcion`, 'debe ser un texto');
  const costo = option['costo'];
  if (costo !== undefined) {
    if (Array.isArray(costo))
      costo.forEach((cost: unknown, i) => checkCost(cost, `${path}.costo[${i}]`, report));
    else report(`${path}.costo`, 'debe ser una lista');
  }
  const acciones = option['acciones'];
  if (!Array.isArray(acciones)) return report(`${path}.acciones`, 'debe ser una lista');
  acciones.forEach((action: unknown, i) => checkAction(action, `${path}.acciones[${i}]`, report));
}

function isTurnLimit(value: unknown): boolean {
  return value === null || value === 'infinito' || (Number.isInteger(value) && Number(value) >= 0);
}

function checkEffect(effect: unknown, path: string, report: Report): void {
  if (!isRecord(effect)) return report(path, 'debe ser un objeto');
  if (!isText(effect['descripcion'])) report(`${path}.descripcion`, 'debe ser un texto');
  if (!(ABILITY_TYPES as readonly unknown[]).includes(effect['tipo_habilidad'])) {
    report(`${path}.tipo_habilidad`, `debe ser ${listOf(ABILITY_TYPES)}`);
  }
  if (!isTurnLimit(effect['limite_por_turno'])) {
    report(`${path}.limite_por_turno`, 'debe ser un número, "infinito" o null');
  }
  checkTextList(effect['fase_activacion'], `${path}.fase_activacion`, report);
  checkTextList(effect['trigger'], `${path}.trigger`, report);
  const opciones = effect['opciones'];
  if (!Array.isArray(opciones)) return report(`${path}.opciones`, 'debe ser una lista');
  opciones.forEach((option: unknown, i) => checkOption(option, `${path}.opciones[${i}]`, report));
}

/**
 * Structured-effect validator (SPEC §3 'Structured effect', §7 vocabulary): ability types, zones,
 * actions (ids or known synonyms), selectors and `limite_por_turno` as a number, 'infinito' or
 * null. Lists what does not fit; an empty list means the effects fit. Accepts a JSON string too.
 */
export function validateStructuredEffects(value: unknown): EffectProblem[] {
  const problems: EffectProblem[] = [];
  const report: Report = (path, problem) => {
    problems.push({ path, problem });
  };
  const effects = decodeStructuredEffects(value);
  if (!Array.isArray(effects)) return [{ path: '$', problem: 'debe ser una lista de efectos' }];
  effects.forEach((effect: unknown, i) => checkEffect(effect, `$[${i}]`, report));
  return problems;
}
