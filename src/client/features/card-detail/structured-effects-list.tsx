import { ACTIONS } from '../../../domain/cards/effect-vocabulary';
import {
  ABILITY_TYPE_LABELS,
  formatEffectCost,
  formatEffectKey,
  formatEffectValue,
  isActionId,
  SELECTOR_LABELS,
} from './effect-labels';
import type {
  EffectAction,
  EffectOption,
  StructuredEffect,
} from '../../../domain/cards/structured-effect';

/** Continuous abilities carry no limit (null), so they get no limit chip. */
function formatLimit(limit: StructuredEffect['limite_por_turno']): string | null {
  if (limit === null) return null;
  if (limit === 'infinito') return 'Sin límite por turno';
  return `${limit} ${limit === 1 ? 'vez' : 'veces'} por turno`;
}

function describeAction(action: EffectAction): string {
  const verb = isActionId(action.accion) ? ACTIONS[action.accion] : action.accion;
  const parts = [verb];
  const target = action.objetivo;
  if (target) {
    const amount = target.cantidad === undefined ? '' : ` ×${target.cantidad}`;
    const filters = (target.filtros ?? []).map(
      (filter) => `${formatEffectKey(filter.propiedad)}: ${formatEffectValue(filter.valor)}`,
    );
    parts.push(
      `— objetivo ${SELECTOR_LABELS[target.selector]}${amount}${filters.length > 0 ? ` (${filters.join(', ')})` : ''}`,
    );
  }
  const parameters = Object.entries(action.parametros ?? {});
  if (parameters.length > 0) {
    parts.push(
      `· ${parameters.map(([key, value]) => `${formatEffectKey(key)}: ${formatEffectValue(value)}`).join(', ')}`,
    );
  }
  return parts.join(' ');
}

function OptionDetails({ option, index }: { option: EffectOption; index: number }) {
  return (
    <li className="rounded-md border border-stone-700/70 bg-stone-950/50 p-3">
      <p className="font-medium text-stone-100">
        Opción {index + 1}
        {option.descripcion_opcion ? `: ${option.descripcion_opcion}` : ''}
      </p>
      {option.costo.length > 0 && (
        <p className="mt-1 text-stone-300">
          Costo: {option.costo.map(formatEffectCost).join(', ')}
        </p>
      )}
      {option.acciones.length > 0 && (
        <ul className="mt-1 list-disc space-y-0.5 pl-5 text-stone-300">
          {option.acciones.map((action, actionIndex) => (
            <li key={actionIndex}>{describeAction(action)}</li>
          ))}
        </ul>
      )}
    </li>
  );
}

/** The 'Ability Analysis' of the detail view: each structured effect, in Spanish. */
export function StructuredEffectsList({ effects }: { effects: readonly StructuredEffect[] }) {
  if (effects.length === 0) {
    return <p className="text-stone-400">Esta carta no tiene efectos estructurados.</p>;
  }
  return (
    <ol className="space-y-4">
      {effects.map((effect, index) => (
        <li
          key={index}
          className="rounded-lg border border-amber-200/15 bg-stone-900/70 p-4 text-sm"
        >
          <p className="text-base text-stone-100">{effect.descripcion}</p>
          <div className="mt-2 flex flex-wrap gap-2 text-xs">
            <span className="rounded-full bg-amber-300/15 px-2 py-0.5 text-amber-100">
              {ABILITY_TYPE_LABELS[effect.tipo_habilidad]}
            </span>
            {formatLimit(effect.limite_por_turno) !== null && (
              <span className="rounded-full bg-stone-700/60 px-2 py-0.5 text-stone-200">
                {formatLimit(effect.limite_por_turno)}
              </span>
            )}
          </div>
          {effect.fase_activacion.length > 0 && (
            <p className="mt-2 text-stone-300">
              Fases: {formatEffectValue(effect.fase_activacion)}
            </p>
          )}
          {effect.trigger.length > 0 && (
            <p className="mt-1 text-stone-300">
              Se dispara con: {formatEffectValue(effect.trigger)}
            </p>
          )}
          {effect.opciones.length > 0 && (
            <ul className="mt-3 space-y-2">
              {effect.opciones.map((option, optionIndex) => (
                <OptionDetails key={optionIndex} option={option} index={optionIndex} />
              ))}
            </ul>
          )}
        </li>
      ))}
    </ol>
  );
}
