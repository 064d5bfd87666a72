import type { Card } from '../../domain/cards/card';

/**
 * What a card does, as the catalogue's overlay says it (SPEC §2): its ability, or that it has
 * none, then 'Coste:' and, for a card with strength, 'Fuerza:'. Shared by the catalogue's overlay
 * and the builder's card dialog.
 */
export function CardAbility({ card }: { card: Card }) {
  return (
    <>
      <p className="flex-1 whitespace-pre-line">
        {card.habilidad?.trim() ? card.habilidad : 'Esta carta no tiene habilidad.'}
      </p>
      <dl className="flex gap-4 border-t border-amber-200/20 pt-2 font-semibold text-amber-100">
        <div className="flex gap-1">
          <dt>Coste:</dt>
          <dd>{card.coste ?? 'N/A'}</dd>
        </div>
        {card.fuerza !== null && (
          <div className="flex gap-1">
            <dt>Fuerza:</dt>
            <dd>{card.fuerza}</dd>
          </div>
        )}
      </dl>
    </>
  );
}

/** The round 'i' a tile's ability button shows (its 44 px target is the button around it). */
export function AbilityIcon({ isActive }: { isActive: boolean }) {
  return (
    <span
      aria-hidden="true"
      className={`grid size-7 place-items-center rounded-full font-serif text-sm font-bold italic ring-1 ${
        isActive
          ? 'bg-amber-300 text-stone-950 ring-amber-200'
          : 'bg-stone-950/80 text-amber-100 ring-amber-200/50'
      }`}
    >
      i
    </span>
  );
}
