import { Dialog } from 'radix-ui';
import { useId, useState } from 'react';
import { diffDeckContent, type DeckContent } from '../../../../domain/decks/deck-content';
import { mergeDeckContent } from '../../../../domain/decks/deck-merge';
import { readStoredDeckContent } from '../../../lib/deck-sync/account-deck-wire';
import { settleDeckConflict } from '../../../lib/deck-sync/deck-library';
import { useDeckSyncStore } from '../../../lib/deck-sync/deck-sync-store';
import type { StoredDeck } from '../../../lib/saved-decks-store';
import { DIALOG_FOOTER_CLASS, DialogPanel } from '../../../ui/dialog-panel';
import type { CardNamer } from './card-namer';
import { DeckChangeView } from './deck-change-view';
import { compareSpanish } from '../../../../domain/cards/card-name';
import { formatCardCount } from '../../../lib/count-labels';

function countCards(content: DeckContent): number {
  return content.cards.reduce((total, entry) => total + entry.count, 0);
}

function DeckVersionColumn({
  title,
  content,
  nameCard,
}: {
  title: string;
  content: DeckContent;
  nameCard: CardNamer;
}) {
  const headingId = useId();
  const lines = content.cards
    .map((entry) => ({ ...entry, ...nameCard(entry.id) }))
    .sort((a, b) => compareSpanish(a.name, b.name));
  return (
    <section aria-labelledby={headingId} className="min-w-0 rounded-lg border border-stone-700 p-3">
      <h4 id={headingId} className="font-semibold text-amber-100">
        {title}
      </h4>
      <p className="mb-2 text-xs text-stone-400">
        «{content.name}» · {formatCardCount(countCards(content))}
        {content.side.length > 0 && ' · con side deck'}
      </p>
      <ul className="max-h-48 space-y-0.5 overflow-y-auto text-sm text-stone-200">
        {lines.map((line) => (
          <li key={line.id}>
            {line.count}x {line.name}
            {!line.isAvailable && <span className="text-amber-300"> (no disponible)</span>}
          </li>
        ))}
      </ul>
    </section>
  );
}

interface DeckConflictDialogProps {
  deck: StoredDeck;
  nameCard: CardNamer;
  nameFormat: (key: string) => string;
}

/**
 * 'Resolver conflicto' (issue 16): a save of this device found the deck changed on the account.
 * Both versions side by side, with what this device changes, and the player keeps one, the
 * other, or a merge of both; nothing is sent until they choose.
 */
export function DeckConflictDialog({ deck, nameCard, nameFormat }: DeckConflictDialogProps) {
  const [isOpen, setIsOpen] = useState(false);
  const record = useDeckSyncStore((state) => state.sync.decks[deck.id]);
  const conflict = record?.conflict ?? null;
  if (conflict === null) return null;
  const mine = readStoredDeckContent(deck);
  const theirs = conflict.content;
  const savedAt = new Date(conflict.updatedAt).toLocaleString('es-CL');

  function choose(choice: Parameters<typeof settleDeckConflict>[1]) {
    settleDeckConflict(deck.id, choice);
    setIsOpen(false);
  }

  return (
    <Dialog.Root open={isOpen} onOpenChange={setIsOpen}>
      <Dialog.Trigger className="min-h-11 rounded-md bg-rose-300 px-3 py-1 text-sm sm:min-h-0 sm:px-2 font-semibold text-rose-950 hover:bg-rose-200">
        Resolver conflicto
      </Dialog.Trigger>
      <DialogPanel
        title={<>Conflicto en «{deck.name}»</>}
        widthClass="w-[min(94vw,52rem)]"
        borderClass="border-rose-300/40"
        footer={
          <div className={DIALOG_FOOTER_CLASS}>
            <button
              type="button"
              onClick={() => choose({ keep: 'theirs' })}
              className="min-h-11 w-full sm:w-auto rounded-md border border-stone-600 px-3 py-2 text-sm text-stone-200 hover:bg-stone-800"
            >
              Quedarme con la de tu cuenta
            </button>
            <button
              type="button"
              onClick={() =>
                choose({
                  keep: 'merged',
                  content: mergeDeckContent(record?.synced ?? null, mine, theirs),
                })
              }
              className="min-h-11 w-full sm:w-auto rounded-md border border-amber-300/50 px-3 py-2 text-sm text-amber-100 hover:bg-amber-300/10"
            >
              Combinar ambas
            </button>
            <button
              type="button"
              onClick={() => choose({ keep: 'mine' })}
              className="min-h-11 w-full sm:w-auto rounded-md bg-amber-300 px-3 py-2 text-sm font-semibold text-stone-950 hover:bg-amber-200"
            >
              Quedarme con la de este dispositivo
            </button>
          </div>
        }
      >
        <Dialog.Description className="text-sm text-stone-300">
          Este mazo cambió en otro dispositivo mientras lo editabas aquí. Elige qué versión
          conservar: nada se sobrescribe hasta que elijas.
        </Dialog.Description>
        <div className="grid gap-3 md:grid-cols-2">
          <DeckVersionColumn title="En este dispositivo" content={mine} nameCard={nameCard} />
          <DeckVersionColumn
            title={`En tu cuenta (versión ${conflict.version}, ${savedAt})`}
            content={theirs}
            nameCard={nameCard}
          />
        </div>
        <section className="space-y-2 rounded-lg border border-stone-700 p-3">
          <h4 className="font-semibold text-amber-100">
            Lo que este dispositivo cambia respecto de tu cuenta
          </h4>
          <DeckChangeView
            change={diffDeckContent(theirs, mine)}
            nameCard={nameCard}
            nameFormat={nameFormat}
          />
        </section>
      </DialogPanel>
    </Dialog.Root>
  );
}
