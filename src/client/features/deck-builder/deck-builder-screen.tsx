import { useDeferredValue, useLayoutEffect, useRef, useState } from 'react';
import { AlertDialog } from 'radix-ui';
import { useSearch } from 'wouter';
import type { Card } from '../../../domain/cards/card';
import { describeError } from '../../lib/api-client';
import { useBanlists } from '../../lib/banlist-store';
import { useCards } from '../../lib/catalogue-queries';
import { describeListOf } from '../../lib/banlist-history';
import type { BrokenSavedDeck } from '../../lib/broken-saved-decks';
import { useEditionBlocks } from '../../lib/edition-blocks';
import { useSavedDecksStore, type StoredDeck } from '../../lib/saved-decks-store';
import { DECK_SHARE_PARAM } from '../../paths';
import { BanlistsFallbackNotice } from '../../ui/banlists-fallback-notice';
import { LoadError } from '../../ui/load-error';
import { LoadingScreen } from '../../ui/loading-screen';
import { canShowDeck, readPageCards, useBuilderCards } from './builder-cards';
import { DECK_BUILDER_TITLE_ID } from './deck-builder-frame';
import { useChangedCardsStore } from './changed-cards-store';
import { DeckWorkspace } from './deck-workspace';
import { useDraftDeckStore } from './draft-deck-store';
import { FormatList } from './format-list';
import { FormatPicker } from './format-picker';
import { ImportDeckDialog, type ImportedDeck } from './import-deck-dialog';
import { useSavedDecksSync } from './use-saved-decks-sync';
import { useSharedDeckLink } from './use-shared-deck-link';
import { useStorageRecoveryNotice } from './use-storage-recovery-notice';

const NO_CARDS: readonly Card[] = [];
const NO_CARDS_BY_ID: ReadonlyMap<number, Card> = new Map();

/**
 * The deck builder, 'Fabrica de tech' (SPEC §2), inside its frame (DeckBuilderFrame): the format
 * picker, or the deck in progress; the side menu stays usable because its filter panel filters
 * the builder's grid (ADR 0005).
 */
