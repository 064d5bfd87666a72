import type { ActionCapability } from '../../../domain/analysis/action-capabilities';

interface ActionCapabilitiesGridProps {
  capabilities: readonly ActionCapability[];
}

/**
 * 'Capacidades del Mazo' (SPEC §2): each action with its total, and how many target the own
 * side ('Propio') and the opponent when above 0.
 */
export function ActionCapabilitiesGrid({ capabilities }: ActionCapabilitiesGridProps) {
  return (
    <section className="rounded-lg border border-stone-700/70 bg-stone-900/70 p-3">
      <h3 className="font-serif text-lg text-amber-200">Capacidades del Mazo</h3>
      {capabilities.length === 0 ? (
        <p className="mt-2 text-sm text-stone-400">
          Las habilidades de este mazo no registran acciones.
        </p>
      ) : (
        <ul className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-3">
          {capabilities.map((capability) => (
            <li
              key={capability.action}
              className="rounded-md border border-stone-700/70 bg-stone-950/60 px-3 py-2"
            >
              <p className="text-sm text-stone-300">{capability.label}</p>
              <p className="text-2xl font-semibold text-stone-100">{capability.total}</p>
              {capability.own > 0 && (
                <p className="text-xs text-emerald-300">Propio: {capability.own}</p>
              )}
              {capability.opponent > 0 && (
                <p className="text-xs text-rose-300">Oponente: {capability.opponent}</p>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
