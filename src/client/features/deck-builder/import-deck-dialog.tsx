import { useId, useState } from 'react';
import { Dialog } from 'radix-ui';
import type { Banlist } from '../../../domain/banlists/banlist';
import type { Card } from '../../../domain/cards/card';
import type { EditionBlocks } from '../../../domain/cards/edition-blocks';
import { assembleDeck } from '../../../domain/decks/deck-assembly';
import {
  expandDeckEntries,
  resolveDeckFormat,
  type ParsedDeck,
} from '../../../domain/decks/deck-import';
import { replaceDeckLineCard } from '../../../domain/decks/deck-line-fix';
import { parseDeckJson } from '../../../domain/decks/deck-json';
import { parseDeckText } from '../../../domain/decks/deck-text';
import { notify } from '../../lib/notification-store';
import { UnmatchedLines } from './unmatched-lines';
import { formatCardCount } from '../../lib/count-labels';

/** The deck an import built, ready for the builder. */
export interface ImportedDeck {
  format: string;
  name: string | null;
  cardIds: number[];
  /** The side deck's cards, when the list or file had one (issue 15). */
  sideCardIds?: number[];
}

interface ImportDeckDialogProps {
  triggerLabel: string;
  catalogue: readonly Card[];
  /** The catalogue is still on its way: the list is read once it has arrived. */
  isCatalogueLoading: boolean;
  banlists: readonly Banlist[];
  editionBlocks: EditionBlocks;
  /** The builder's format, offered when the pasted list names none. */
  currentFormat: string | null;
  /** Whether a deck with cards is on the builder, which the import replaces. */
  isReplacingDeck: boolean;
  onImport: (deck: ImportedDeck) => void;
}

function parseDeck(text: string, catalogue: readonly Card[]): ParsedDeck {
  return text.trim().startsWith('{')
    ? parseDeckJson(text, catalogue)
    : parseDeckText(text, catalogue);
}

function describeImport(assembled: ReturnType<typeof assembleDeck>, banlist: Banlist): string {
  const { cards, side, refused } = assembled;
  const withSide = side.length > 0 ? ` y un side deck de ${formatCardCount(side.length)}` : '';
  const imported = `Mazo importado con ${formatCardCount(cards.length)}${withSide}.`;
  if (refused.length === 0) return imported;
  const left = refused
    .map(
      ({ card, count, message, inSideDeck }) =>
        `${count}x ${card.nombre}${inSideDeck === true ? ' en el side deck' : ''} (${message})`,
    )
    .join('; ');
  return `${imported} No se añadieron por las reglas de ${banlist.name}: ${left}.`;
}

/**
 * Why 'Importar' is not available yet, said beside it (the reason can be far above, out of
 * sight); null once it is, or when only the format is missing.
 */
function describeImportWait(
  text: string,
  parsed: ParsedDeck | null,
  pendingLineCount: number,
): string | null {
  if (parsed === null) {
    return text.trim() === ''
      ? 'Pega una lista y pulsa «Revisar lista».'
      : 'Pulsa «Revisar lista» para ver qué cartas se reconocen.';
  }
  if (pendingLineCount === 1) return 'Corrige u omite la línea sin reconocer para importar.';
  if (pendingLineCount > 1) {
    return `Corrige u omite las ${pendingLineCount} líneas sin reconocer para importar.`;
  }
  return parsed.entries.length === 0 ? 'No se reconoció ninguna carta.' : null;
}

/**
 * 'Importar': a pasted text list or JSON export becomes the deck. Every line that names no card
 * is listed with its number and the closest names; the player fixes it with a suggestion or
 * skips it, and only then can import. Copies the format does not allow are reported, not added.
 */
