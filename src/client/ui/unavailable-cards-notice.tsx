import type { ReactNode } from 'react';

/** 'Este mazo tiene N cartas que ya no están en el catálogo.' (issue 14), singular for one. */
export function describeUnavailableCards(count: number): string {
  return count === 1
    ? 'Este mazo tiene 1 carta que ya no está en el catálogo.'
    : `Este mazo tiene ${count} cartas que ya no están en el catálogo.`;
}

interface UnavailableCardsNoticeProps {
  /** Copies of cards the catalogue no longer has; nothing is shown for 0. */
  count: number;
  /** 'alert' where the notice appears as the player opens the deck, so it is announced. */
  role: 'alert' | 'note';
  /** What this screen does with those cards. */
  children?: ReactNode;
}

/**
 * Says that a deck holds cards the catalogue no longer has (issue 14): they stay in the deck as
 * data but are not playable, so no total, chart or legality check counts them.
 */
export function UnavailableCardsNotice({ count, role, children }: UnavailableCardsNoticeProps) {
  if (count === 0) return null;
  return (
    <div
      role={role}
      className="rounded-md border border-amber-400/40 bg-amber-950/40 px-3 py-2 text-sm text-amber-100"
    >
      <p className="font-semibold">{describeUnavailableCards(count)}</p>
      {children && <p className="mt-0.5 text-amber-100/85">{children}</p>}
    </div>
  );
}
