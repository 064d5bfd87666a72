import { useEffect, useId, useLayoutEffect, useMemo, useRef, type ReactNode } from 'react';
import type { Banlist } from '../../../domain/banlists/banlist';
import type { Card } from '../../../domain/cards/card';
import type { EditionBlocks } from '../../../domain/cards/edition-blocks';
import { countAllies, countGold } from '../../../domain/decks/deck';
import { checkDeckLegality } from '../../../domain/decks/deck-legality';
import type { CardSource } from '../../../domain/decks/format-deck-checks';
import { readFormatSwitches } from '../../../domain/banlists/banlist';
import { groupDeckCards } from '../../../domain/decks/deck-order';
import { describeNewLimit } from '../../../domain/formats/broken-decks';
import {
  countUnavailableCopies,
  type UnavailableDeckCard,
} from '../../../domain/decks/unavailable-cards';
import { UnavailableCardsNotice } from '../../ui/unavailable-cards-notice';
import { CancelDeckDialog } from './cancel-deck-dialog';
import { ChangedCardsNotice } from './changed-cards-notice';
import type { ChangedCards } from './changed-cards-store';
import { DatedListCheck } from './dated-list-check';
import { DeckCardLine } from './deck-card-line';
import { DeckLegalityPanel } from './deck-legality-panel';
import { MissingCardsSection } from '../../ui/missing-cards-section';
import { SaveDeckControl } from './save-deck-control';
import { SideDeckSection, type DeckTarget } from './side-deck-section';
import { UnavailableDeckLine } from './unavailable-deck-line';

interface DeckPanelProps {
  deckName: string | null;
  /** Whether the deck was saved before: saving again replaces it (SPEC §4). */
  isSavedDeck: boolean;
  /** Where the saved deck stands with the account (issue 16); null for a visitor or a new deck. */
  saveStatus: ReactNode;
  deckCards: readonly Card[];
  /** The side deck (issue 15) and where the grid adds cards. */
  sideCards: readonly Card[];
  target: DeckTarget;
  onTargetChange: (target: DeckTarget) => void;
  onRemoveSide: (cardId: number) => void;
  /** The catalogue, to tell reprints apart in formats that allow only some editions. */
  catalogue: CardSource;
  /** Cards the catalogue no longer has, listed apart and counted in no total (issue 14). */
  unavailable: readonly UnavailableDeckCard[];
  /** The closest current card by name for each unavailable card, by its id. */
  suggestions: ReadonlyMap<number, Card>;
  banlist: Banlist;
  editionBlocks: EditionBlocks;
  onRemove: (cardId: number) => void;
  onReplaceUnavailable: (cardId: number, replacement: Card) => void;
  onRemoveUnavailable: (cardId: number) => void;
  onSave: (name: string) => boolean;
  onCancel: () => void;
  /** The cards a newer official list broke in this saved deck, to mark (issue 15, item 5). */
  changedCards: ChangedCards | null;
  onDismissChangedCards: () => void;
  /** Export and import buttons, which own their dialogs. */
  tools: ReactNode;
}

/**
 * 'Mazo Actual' (SPEC §2): name and count (n/50), the list as 'Nx name' in the listing order
 * with a remove button each, allies against the format's minimum, 'Total de oros', the
 * 'Legalidad' panel (a loaded deck may have gone stale; it never blocks saving), saving and
 * cancelling. Cards the catalogue no longer has close the list as 'Nx name (no disponible)',
 * each with the closest current card to put in its place and a way to drop it; they count in no
 * total. A saved deck a newer official list broke opens with its changed cards marked. The side
 * deck (issue 15) follows the list, and the legality counts its copies with the deck's.
 */
