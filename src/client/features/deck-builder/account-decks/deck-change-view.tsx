import {
  isEmptyChange,
  type DeckContentChange,
  type DeckEntry,
} from '../../../../domain/decks/deck-content';
import type { CardNamer } from './card-namer';

function EntryList({
  entries,
  sign,
  nameCard,
}: {
  entries: readonly DeckEntry[];
  sign: '+' | '−';
  nameCard: CardNamer;
}) {
  return (
    <ul className="space-y-0.5 text-sm">
      {entries.map((entry) => {
        const { name, isAvailable } = nameCard(entry.id);
        return (
          <li key={entry.id} className={sign === '+' ? 'text-emerald-200' : 'text-rose-200'}>
            {sign}
            {entry.count} {name}
            {!isAvailable && <span className="text-amber-300"> (no disponible)</span>}
          </li>
        );
      })}
    </ul>
  );
}

function Changes({
  title,
  change,
  nameCard,
}: {
  title: string;
  change: DeckContentChange['cards'];
  nameCard: CardNamer;
}) {
  if (change.add.length + change.remove.length === 0) return null;
  return (
    <div className="space-y-2">
      <h5 className="text-xs font-semibold tracking-wide text-stone-400 uppercase">{title}</h5>
      <div className="grid gap-3 sm:grid-cols-2">
        <div>
          <p className="mb-1 text-xs text-stone-400">Añadir</p>
          {change.add.length === 0 ? (
            <p className="text-sm text-stone-400">Nada</p>
          ) : (
            <EntryList entries={change.add} sign="+" nameCard={nameCard} />
          )}
        </div>
        <div>
          <p className="mb-1 text-xs text-stone-400">Quitar</p>
          {change.remove.length === 0 ? (
            <p className="text-sm text-stone-400">Nada</p>
          ) : (
            <EntryList entries={change.remove} sign="−" nameCard={nameCard} />
          )}
        </div>
      </div>
    </div>
  );
}

interface DeckChangeViewProps {
  change: DeckContentChange;
  nameCard: CardNamer;
  /** Names each format by its key. */
  nameFormat: (key: string) => string;
}

/**
 * What changed between two saves of a deck (issue 16): the cards to add and to take out, with
 * counts, for the main deck and the side deck, and a new name or format.
 */
export function DeckChangeView({ change, nameCard, nameFormat }: DeckChangeViewProps) {
  if (isEmptyChange(change))
    return <p className="text-sm text-stone-400">Sin cambios entre estas versiones.</p>;
  return (
    <div className="space-y-3">
      {change.name !== null && (
        <p className="text-sm text-stone-200">
          Nombre: «{change.name.from}» → «{change.name.to}»
        </p>
      )}
      {change.format !== null && (
        <p className="text-sm text-stone-200">
          Formato: {nameFormat(change.format.from)} → {nameFormat(change.format.to)}
        </p>
      )}
      <Changes title="Mazo" change={change.cards} nameCard={nameCard} />
      <Changes title="Side deck" change={change.side} nameCard={nameCard} />
    </div>
  );
}
