import { useId, type ReactNode } from 'react';
import type { Banlist } from '../../../domain/banlists/banlist';
import type { Card } from '../../../domain/cards/card';
import type { EditionBlocks } from '../../../domain/cards/edition-blocks';
import { useBrokenSavedDecks, type BrokenSavedDeck } from '../../lib/broken-saved-decks';
import { useSavedDeckVerdicts } from '../../lib/saved-deck-verdicts';
import {
  deleteLibraryDeck,
  isDeckOnAccount,
  renameLibraryDeck,
} from '../../lib/deck-sync/deck-library';
import { useDeckSyncStore } from '../../lib/deck-sync/deck-sync-store';
import { useSavedDecksStore, type StoredDeck } from '../../lib/saved-decks-store';
import { AccountDeckTools } from './account-decks/account-deck-tools';
import { AccountDecksNotices } from './account-decks/account-decks-notices';
import { makeCardNamer } from './account-decks/card-namer';
import { DeckTrashSection } from './account-decks/deck-trash-section';
import { FormatList } from './format-list';
import { SavedDeckRow } from './saved-deck-row';

interface FormatPickerProps {
  banlists: readonly Banlist[];
  /** The catalogue by id, to tell how many of each deck's cards it still has. */
  cardsById: ReadonlyMap<number, Card>;
  /** The edition → block mapping, for each deck's legality in its format. */
  editionBlocks: EditionBlocks;
  onChooseFormat: (format: string) => void;
  /** Opens a saved deck, with what a newer official list broke in it to mark. */
  onLoadDeck: (deck: StoredDeck, broken?: BrokenSavedDeck) => void;
  /** The import button, which owns its dialog. */
  importTool: ReactNode;
}

/**
 * What the builder shows with no format chosen (SPEC §2, §4): 'Crear tech' with one button per
 * format, and 'Cargar Mazo Existente' only when saved decks exist, each deck with its verdict
 * in its stored format as the format and the catalogue stand now (issue 15), and what a newer
 * official list broke in it since it was saved (issue 15, item 5).
 */
export function FormatPicker({
  banlists,
  cardsById,
  editionBlocks,
  onChooseFormat,
  onLoadDeck,
  importTool,
}: FormatPickerProps) {
  const decks = useSavedDecksStore((state) => state.decks);
  const hasTrash = useDeckSyncStore((state) => state.userId !== null && state.trash.length > 0);
  // Re-render when a deck joins the account, so its delete button tells where it goes.
  useDeckSyncStore((state) => state.sync.decks);
  const createId = useId();
  const loadId = useId();
  const formatNames = new Map(banlists.map((banlist) => [banlist.key, banlist.name]));
  const nameFormat = (key: string) => formatNames.get(key) ?? key;
  const judgedDecks = useSavedDeckVerdicts(decks, cardsById, banlists, editionBlocks);
  const brokenDecks = useBrokenSavedDecks(decks, cardsById, banlists, editionBlocks);

  return (
    <div className="grid gap-8 p-4 sm:p-6 md:grid-cols-2">
      <section aria-labelledby={createId}>
        <h3 id={createId} className="mb-3 font-serif text-2xl text-amber-200">
          Crear tech
        </h3>
        <FormatList banlists={banlists} onChoose={onChooseFormat} />
        <div className="mt-4">{importTool}</div>
      </section>
      {(decks.length > 0 || hasTrash) && (
        <section aria-labelledby={loadId}>
          <h3 id={loadId} className="mb-3 font-serif text-2xl text-amber-200">
            Cargar Mazo Existente
          </h3>
          <AccountDecksNotices decks={decks} />
          <ul className="space-y-2">
            {judgedDecks.map(({ deck, verdict }) => (
              <SavedDeckRow
                key={deck.id}
                deck={deck}
                formatName={formatNames.get(deck.format) ?? null}
                verdict={verdict}
                broken={brokenDecks.get(deck.id)}
                onLoad={onLoadDeck}
                onRename={renameLibraryDeck}
                onDelete={deleteLibraryDeck}
                isOnAccount={isDeckOnAccount(deck.id)}
                accountTools={
                  <AccountDeckTools
                    deck={deck}
                    nameCard={makeCardNamer(cardsById, deck.names)}
                    nameFormat={nameFormat}
                  />
                }
              />
            ))}
          </ul>
          <DeckTrashSection />
        </section>
      )}
    </div>
  );
}
