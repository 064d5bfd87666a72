import { useMemo } from 'react';
import type { Card } from '../../../domain/cards/card';
import { describeError } from '../../lib/api-client';
import { useBanlists } from '../../lib/banlist-store';
import { useCards } from '../../lib/catalogue-queries';
import { useEditionBlocks } from '../../lib/edition-blocks';
import { useSavedDeckVerdicts } from '../../lib/saved-deck-verdicts';
import {
  resolveStoredDeck,
  useSavedDecksStore,
  type ResolvedDeck,
  type StoredDeck,
} from '../../lib/saved-decks-store';
import { BanlistsFallbackNotice } from '../../ui/banlists-fallback-notice';
import { LoadError } from '../../ui/load-error';
import { LoadingScreen } from '../../ui/loading-screen';
import { DeckAnalysisPanel } from './deck-analysis-panel';
import { DeckDifferencesList } from './deck-differences-list';
import { DeckPicker } from './deck-picker';
import { useDeckPair } from './use-deck-pair';

// SPEC §5: deck analysis needs at least two saved decks.
const MIN_DECKS_TO_COMPARE = 2;

function resolveById(
  decks: readonly StoredDeck[],
  id: string | null,
  cardsById: ReadonlyMap<number, Card>,
): ResolvedDeck | null {
  const stored = id === null ? undefined : decks.find((deck) => deck.id === id);
  return stored ? resolveStoredDeck(stored, cardsById) : null;
}

function DeckComparison({ decks }: { decks: readonly StoredDeck[] }) {
  const cardsQuery = useCards();
  const banlistsRead = useBanlists();
  const { banlists, isLoading: isLoadingBanlists } = banlistsRead;
  const editionBlocks = useEditionBlocks();
  const deckIds = useMemo(() => decks.map((deck) => deck.id), [decks]);
  const [pair, chooseDeck] = useDeckPair(deckIds);
  const cardsById = useMemo(
    () => new Map((cardsQuery.data ?? []).map((card) => [card.id, card])),
    [cardsQuery.data],
  );
  const first = useMemo(
    () => resolveById(decks, pair.first, cardsById),
    [decks, pair.first, cardsById],
  );
  const second = useMemo(
    () => resolveById(decks, pair.second, cardsById),
    [decks, pair.second, cardsById],
  );
  const judgedDecks = useSavedDeckVerdicts(decks, cardsById, banlists, editionBlocks);

  if (cardsQuery.isPending || isLoadingBanlists) return <LoadingScreen />;
  if (cardsQuery.isError) {
    return (
      <LoadError
        title="No se pudieron cargar las cartas."
        message={describeError(cardsQuery.error)}
        onRetry={() => void cardsQuery.refetch()}
      />
    );
  }
  const context = { banlists, editionBlocks };
  return (
    <div className="mx-auto max-w-7xl px-4 pb-12">
      {banlistsRead.isFallback && (
        <div className="mb-4">
          <BanlistsFallbackNotice
            isRetrying={banlistsRead.isRetrying}
            onRetry={banlistsRead.retry}
          />
        </div>
      )}
      <DeckPicker decks={judgedDecks} pair={pair} onChoose={chooseDeck} />
      <div className="grid gap-6 lg:grid-cols-2">
        {/* Keyed by deck so a swap starts each panel's odds form afresh for its new deck. */}
        <DeckAnalysisPanel
          key={`first-${pair.first}`}
          slotLabel="Primer mazo"
          resolved={first}
          {...context}
        />
        <DeckAnalysisPanel
          key={`second-${pair.second}`}
          slotLabel="Segundo mazo"
          resolved={second}
          {...context}
        />
      </div>
      {first && second && <DeckDifferencesList first={first.deck} second={second.deck} />}
    </div>
  );
}

/**
 * 'Análisis de Mazos' (SPEC §2): two saved decks side by side, with every figure from the rules
 * engine, the differences between them and their draw odds.
 */
export function DeckAnalysisScreen() {
  const decks = useSavedDecksStore((state) => state.decks);
  if (decks.length < MIN_DECKS_TO_COMPARE) {
    return (
      <p className="mx-auto max-w-2xl px-4 py-16 text-center font-serif text-xl text-stone-200">
        Necesitas al menos dos mazos guardados para analizar.
      </p>
    );
  }
  return <DeckComparison decks={decks} />;
}
