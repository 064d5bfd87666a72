import { useDeckSyncStore } from '../../../lib/deck-sync/deck-sync-store';
import type { StoredDeck } from '../../../lib/saved-decks-store';
import type { CardNamer } from './card-namer';
import { DeckConflictDialog } from './deck-conflict-dialog';
import { DeckHistoryDialog } from './deck-history-dialog';
import { DeckSyncStatus } from './deck-sync-status';
import { DeckVisibilityControl } from './deck-visibility-control';

interface AccountDeckToolsProps {
  deck: StoredDeck;
  nameCard: CardNamer;
  nameFormat: (key: string) => string;
}

/**
 * A saved deck's account tools for a signed-in player (issue 16): where it stands with the
 * account, 'Resolver conflicto' when a save met a change made elsewhere, its 'Historial', and who
 * sees it (issue 17).
 */
export function AccountDeckTools({ deck, nameCard, nameFormat }: AccountDeckToolsProps) {
  const isSignedIn = useDeckSyncStore((state) => state.userId !== null);
  const hasVersions = useDeckSyncStore((state) => (state.sync.decks[deck.id]?.version ?? 0) > 0);
  if (!isSignedIn) return null;
  return (
    <div className="flex w-full flex-wrap items-center gap-2 px-2">
      <DeckSyncStatus deckId={deck.id} />
      <DeckConflictDialog deck={deck} nameCard={nameCard} nameFormat={nameFormat} />
      {hasVersions && (
        <>
          <DeckHistoryDialog
            deckId={deck.id}
            deckName={deck.name}
            nameCard={nameCard}
            nameFormat={nameFormat}
          />
          <DeckVisibilityControl deckId={deck.id} deckName={deck.name} />
        </>
      )}
    </div>
  );
}
