import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { z } from 'zod';
import { create } from 'zustand';
import { API_PATHS } from '../../contract/api-paths';
import { banlistListSchema, storedBanlistSchema } from '../../contract/banlists';
import { builtOnFirstUse } from '../../contract/built-on-first-use';
import type { Banlist } from '../../domain/banlists/banlist';
import { BUILT_IN_BANLISTS } from '../../domain/banlists/built-in-banlists';
import { isShippedBuiltInVersion } from '../../domain/formats/built-in-versions';
import { ApiError, fetchJson } from './api-client';

import { readStoredValue, writeStoredValue, type StorageRecovery } from './local-store';
import { followOtherTabChanges } from './other-tab-changes';

/** localStorage key of the visitor's banlists (SPEC §7 'Local storage'). */
export const BANLISTS_STORAGE_KEY = 'mysticBanlists';

const storedBanlistsSchema = builtOnFirstUse(() =>
  z.record(z.string(), storedBanlistSchema.unwrap()),
);
type StoredBanlists = z.infer<typeof storedBanlistsSchema>;

function makeDefaultBanlists(): StoredBanlists {
  return Object.fromEntries(BUILT_IN_BANLISTS.map((banlist) => [banlist.key, banlist]));
}

interface BanlistStoreState {
  /** The visitor's banlists by key: the built-in formats (as edited) and their own. */
  local: StoredBanlists;
  /** Set once when stored data was unreadable and was kept in a backup key. */
  recovery: StorageRecovery | null;
  /** Creates or replaces one banlist by key and persists all. */
  saveBanlist: (banlist: Banlist) => void;
  /** Replaces every stored banlist at once (upload of a whole banlists.json). */
  replaceBanlists: (banlists: readonly Banlist[]) => void;
  /** Reads `mysticBanlists` again: another tab wrote it, or a test set it up. */
  reloadFromStorage: () => void;
  dismissRecovery: () => void;
}

function readInitialBanlists(): Pick<BanlistStoreState, 'local' | 'recovery'> {
  const read = readStoredValue(
    localStorage,
    BANLISTS_STORAGE_KEY,
    storedBanlistsSchema,
    makeDefaultBanlists,
  );
  return { local: read.value, recovery: read.recovery };
}

/**
 * The visitor's banlists, kept in localStorage under `mysticBanlists` with sets stored as arrays.
 * Defaults (the built-in formats) are written on first read; corrupt data is backed up first.
 */
export const useBanlistStore = create<BanlistStoreState>()((set, get) => ({
  ...readInitialBanlists(),
  saveBanlist: (banlist) => {
    const local = { ...get().local, [banlist.key]: banlist };
    writeStoredValue(localStorage, BANLISTS_STORAGE_KEY, local);
    set({ local });
  },
  replaceBanlists: (banlists) => {
    const local = Object.fromEntries(banlists.map((banlist) => [banlist.key, banlist]));
    writeStoredValue(localStorage, BANLISTS_STORAGE_KEY, local);
    set({ local });
  },
  reloadFromStorage: () => set(readInitialBanlists()),
  dismissRecovery: () => set({ recovery: null }),
}));

// Another tab's edits show here too, so two open tabs never save over each other's lists.
followOtherTabChanges(BANLISTS_STORAGE_KEY, () => useBanlistStore.getState().reloadFromStorage());

// A server that accepts the request and never answers must not keep the screens on
// 'Cargando...': each attempt gives up after this long, and once the attempts are spent the
// built-in lists stand in (see useBanlists).
const OFFICIAL_BANLISTS_ATTEMPT_LIMIT_MS = 8_000;

const TIMEOUT_FAILURE = {
  ok: false,
  status: 0,
  error: 'timeout',
  message: 'El servidor tardó demasiado en responder.',
} as const;