export function ImportDeckDialog({
  triggerLabel,
  catalogue,
  isCatalogueLoading,
  banlists,
  editionBlocks,
  currentFormat,
  isReplacingDeck,
  onImport,
}: ImportDeckDialogProps) {
  const [isOpen, setIsOpen] = useState(false);
  const [text, setText] = useState('');
  const [parsed, setParsed] = useState<ParsedDeck | null>(null);
  const [skippedLines, setSkippedLines] = useState<ReadonlySet<number>>(new Set());
  const [chosenFormat, setChosenFormat] = useState<string | null>(null);
  const textId = useId();
  const formatId = useId();
  const importHintId = useId();

  const namedFormat = parsed ? resolveDeckFormat(parsed.formatName, banlists) : null;
  const formatKey = chosenFormat ?? namedFormat?.key ?? currentFormat ?? banlists[0]?.key ?? '';
  const banlist = banlists.find((candidate) => candidate.key === formatKey);
  const pendingLines = parsed?.unmatched.filter((line) => !skippedLines.has(line.lineNumber)) ?? [];
  const canImport =
    parsed !== null &&
    parsed.entries.length > 0 &&
    pendingLines.length === 0 &&
    banlist !== undefined;
  const importHint = describeImportWait(text, parsed, pendingLines.length);

  function reset() {
    setText('');
    setParsed(null);
    setSkippedLines(new Set());
    setChosenFormat(null);
  }

  function handleOpenChange(open: boolean) {
    setIsOpen(open);
    if (!open) reset();
  }

  function handleFixLine(lineNumber: number, cardName: string) {
    const fixed = replaceDeckLineCard(text, lineNumber, cardName);
    setText(fixed);
    setParsed(parseDeck(fixed, catalogue));
  }

  function handleImport() {
    if (!canImport || banlist === undefined) return;
    const assembled = assembleDeck(
      expandDeckEntries(parsed.entries),
      banlist,
      editionBlocks,
      expandDeckEntries(parsed.sideEntries),
      catalogue,
    );
    onImport({
      format: banlist.key,
      name: parsed.name,
      cardIds: assembled.cards.map((card) => card.id),
      ...(assembled.side.length > 0 ? { sideCardIds: assembled.side.map((card) => card.id) } : {}),
    });
    handleOpenChange(false);
    notify(describeImport(assembled, banlist));
  }

  return (
    <Dialog.Root open={isOpen} onOpenChange={handleOpenChange}>
      <Dialog.Trigger className="rounded-md border border-stone-600 px-3 py-2 text-sm text-stone-200 hover:bg-stone-800">
        {triggerLabel}
      </Dialog.Trigger>
      {/* Only while open, as BottomSheet's portal: the format picker draws this dialog closed,
          and a closed portal's presences update state as they mount. */}
      {isOpen && (
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-40 bg-black/70" />
          <Dialog.Content className="fixed top-1/2 left-1/2 z-50 flex max-h-[92dvh] w-[min(94vw,44rem)] -translate-x-1/2 -translate-y-1/2 flex-col rounded-xl border border-amber-300/30 bg-stone-900 shadow-2xl shadow-black">
            <div className="flex items-center justify-between border-b border-amber-300/15 px-6 py-4">
              <Dialog.Title className="font-serif text-xl text-amber-200">
                Importar mazo
              </Dialog.Title>
              <Dialog.Close className="rounded-md px-3 py-1.5 text-sm text-stone-300 hover:bg-stone-800">
                Cerrar
              </Dialog.Close>
            </div>
            <div className="space-y-4 overflow-y-auto px-6 py-4">
              <Dialog.Description className="text-sm text-stone-300">
                Pega una lista en texto (una carta por línea, como «3x Nombre» o «3 Nombre», con o
                sin encabezados) o el JSON exportado.
                {isReplacingDeck && ' El mazo importado reemplazará al mazo en curso.'}
              </Dialog.Description>
              <div>
                <label htmlFor={textId} className="mb-1 block text-xs font-medium text-stone-400">
                  Lista del mazo
                </label>
                <textarea
                  id={textId}
                  value={text}
                  rows={10}
                  onChange={(event) => {
                    setText(event.target.value);
                    setParsed(null);
                    setSkippedLines(new Set());
                  }}
                  className="w-full rounded-md border border-stone-700 bg-stone-950 px-3 py-2 font-mono text-sm text-stone-100"
                />
              </div>
              {isCatalogueLoading && (
                <p role="status" className="text-sm text-stone-300">
                  Cargando el catálogo para reconocer las cartas...
                </p>
              )}
              <button
                type="button"
                disabled={text.trim() === '' || isCatalogueLoading}
                onClick={() => setParsed(parseDeck(text, catalogue))}
                className="rounded-md border border-amber-300/60 px-3 py-2 text-sm font-semibold text-amber-100 hover:bg-amber-300/10 disabled:cursor-not-allowed disabled:border-stone-700 disabled:text-stone-500"
              >
                Revisar lista
              </button>
              {parsed && (
                <>
                  <div>
                    <label
                      htmlFor={formatId}
                      className="mb-1 block text-xs font-medium text-stone-400"
                    >
                      Formato
                    </label>
                    <select
                      id={formatId}
                      value={formatKey}
                      onChange={(event) => setChosenFormat(event.target.value)}
                      className="w-full rounded-md border border-stone-700 bg-stone-950 px-3 py-2 text-stone-100"
                    >
                      {banlists.map((candidate) => (
                        <option key={candidate.key} value={candidate.key}>
                          {candidate.name}
                        </option>
                      ))}
                    </select>
                  </div>
                  <section aria-label="Cartas reconocidas">
                    <h3 className="text-sm font-semibold text-emerald-200">
                      Cartas reconocidas:{' '}
                      {parsed.entries.reduce((sum, entry) => sum + entry.count, 0)}
                    </h3>
                    {parsed.entries.length === 0 ? (
                      <p className="text-sm text-stone-400">No se reconoció ninguna carta.</p>
                    ) : (
                      <ul className="mt-1 max-h-40 overflow-y-auto rounded-md bg-stone-950/60 px-3 py-2 text-sm text-stone-200">
                        {parsed.entries.map(({ card, count }) => (
                          <li key={card.id}>
                            {count}x {card.nombre}
                          </li>
                        ))}
                        {parsed.sideEntries.map(({ card, count }) => (
                          <li key={`side-${card.id}`}>
                            {count}x {card.nombre}{' '}
                            <span className="text-xs text-stone-400">(side deck)</span>
                          </li>
                        ))}
                      </ul>
                    )}
                  </section>
                  <UnmatchedLines
                    lines={pendingLines}
                    onFix={handleFixLine}
                    onSkip={(lineNumber) =>
                      setSkippedLines((skipped) => new Set([...skipped, lineNumber]))
                    }
                  />
                </>
              )}
            </div>
            <div className="flex items-center justify-end gap-3 border-t border-amber-300/15 px-6 py-4">
              {importHint !== null && (
                <p id={importHintId} className="mr-auto text-sm text-stone-300">
                  {importHint}
                </p>
              )}
              <button
                type="button"
                disabled={!canImport}
                aria-describedby={importHint === null ? undefined : importHintId}
                onClick={handleImport}
                className="rounded-md bg-amber-300 px-4 py-2 font-semibold text-stone-950 hover:bg-amber-200 disabled:cursor-not-allowed disabled:bg-stone-700 disabled:text-stone-400"
              >
                Importar
              </button>
            </div>
          </Dialog.Content>
        </Dialog.Portal>
      )}
    </Dialog.Root>
  );
}