export function DeckBuilderScreen() {
  const search = useSearch();
  const draft = useDraftDeckStore((state) => state.draft);
  const hasSavedDecks = useSavedDecksStore((state) => state.decks.length > 0);
  const [isImportWanted, setIsImportWanted] = useState(false);
  // The format picker alone needs no cards: 20,000 of them cost a phone seconds of parsing, so
  // the catalogue loads once a deck is open, saved decks need their verdicts or a shared deck
  // arrives; reaching for 'Importar mazo' (its dialog reads names against it) loads it behind
  // the picker.
  const isCatalogueShown =
    draft !== null || hasSavedDecks || new URLSearchParams(search).has(DECK_SHARE_PARAM);
  // A shared deck's page brings that deck's cards, and the grid's first: the deck shows before
  // the whole catalogue, which downloads once they are painted (main.tsx), unless the builder
  // needs it for another deck or a search (DeckWorkspace) first.
  const pageCards = readPageCards();
  const needsCatalogue = isCatalogueShown && (pageCards === null || !canShowDeck(pageCards, draft));
  const cardsQuery = useCards({ enabled: needsCatalogue || isImportWanted });
  const banlistsRead = useBanlists();
  const { banlists, isLoading: isLoadingBanlists } = banlistsRead;
  const editionBlocks = useEditionBlocks();
  const openDraft = useDraftDeckStore((state) => state.openDraft);
  const updateDraft = useDraftDeckStore((state) => state.updateDraft);
  const setChangedCards = useChangedCardsStore((state) => state.setMarks);
  // The builder's render once the catalogue arrives is a transition, which React slices between
  // frames instead of one long task on a phone's CPU (issue 19).
  const loadedCatalogue = useDeferredValue(cardsQuery.data);
  const catalogue = loadedCatalogue ?? NO_CARDS;
  const cards = useBuilderCards(loadedCatalogue);
  const cardsById = cards?.isComplete ? cards.byId : NO_CARDS_BY_ID;
  useStorageRecoveryNotice();
  useSavedDecksSync();
  const sharedLink = useSharedDeckLink({
    catalogue: cards?.all,
    cardsById: cards?.byId ?? NO_CARDS_BY_ID,
    banlists,
    isReady: !isLoadingBanlists,
  });

  // Choosing a format or loading a saved deck takes the picker, and the button pressed in it,
  // away: the focus goes to the builder's title rather than falling to the page.
  const isFocusDue = useRef(false);
  const isDeckOpen = (sharedLink.openingDraft ?? draft) !== null;
  useLayoutEffect(() => {
    if (!isDeckOpen || !isFocusDue.current) return;
    isFocusDue.current = false;
    document.getElementById(DECK_BUILDER_TITLE_ID)?.focus();
  }, [isDeckOpen]);

  function handleChooseFormat(format: string) {
    isFocusDue.current = true;
    openDraft({ format, id: null, name: null, cardIds: [] });
  }

  function handleLoadDeck(stored: StoredDeck, broken?: BrokenSavedDeck) {
    isFocusDue.current = true;
    setChangedCards(
      broken === undefined
        ? null
        : {
            deckId: stored.id,
            listOf: describeListOf(broken.current),
            violations: broken.violations,
          },
    );
    // Every stored id goes on the builder, those the catalogue lost too (issue 14).
    openDraft({
      format: stored.format,
      id: stored.id,
      name: stored.name,
      cardIds: [...stored.cards],
      ...(stored.side === undefined ? {} : { sideCardIds: [...stored.side] }),
      names: stored.names,
    });
  }

  function handleImport(imported: ImportedDeck) {
    openDraft({ ...imported, id: null });
  }

  function renderBody() {
    if (cardsQuery.isError) {
      return (
        <LoadError
          title="No se pudieron cargar las cartas."
          message={describeError(cardsQuery.error)}
          onRetry={() => void cardsQuery.refetch()}
        />
      );
    }
    if (isLoadingBanlists || (sharedLink.isOpening && sharedLink.openingDraft === null)) {
      return <LoadingScreen />;
    }
    // A shared deck shows from the first render that can read it, before the builder holds it.
    const shownDraft = sharedLink.openingDraft ?? draft;
    if (shownDraft === null) {
      // Saved decks' verdicts and an import read the whole catalogue.
      if (isCatalogueShown && loadedCatalogue === undefined) return <LoadingScreen />;
      return (
        <FormatPicker
          banlists={banlists}
          cardsById={cardsById}
          editionBlocks={editionBlocks}
          onChooseFormat={handleChooseFormat}
          onLoadDeck={handleLoadDeck}
          importTool={
            <div
              onPointerDownCapture={() => setIsImportWanted(true)}
              onFocusCapture={() => setIsImportWanted(true)}
            >
              <ImportDeckDialog
                triggerLabel="Importar mazo"
                catalogue={catalogue}
                isCatalogueLoading={loadedCatalogue === undefined}
                banlists={banlists}
                editionBlocks={editionBlocks}
                currentFormat={null}
                isReplacingDeck={false}
                onImport={handleImport}
              />
            </div>
          }
        />
      );
    }
    if (cards === null || !canShowDeck(cards, shownDraft)) return <LoadingScreen />;
    const banlist = banlists.find((candidate) => candidate.key === shownDraft.format);
    if (banlist === undefined) {
      return (
        <div className="mx-auto max-w-xl p-4 sm:p-6">
          <p role="alert" className="mb-4 text-stone-200">
            El formato "{shownDraft.format}" de este mazo ya no existe. Elige otro formato para
            seguir con el mazo:
          </p>
          <FormatList banlists={banlists} onChoose={(format) => updateDraft({ format })} />
        </div>
      );
    }
    return (
      <DeckWorkspace
        draft={shownDraft}
        cards={cards}
        banlist={banlist}
        banlists={banlists}
        editionBlocks={editionBlocks}
      />
    );
  }

  return (
    <>
      {banlistsRead.isFallback && (
        <div className="px-4 pt-4 sm:px-6">
          <BanlistsFallbackNotice
            isRetrying={banlistsRead.isRetrying}
            onRetry={banlistsRead.retry}
          />
        </div>
      )}
      {renderBody()}
      <AlertDialog.Root
        open={sharedLink.pendingDeck !== null}
        onOpenChange={(isOpen) => !isOpen && sharedLink.dismissPendingDeck()}
      >
        {/* Only while asked, as BottomSheet's portal: a closed one updates state on mount. */}
        {sharedLink.pendingDeck !== null && (
          <AlertDialog.Portal>
            <AlertDialog.Overlay className="fixed inset-0 z-40 bg-black/70" />
            <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(90vw,28rem)] -translate-x-1/2 -translate-y-1/2 rounded-xl border border-amber-300/30 bg-stone-900 p-6 shadow-2xl shadow-black">
              <AlertDialog.Title className="font-serif text-xl text-amber-200">
                Abrir mazo compartido
              </AlertDialog.Title>
              <AlertDialog.Description className="mt-3 text-stone-200">
                Tienes un mazo en curso. Si abres el mazo compartido, reemplazará al mazo en curso y
                se perderán los cambios que no hayas guardado.
              </AlertDialog.Description>
              <div className="mt-6 flex justify-end gap-3">
                <AlertDialog.Cancel className="rounded-md border border-stone-600 px-4 py-2 text-stone-200 hover:bg-stone-800">
                  Mantener mi mazo
                </AlertDialog.Cancel>
                <AlertDialog.Action
                  onClick={sharedLink.confirmPendingDeck}
                  className="rounded-md bg-amber-300 px-4 py-2 font-semibold text-stone-950 hover:bg-amber-200"
                >
                  Abrir mazo compartido
                </AlertDialog.Action>
              </div>
            </AlertDialog.Content>
          </AlertDialog.Portal>
        )}
      </AlertDialog.Root>
    </>
  );
}
