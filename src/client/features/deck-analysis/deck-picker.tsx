import { useId } from 'react';
import { NO_DECK, type DeckPair, type DeckSlot } from '../../../domain/analysis/deck-pair';
import { formatDeckTag } from '../../../domain/decks/deck';
import type { LegalityVerdict } from '../../../domain/decks/legality-verdict';
import type { SavedDeckWithVerdict } from '../../lib/saved-deck-verdicts';
import { LEGALITY_BADGE_TEXT } from '../../ui/deck-legality-report';

interface DeckPickerProps {
  /** The saved decks with their legality now, which each option names after the deck's tag. */
  decks: readonly SavedDeckWithVerdict[];
  pair: DeckPair;
  onChoose: (slot: DeckSlot, deckId: string | null) => void;
}

const SLOT_LABELS: Record<DeckSlot, string> = { first: 'Primer mazo', second: 'Segundo mazo' };

// An option can only hold text: the badge's word follows the tag; the chosen deck's panel gives
// the reasons. A deck whose format is gone says nothing here.
function describeVerdict(verdict: LegalityVerdict): string {
  return verdict === 'unknownFormat' ? '' : ` · ${LEGALITY_BADGE_TEXT[verdict]}`;
}

function DeckSelect({
  slot,
  decks,
  value,
  onChoose,
}: {
  slot: DeckSlot;
  decks: readonly SavedDeckWithVerdict[];
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
        {decks.map(({ deck, verdict }) => (
          <option key={deck.id} value={deck.id}>
            {`${deck.name} ${formatDeckTag(deck)}${describeVerdict(verdict.verdict)}`}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * The two deck dropdowns of SPEC §2, each deck with its tag and 'Legal' / 'No legal'; choosing in one the deck shown in the other swaps them
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
