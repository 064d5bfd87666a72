import { useId, useState } from 'react';
import { Link } from 'wouter';
import { DECK_VISIBILITIES, type DeckVisibility } from '../../../../contract/account-decks';
import { putDeckVisibility } from '../../../lib/deck-sync/deck-sync-requests';
import { useDeckSyncStore } from '../../../lib/deck-sync/deck-sync-store';
import { useOnlineStatus } from '../../../lib/use-online-status';
import { toPublicDeckPath } from '../../../paths';
import { OfflineNotice } from '../../../ui/offline-notice';

const VISIBILITY_LABELS: Record<DeckVisibility, string> = {
  private: 'Privado',
  unlisted: 'Solo con enlace',
  public: 'Público',
};

/**
 * Who sees a deck of the account (issue 17): 'Privado' (only its owner), 'Solo con enlace' (its
 * page, for whoever has the link) or 'Público' (also in 'Mazos de la comunidad').
 */
export function DeckVisibilityControl({ deckId, deckName }: { deckId: string; deckName: string }) {
  const selectId = useId();
  const visibility = useDeckSyncStore((state) => state.visibility[deckId] ?? 'private');
  const [problem, setProblem] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  // Publishing changes who sees the deck on the server: it cannot wait in the browser.
  const isOnline = useOnlineStatus();

  async function handleChange(next: DeckVisibility) {
    setIsSaving(true);
    setProblem(null);
    const result = await putDeckVisibility(deckId, next);
    setIsSaving(false);
    if (!result.ok) {
      setProblem(result.message);
      return;
    }
    const { visibility: current, setVisibility } = useDeckSyncStore.getState();
    setVisibility({ ...current, [deckId]: result.data.visibility });
  }

  return (
    <div className="flex flex-wrap items-center gap-2">
      <label htmlFor={selectId} className="text-xs text-stone-400">
        Visibilidad<span className="sr-only"> de {deckName}</span>
      </label>
      <select
        id={selectId}
        value={visibility}
        // Not disabled while saving: a disabled select drops the keyboard's focus to the page.
        aria-busy={isSaving}
        disabled={!isOnline}
        onChange={(event) => {
          if (isSaving) return;
          const next = DECK_VISIBILITIES.find((value) => value === event.target.value);
          if (next !== undefined) void handleChange(next);
        }}
        className="min-h-11 rounded-md border border-stone-700 bg-stone-950 px-2 py-1 text-sm text-stone-100 sm:min-h-0"
      >
        {DECK_VISIBILITIES.map((value) => (
          <option key={value} value={value}>
            {VISIBILITY_LABELS[value]}
          </option>
        ))}
      </select>
      {visibility !== 'private' && (
        <Link
          href={toPublicDeckPath(deckId)}
          className="inline-flex min-h-11 items-center text-sm text-amber-200 underline sm:min-h-0"
        >
          Ver su página
        </Link>
      )}
      {!isOnline && <OfflineNotice isCompact />}
      {problem !== null && (
        <p role="alert" className="w-full text-xs text-rose-300">
          {problem}
        </p>
      )}
    </div>
  );
}
