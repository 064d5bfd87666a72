import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import { readFormatSwitches, type Banlist } from '../../../domain/banlists/banlist';
import { DEFAULT_CARD_FILTER } from '../../../domain/cards/card-filter';
import type { EditionBlocks } from '../../../domain/cards/edition-blocks';
import { countAllies, countCopiesById } from '../../../domain/decks/deck';
import { readSampleHandRules } from '../../../domain/decks/sample-hand';
import { countUnavailableCopies } from '../../../domain/decks/unavailable-cards';
import { isCardFilterActive } from '../../lib/card-filter-search';
import { useCards } from '../../lib/catalogue-queries';
import { useReportFirstScreenShown } from '../../lib/first-screen';
import { useCardFilter } from '../../lib/use-card-filter';
import { QueryFormats } from '../../lib/query-formats';
import { useGridCards } from '../../lib/use-card-query';
import { useViewportWidth } from '../../lib/viewport-width';
import { CardCountBar } from '../../ui/card-count-bar';
import { LoadingScreen } from '../../ui/loading-screen';
import { QuerySearchField, useIsSearchAboveGrid } from '../../ui/query-search-field';
import type { BuilderCards } from './builder-cards';
import { useChangedCardsStore } from './changed-cards-store';
import { DeckCardGrid } from './deck-card-grid';
import { DeckSyncStatus } from './account-decks/deck-sync-status';
import { DeckPanel } from './deck-panel';
import { DECK_SHEET_BELOW_WIDTH, DeckSheet } from './deck-sheet';
import { useDraftDeckStore, type DraftDeck } from './draft-deck-store';
import { ExportDeckDialog } from './export-deck-dialog';
import { ImportDeckDialog, type ImportedDeck } from './import-deck-dialog';
import { OwnedCardsToggle, useOwnedCardsFilter } from './owned-cards-toggle';
import { SampleHandDialog } from '../../ui/sample-hand-dialog';
import type { DeckTarget } from './side-deck-section';
import { useDeckInProgress } from './use-deck-in-progress';

interface DeckWorkspaceProps {
  draft: DraftDeck;
  cards: BuilderCards;
  banlist: Banlist;
  banlists: readonly Banlist[];
  editionBlocks: EditionBlocks;
}

/**
 * The builder once a format is chosen (SPEC §2): the filtered card grid and 'Mazo Actual'. With a
 * shared deck's page's cards only (BuilderCards), the deck and the grid's first cards show, and a
 * search or a filter waits for the whole catalogue.
 */
