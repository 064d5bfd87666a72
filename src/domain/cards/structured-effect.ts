import type { AbilityType, TargetSelector } from './effect-vocabulary';

/** A filter on a target, e.g. `{ propiedad: 'tipo', valor: 'aliado' }` (SPEC §3). */
export interface TargetFilter {
  propiedad: string;
  valor: string;
}

/** The target of an action (SPEC §3). */
export interface EffectTarget {
  selector: TargetSelector;
  cantidad?: number | string;
  filtros?: TargetFilter[];
}

/** One action of an option: verb, target and parameters (SPEC §3). */
export interface EffectAction {
  accion: string;
  objetivo?: EffectTarget;
  parametros?: Record<string, unknown>;
}

/** A cost entry of an option (SPEC §3). */
export interface EffectCost {
  tipo: string;
  cantidad: number;
}

/** One option of an ability (SPEC §3). */
export interface EffectOption {
  descripcion_opcion: string;
  costo: EffectCost[];
  acciones: EffectAction[];
}

/** A structured effect: the breakdown of one ability (SPEC §3 'Structured effect'). */
export interface StructuredEffect {
  descripcion: string;
  tipo_habilidad: AbilityType;
  limite_por_turno: number | 'infinito' | null;
  fase_activacion: string[];
  trigger: string[];
  opciones: EffectOption[];
}