export function DeckPanel({
  deckName,
  isSavedDeck,
  saveStatus,
  deckCards,
  sideCards,
  target,
  onTargetChange,
  onRemoveSide,
  catalogue,
  unavailable,
  suggestions,
  banlist,
  editionBlocks,
  onRemove,
  onReplaceUnavailable,
  onRemoveUnavailable,
  onSave,
  onCancel,
  changedCards,
  onDismissChangedCards,
  tools,
}: DeckPanelProps) {
  const titleId = useId();
  const lines = useMemo(() => groupDeckCards(deckCards), [deckCards]);
  const listRef = useRef<HTMLUListElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Removing a card's last copy removes its line and the focused button with it; the focus goes
  // to the line that took its place (or the heading) instead of being lost.
  const lineToFocus = useRef<number | null>(null);
  // Likewise for a card no longer in the catalogue, replaced or dropped: the next such card's
  // first button, or the heading.
  const unavailableToFocus = useRef<number | null>(null);

  useLayoutEffect(() => {
    const index = lineToFocus.current;
    if (index === null) return;
    lineToFocus.current = null;
    const buttons =
      listRef.current?.querySelectorAll<HTMLButtonElement>(
        'li:not([data-unavailable-line]) > button',
      ) ?? [];
    (buttons[Math.min(index, buttons.length - 1)] ?? headingRef.current)?.focus();
  }, [lines]);

  useLayoutEffect(() => {
    const index = unavailableToFocus.current;
    if (index === null) return;
    unavailableToFocus.current = null;
    const items = listRef.current?.querySelectorAll('[data-unavailable-line]') ?? [];
    const item = items[Math.min(index, items.length - 1)];
    (item?.querySelector('button') ?? headingRef.current)?.focus();
  }, [unavailable]);

  const newLimits = useMemo(
    () =>
      new Map(
        (changedCards?.violations ?? []).flatMap((violation) =>
          violation.cardId === undefined ? [] : [[violation.cardId, describeNewLimit(violation)]],
        ),
      ),
    [changedCards],
  );

  // The list scrolls on its own: its first marked card is brought into it as the deck opens.
  useEffect(() => {
    const list = listRef.current;
    const marked = list?.querySelector<HTMLElement>('[data-changed-card]');
    if (list && marked) list.scrollTop = Math.max(0, marked.offsetTop - 4);
  }, [changedCards]);

  function handleRemoveLine(cardId: number, index: number, count: number) {
    if (count === 1) lineToFocus.current = index;
    onRemove(cardId);
  }

  function handleUnavailableAction(index: number, act: () => void) {
    unavailableToFocus.current = index;
    act();
  }
  const extras = useMemo(() => ({ side: sideCards, catalogue }), [sideCards, catalogue]);
  const legality = useMemo(
    () => checkDeckLegality(deckCards, banlist, editionBlocks, extras),
    [deckCards, banlist, editionBlocks, extras],
  );
  const allies = countAllies(deckCards);

  return (
    <aside
      aria-labelledby={titleId}
      className="rounded-xl border border-amber-300/20 bg-stone-900/80 p-4 shadow-xl shadow-black/40"
    >
      <div className="flex items-baseline justify-between gap-3">
        <h3
          id={titleId}
          ref={headingRef}
          tabIndex={-1}
          className="font-serif text-xl text-amber-200"
        >
          Mazo Actual
        </h3>
        <p role="status" className="text-lg font-semibold text-stone-100 tabular-nums">
          <span className="sr-only">Cartas en el mazo: </span>
          {deckCards.length}/{banlist.rules.maxCard}
        </p>
      </div>
      <p className="mt-1 truncate text-stone-200">{deckName ?? 'Mazo sin nombre'}</p>
      <p className="truncate text-xs text-stone-400">{banlist.name}</p>

      <dl className="mt-3 grid grid-cols-2 gap-2 text-sm">
        <div className="rounded-md bg-stone-950/60 px-3 py-2">
          <dt className="text-xs text-stone-400">Aliados</dt>
          <AlliesCount allies={allies} minAllies={banlist.rules.minAllies} />
        </div>
        <div className="rounded-md bg-stone-950/60 px-3 py-2">
          <dt className="text-xs text-stone-400">Total de oros</dt>
          <dd className="font-semibold text-stone-100 tabular-nums">{countGold(deckCards)}</dd>
        </div>
      </dl>

      <div className="mt-3">
        <UnavailableCardsNotice count={countUnavailableCopies(unavailable)} role="alert">
          No cuentan en el total del mazo ni en su legalidad. Cámbialas por una carta actual o
          quítalas; si no, se guardan tal cual.
        </UnavailableCardsNotice>
      </div>

      {changedCards !== null && (
        <ChangedCardsNotice marks={changedCards} onDismiss={onDismissChangedCards} />
      )}

      <DeckLegalityPanel formatKey={banlist.key} formatName={banlist.name} legality={legality}>
        <DatedListCheck
          banlist={banlist}
          deckCards={deckCards}
          editionBlocks={editionBlocks}
          extras={extras}
        />
      </DeckLegalityPanel>

      {lines.length === 0 && unavailable.length === 0 ? (
        <p className="my-4 text-sm text-stone-400">Añade cartas desde la cuadrícula.</p>
      ) : (
        <ul
          ref={listRef}
          aria-label="Contenido del mazo"
          className="relative my-3 max-h-64 space-y-0.5 overflow-y-auto pr-1 lg:max-h-[40vh]"
        >
          {lines.map(({ card, count }, index) => (
            <DeckCardLine
              key={card.id}
              card={card}
              count={count}
              newLimit={newLimits.get(card.id)}
              onRemoveCopy={() => handleRemoveLine(card.id, index, count)}
            />
          ))}
          {unavailable.map((entry, index) => (
            <UnavailableDeckLine
              key={`unavailable-${entry.id}`}
              entry={entry}
              suggestion={suggestions.get(entry.id)}
              onReplace={(cardId, replacement) =>
                handleUnavailableAction(index, () => onReplaceUnavailable(cardId, replacement))
              }
              onRemove={(cardId) =>
                handleUnavailableAction(index, () => onRemoveUnavailable(cardId))
              }
            />
          ))}
        </ul>
      )}

      <SideDeckSection
        size={readFormatSwitches(banlist.rules).sideDeckSize}
        sideCards={sideCards}
        target={target}
        onTargetChange={onTargetChange}
        onRemove={onRemoveSide}
      />
      <MissingCardsSection deckCards={deckCards} sideCards={sideCards} />

      <SaveDeckControl
        currentName={deckName}
        isSavedDeck={isSavedDeck}
        isDeckEmpty={deckCards.length === 0}
        onSave={onSave}
      />
      {saveStatus !== null && <p className="mt-1 text-center">{saveStatus}</p>}
      <div className="mt-3 flex flex-wrap gap-2">
        {tools}
        <CancelDeckDialog onConfirm={onCancel} />
      </div>
    </aside>
  );
}

/** Allies against the format's minimum; a format without one (Formato Libre) shows no guide. */
function AlliesCount({ allies, minAllies }: { allies: number; minAllies: number }) {
  if (minAllies <= 0) {
    return <dd className="font-semibold text-stone-100 tabular-nums">{allies}</dd>;
  }
  const hasEnough = allies >= minAllies;
  return (
    <dd
      className={`font-semibold tabular-nums ${hasEnough ? 'text-emerald-300' : 'text-pink-300'}`}
    >
      {allies} / {minAllies}
      <span className="sr-only">{hasEnough ? ' (mínimo cumplido)' : ' (bajo el mínimo)'}</span>
    </dd>
  );
}
