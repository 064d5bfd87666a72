import { useId, useMemo } from 'react';

/**
 * The ids of the words a grid's tiles name their controls with around a card's name ('Ver
 * habilidad de' Merlín, 'Quitar una copia de' Merlín 'de tu colección'). A tile's controls are
 * labelled by these and by its name's element (aria-labelledby), so their attributes stay the same
 * when a filter change gives the tile another card, and only the name's text changes: some ninety
 * label attributes a change on the desktop are not written (issue 19).
 */
export interface TileLabelIds {
  showAbility: string;
  removeCopy: string;
  fromCollection: string;
  addCopy: string;
  toCollection: string;
  inCollection: string;
}

const LABEL_TEXTS: Record<keyof TileLabelIds, string> = {
  showAbility: 'Ver habilidad de',
  removeCopy: 'Quitar una copia de',
  fromCollection: 'de tu colección',
  addCopy: 'Añadir una copia de',
  toCollection: 'a tu colección',
  inCollection: 'en tu colección',
};

const LABEL_KEYS = Object.keys(LABEL_TEXTS) as (keyof TileLabelIds)[];

/** One set of ids per grid, the same on every render. */
export function useTileLabelIds(): TileLabelIds {
  const prefix = useId();
  return useMemo(() => {
    const idOf = (key: keyof TileLabelIds) => `${prefix}-${key}`;
    return {
      showAbility: idOf('showAbility'),
      removeCopy: idOf('removeCopy'),
      fromCollection: idOf('fromCollection'),
      addCopy: idOf('addCopy'),
      toCollection: idOf('toCollection'),
      inCollection: idOf('inCollection'),
    };
  }, [prefix]);
}

/** The words themselves, out of sight: an accessible name may read hidden elements. */
export function TileLabels({ ids }: { ids: TileLabelIds }) {
  return (
    <div hidden>
      {LABEL_KEYS.map((key) => (
        <span key={key} id={ids[key]}>
          {LABEL_TEXTS[key]}
        </span>
      ))}
    </div>
  );
}