async function fetchOfficialBanlists(): Promise<Banlist[]> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeLimit = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(
      () => reject(new ApiError(TIMEOUT_FAILURE)),
      OFFICIAL_BANLISTS_ATTEMPT_LIMIT_MS,
    );
  });
  try {
    return await Promise.race([fetchJson(API_PATHS.banlists, banlistListSchema), timeLimit]);
  } finally {
    clearTimeout(timer);
  }
}

export const officialBanlistsQueryOptions = {
  queryKey: ['banlists'] as const,
  queryFn: fetchOfficialBanlists,
};

/** The official formats kept on the server (`GET /api/banlists`). */
export function useOfficialBanlists() {
  return useQuery(officialBanlistsQueryOptions);
}

/**
 * The visitor's copy of an official format, or undefined when they never changed it. The
 * built-in defaults written on first read (SPEC §7), by this release or an earlier one with an
 * older list, are not changes: those formats follow what editors publish on the server
 * (docs/decisions/0009-published-banlists-reach-visitors.md, ADR 0016).
 */
function findVisitorCopy(
  key: string,
  local: Readonly<Record<string, Banlist>>,
): Banlist | undefined {
  const copy = local[key];
  return copy && isShippedCopy(copy) ? undefined : copy;
}

// A stored format never changes in place (the store replaces it), so its answer is kept: every
// screen that lists formats merges them on each change of the store or of the server's formats,
// and comparing a copy with each shipped version matches hundreds of card names.
const shippedCopies = new WeakMap<Banlist, boolean>();

function isShippedCopy(copy: Banlist): boolean {
  let isShipped = shippedCopies.get(copy);
  if (isShipped === undefined) {
    isShipped = isShippedBuiltInVersion(copy);
    shippedCopies.set(copy, isShipped);
  }
  return isShipped;
}

/**
 * Every format a visitor can build for: the official formats from the server, each replaced by
 * the visitor's own version when they changed it, then the visitor's own banlists. Built-in
 * formats come first in their published order.
 */
export function mergeBanlists(
  official: readonly Banlist[],
  local: Readonly<Record<string, Banlist>>,
): Banlist[] {
  const officialKeys = new Set(official.map((banlist) => banlist.key));
  const merged = official.map((banlist) => findVisitorCopy(banlist.key, local) ?? banlist);
  const own = Object.values(local).filter((banlist) => !officialKeys.has(banlist.key));
  return [...merged, ...own];
}

/** The formats a screen offers, and whether they can be shown yet. */
export interface BanlistsRead {
  banlists: Banlist[];
  /**
   * True until the server's official formats arrive or fail: screens show 'Cargando...' (SPEC
   * §2) rather than built-in lists that the server may have replaced.
   */
  isLoading: boolean;
  /** True when the server's formats could not be read and the built-in ones stand in. */
  isFallback: boolean;
  /** True while a new attempt to read the server's formats is under way. */
  isRetrying: boolean;
  /** Asks the server for its formats again. */
  retry: () => void;
}

/**
 * All formats, official and local (see mergeBanlists). When the server cannot give its formats
 * (after the query's retries, or while the browser is offline), the built-in formats stand in
 * and `isFallback` says so; a later retry does not hide the screen behind 'Cargando...' again.
 */
export function useBanlists(): BanlistsRead {
  const local = useBanlistStore((state) => state.local);
  const official = useOfficialBanlists();
  const banlists = useMemo(
    () => mergeBanlists(official.data ?? BUILT_IN_BANLISTS, local),
    [official.data, local],
  );
  const hasFailed = official.errorUpdateCount > 0 || official.isPaused;
  const isLoading = official.isPending && !hasFailed;
  return {
    banlists,
    isLoading,
    isFallback: official.data === undefined && !isLoading,
    isRetrying: official.isFetching && hasFailed,
    retry: () => void official.refetch(),
  };
}

/** The published version of a format, for 'Restaurar': the server's, else the built-in one. */
export function findPublishedBanlist(
  key: string,
  official: readonly Banlist[] | undefined,
): Banlist | undefined {
  return (official ?? BUILT_IN_BANLISTS).find((banlist) => banlist.key === key);
}