export function DeckWorkspace({
  draft,
  cards,
  banlist,
  banlists,
  editionBlocks,
}: DeckWorkspaceProps) {
  const deck = useDeckInProgress(draft, cards.byId, banlist, editionBlocks);
  const [filter, updateFilter] = useCardFilter();
  const handleSearchChange = useCallback(
    (searchTerm: string) => updateFilter({ searchTerm }),
    [updateFilter],
  );
  // The same search as the catalogue's (issue 18).
  const visibleCards = useGridCards(cards.grid, filter);
  const owned = useOwnedCardsFilter(visibleCards);
  const isFiltered = isCardFilterActive(filter) || owned.isOn;
  // The page's first cards answer no search: it asks for the whole catalogue at once and waits.
  const isWaitingForCatalogue = !cards.isComplete && isFiltered;
  useCards({ enabled: isWaitingForCatalogue });
  const openDraft = useDraftDeckStore((state) => state.openDraft);
  const clearDraft = useDraftDeckStore((state) => state.clearDraft);
  const [chosenTarget, setTarget] = useState<DeckTarget>('main');
  // A format without side deck adds to the main deck whatever was chosen before.
  const target = readFormatSwitches(banlist.rules).sideDeckSize > 0 ? chosenTarget : 'main';
  const targetCards = target === 'side' ? deck.sideCards : deck.deckCards;
  const targetCopiesById = useMemo(() => countCopiesById(targetCards), [targetCards]);
  const marks = useChangedCardsStore((state) => state.marks);
  const setMarks = useChangedCardsStore((state) => state.setMarks);

  // On the workspace's first render the deck shows at once and the grid follows in a second
  // render, which React slices between frames instead of adding it to one long task (issue 19);
  // with a shared deck's page's cards, whose grid the page already drew, both come at once.
  const isGridShown = useDeferredValue(true, !cards.isComplete);
  // Painted, the page's first cards let the catalogue's download start (main.tsx).
  const gridRef = useReportFirstScreenShown(isGridShown && !cards.isComplete);

  const isNarrow = useViewportWidth() < DECK_SHEET_BELOW_WIDTH;
  const isSearchAboveGrid = useIsSearchAboveGrid();

  function handleImport(imported: ImportedDeck) {
    openDraft({ ...imported, id: null });
  }

  const panel = (
    <DeckPanel
      deckName={draft.name}
      isSavedDeck={draft.id !== null}
      saveStatus={draft.id === null ? null : <DeckSyncStatus deckId={draft.id} />}
      deckCards={deck.deckCards}
      sideCards={deck.sideCards}
      target={target}
      onTargetChange={setTarget}
      onRemoveSide={deck.removeSideCard}
      catalogue={cards.byId}
      unavailable={deck.unavailable}
      suggestions={deck.suggestions}
      banlist={banlist}
      editionBlocks={editionBlocks}
      onRemove={deck.removeCard}
      onReplaceUnavailable={deck.replaceUnavailable}
      onRemoveUnavailable={deck.removeUnavailable}
      onSave={deck.saveDeck}
      onCancel={clearDraft}
      changedCards={marks !== null && marks.deckId === draft.id ? marks : null}
      onDismissChangedCards={() => setMarks(null)}
      tools={
        <>
          <ExportDeckDialog
            deckName={draft.name}
            format={draft.format}
            formatName={banlist.name}
            deckCards={deck.deckCards}
            sideCards={deck.sideCards}
            unavailableCount={countUnavailableCopies(deck.unavailable)}
          />
          <ImportDeckDialog
            triggerLabel="Importar"
            catalogue={cards.all}
            isCatalogueLoading={!cards.isComplete}
            banlists={banlists}
            editionBlocks={editionBlocks}
            currentFormat={draft.format}
            isReplacingDeck={deck.deckCards.length > 0}
            onImport={handleImport}
          />
          <SampleHandDialog cards={deck.deckCards} {...readSampleHandRules(banlist.rules)} />
        </>
      }
    />
  );

  return (
    <div
      className={`flex flex-col gap-4 p-3 sm:p-4 lg:flex-row-reverse lg:items-start ${isNarrow ? 'pb-20' : ''}`}
    >
      <QueryFormats text={filter.searchTerm} />
      {isNarrow ? (
        <DeckSheet
          count={deck.deckCards.length}
          maxCards={banlist.rules.maxCard}
          allies={countAllies(deck.deckCards)}
          minAllies={banlist.rules.minAllies}
        >
          {panel}
        </DeckSheet>
      ) : (
        <div className="lg:sticky lg:top-18 lg:max-h-[calc(100dvh-5.5rem)] lg:w-80 lg:shrink-0 lg:overflow-y-auto">
          {panel}
        </div>
      )}
      <div className="min-w-0 flex-1">
        {isSearchAboveGrid && (
          <div className="pb-3">
            <QuerySearchField
              label="Buscar cartas"
              value={filter.searchTerm}
              onChange={handleSearchChange}
            />
          </div>
        )}
        <OwnedCardsToggle filter={owned} />
        {!isWaitingForCatalogue && (
          <CardCountBar
            shown={cards.isComplete ? owned.cards.length : cards.total}
            total={cards.total}
            isFilterActive={isFiltered}
            onClearFilter={() => {
              updateFilter(DEFAULT_CARD_FILTER);
              owned.setOn(false);
            }}
            className="min-h-10 pb-2"
          />
        )}
        {!isGridShown ? null : isWaitingForCatalogue ? (
          <LoadingScreen />
        ) : owned.cards.length === 0 ? (
          <p className="py-24 text-center font-serif text-xl text-stone-300">
            No se encontraron cartas
          </p>
        ) : (
          <div ref={gridRef}>
            <DeckCardGrid
              cards={owned.cards}
              availability={deck.availability}
              target={target}
              targetCopiesById={targetCopiesById}
              onAdd={target === 'side' ? deck.addSideCard : deck.addCard}
              onRemove={target === 'side' ? deck.removeSideCard : deck.removeCard}
            />
          </div>
        )}
      </div>
    </div>
  );
}
