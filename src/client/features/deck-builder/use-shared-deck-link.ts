import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { Banlist } from '../../../domain/banlists/banlist';
import type { Card } from '../../../domain/cards/card';
import { notify } from '../../lib/notification-store';
import { DECK_SHARE_PARAM } from '../../paths';
import { useDraftDeckStore, type DraftDeck } from './draft-deck-store';
import { readSharedDeck } from './shared-deck';

interface SharedDeckLinkInput {
  catalogue: readonly Card[] | undefined;
  cardsById: ReadonlyMap<number, Card>;
  banlists: readonly Banlist[];
  /** False while the official formats are still on their way. */
  isReady: boolean;
}

export interface SharedDeckLink {
  /** The address holds a share code the builder has not opened yet (or refused). */
  isOpening: boolean;
  /**
   * The deck the link opens, from the render that can read it until the builder holds it: null
   * when it would replace a deck in progress (the player is asked first) or cannot be opened.
   */
  openingDraft: DraftDeck | null;
  /** A shared deck waiting for the player to confirm it may replace the deck in progress. */
  pendingDeck: DraftDeck | null;
  confirmPendingDeck: () => void;
  dismissPendingDeck: () => void;
}

/**
 * Opens the deck of a share link ('/mazos?mazo=<code>') on the builder as an unsaved copy, then
 * drops the code from the URL. A damaged or outdated code is explained in the notification
 * modal; a deck in progress is replaced only after the player confirms.
 */
export function useSharedDeckLink({
  catalogue,
  cardsById,
  banlists,
  isReady,
}: SharedDeckLinkInput): SharedDeckLink {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const [pendingDeck, setPendingDeck] = useState<DraftDeck | null>(null);
  const handledCode = useRef<string | null>(null);
  const code = new URLSearchParams(search).get(DECK_SHARE_PARAM);

  const isUnhandled = code !== null && handledCode.current !== code;
  const canOpen = isUnhandled && isReady && catalogue !== undefined;
  const shared = useMemo(
    () => (canOpen && code !== null ? readSharedDeck(code, catalogue, cardsById, banlists) : null),
    [canOpen, code, catalogue, cardsById, banlists],
  );
  const current = useDraftDeckStore((state) => state.draft);
  const replacesNothing = current === null || current.cardIds.length === 0;

  useEffect(() => {
    if (shared === null || code === null || handledCode.current === code) return;
    handledCode.current = code;
    const params = new URLSearchParams(search);
    params.delete(DECK_SHARE_PARAM);
    const rest = params.toString();
    navigate(rest === '' ? location : `${location}?${rest}`, { replace: true });

    if (!shared.ok) {
      notify(shared.reason);
      return;
    }
    const inProgress = useDraftDeckStore.getState().draft;
    if (inProgress !== null && inProgress.cardIds.length > 0) setPendingDeck(shared.draft);
    // The very draft the builder has been showing: nothing on screen changes.
    else useDraftDeckStore.getState().openDraft(shared.draft);
  }, [shared, code, search, location, navigate]);

  const confirmPendingDeck = useCallback(() => {
    if (pendingDeck !== null) useDraftDeckStore.getState().openDraft(pendingDeck);
    setPendingDeck(null);
  }, [pendingDeck]);
  const dismissPendingDeck = useCallback(() => setPendingDeck(null), []);

  return {
    isOpening: isUnhandled,
    // Shown by the builder's first render with it, so a shared deck's page goes from the
    // server's drawing of the deck (issue 19) to the deck, never through 'Cargando...'.
    openingDraft: shared?.ok === true && replacesNothing ? shared.draft : null,
    pendingDeck,
    confirmPendingDeck,
    dismissPendingDeck,
  };
}
