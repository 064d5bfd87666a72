import { useState, type ReactNode } from 'react';
import { DECK_PANEL_BESIDE_MIN_WIDTH } from '../../../contract/card-grid-geometry';
import { BottomSheet } from '../../ui/bottom-sheet';

/** Below this width (Tailwind's lg) 'Mazo Actual' is a bottom sheet instead of a side panel. */
export const DECK_SHEET_BELOW_WIDTH = DECK_PANEL_BESIDE_MIN_WIDTH;

interface DeckSheetProps {
  count: number;
  maxCards: number;
  allies: number;
  minAllies: number;
  children: ReactNode;
}

/**
 * 'Mazo Actual' on a narrow screen (issue 19): a bar at the foot of the screen with the count
 * (n/50) and the allies always in sight while cards are added; a tap opens the whole panel.
 */
export function DeckSheet({ count, maxCards, allies, minAllies, children }: DeckSheetProps) {
  const [isOpen, setIsOpen] = useState(false);
  const alliesText = minAllies > 0 ? `${allies} / ${minAllies}` : String(allies);
  const hasEnoughAllies = allies >= minAllies;
  return (
    <>
      <p role="status" className="sr-only">
        Cartas en el mazo: {count}/{maxCards}
      </p>
      <BottomSheet
        title="Mazo Actual"
        triggerLabel={`Mazo Actual: ${count}/${maxCards} cartas, ${alliesText} aliados. Ver el mazo`}
        summary={
          <>
            <span className="font-serif text-lg text-amber-200">Mazo Actual</span>
            <span className="text-lg font-semibold text-stone-100 tabular-nums">
              {count}/{maxCards}
            </span>
            <span className="ml-auto text-sm text-stone-400">
              Aliados{' '}
              <span
                className={`font-semibold tabular-nums ${
                  minAllies <= 0
                    ? 'text-stone-100'
                    : hasEnoughAllies
                      ? 'text-emerald-300'
                      : 'text-pink-300'
                }`}
              >
                {alliesText}
              </span>
            </span>
          </>
        }
        isOpen={isOpen}
        onOpenChange={setIsOpen}
      >
        {children}
      </BottomSheet>
    </>
  );
}
