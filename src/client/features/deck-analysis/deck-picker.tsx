import { useId } from 'react';
import { NO_DECK, type DeckPair, type DeckSlot } from '../../../domain/analysis/deck-pair';
import { formatDeckTag } from '../../../domain/decks/deck';
import type { StoredDeck } from '../../lib/saved-decks-store';

interface DeckPickerProps {
  decks: readonly StoredDeck[];
  pair: DeckPair;
  onChoose: (slot: DeckSlot, deckId: string | null) => void;
}

const SLOT_LABELS: Record<DeckSlot, string> = { first: 'Primer mazo', second: 'Segundo mazo' };

function DeckSelect({
  slot,
  decks,
  value,
  onChoose,
}: {
  slot: DeckSlot;
  decks: readonly StoredDeck[];
  value: string | null;
  onChoose: DeckPickerProps['onChoose'];
}) {
  const id = useId();
  return (
    <div className="min-w-0 flex-1">
      <label
        htmlFor={id}
        className="mb-1 block text-xs font-medium tracking-wide text-stone-400 uppercase"
      >
        {SLOT_LABELS[slot]}
      </label>
      <select
        id={id}
        value={value ?? NO_DECK}
        onChange={(event) =>
          onChoose(slot, event.target.value === NO_DECK ? null : event.target.value)
        }
        className="w-full rounded-md border border-stone-700 bg-stone-950 px-3 py-2 text-stone-100"
      >
        <option value={NO_DECK}>-- Sin mazo --</option>
        {decks.map((deck) => (
          <option key={deck.id} value={deck.id}>
            {deck.name} {formatDeckTag(deck)}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * The two deck dropdowns of SPEC §2; choosing in one the deck shown in the other swaps them
 * (the swap itself is the rules engine's chooseDeckInSlot).
 */
export function DeckPicker({ decks, pair, onChoose }: DeckPickerProps) {
  return (
    <div className="flex flex-col gap-3 py-4 sm:flex-row">
      <DeckSelect slot="first" decks={decks} value={pair.first} onChoose={onChoose} />
      <DeckSelect slot="second" decks={decks} value={pair.second} onChoose={onChoose} />
    </div>
  );
}
