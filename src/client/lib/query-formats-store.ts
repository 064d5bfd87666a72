import { create } from 'zustand';
import type { Banlist } from '../../domain/banlists/banlist';

interface QueryFormatsState {
  /** Every format the player sees, once a query has needed them; null before. */
  banlists: readonly Banlist[] | null;
  setBanlists: (banlists: readonly Banlist[]) => void;
}

/**
 * The formats card queries read for `ban:` and `legal:` (issue 18). They are loaded only when a
 * query names one, so the catalogue's first screen does not carry every format's lists.
 */
export const useQueryFormatsStore = create<QueryFormatsState>((set) => ({
  banlists: null,
  setBanlists: (banlists) => set({ banlists }),
}));

const NAMES_A_FORMAT = /(?:^|[\s(-])(?:ban|legal)(?:!=|[:=])/iu;

/** Whether a query's text names a format (`ban:`, `legal:`), so the formats must be loaded. */
export function needsQueryFormats(text: string): boolean {
  return NAMES_A_FORMAT.test(text);
}
