import type { ReactNode } from 'react';

/**
 * A control at the end of the header: below `sm` a round 44 px icon, so the section title keeps
 * the header's width on a phone (its words stay the accessible name); from `sm` up, its words.
 */
export const HEADER_CONTROL_CLASS =
  'my-2 grid size-11 shrink-0 place-items-center rounded-full border border-amber-300/40 text-sm text-amber-100 hover:bg-amber-300/10 sm:block sm:size-auto sm:rounded-md sm:px-3 sm:py-1.5';

/** A header control's line icon, shown below `sm` only; `children` are its shapes. */
export function HeaderControlIcon({ children }: { children: ReactNode }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-5 sm:hidden"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}
