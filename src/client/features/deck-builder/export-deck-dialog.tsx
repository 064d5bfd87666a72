import { useId, useMemo, useRef, useState } from 'react';
import { Dialog } from 'radix-ui';
import type { Card } from '../../../domain/cards/card';
import { exportDeckJson } from '../../../domain/decks/deck-json';
import { exportDeckText } from '../../../domain/decks/deck-text';
import { encodeDeckShare } from '../../../domain/decks/share-link';
import type { PortableDeck } from '../../../domain/decks/portable-deck';
import { requestDeckImage } from '../../lib/deck-image';
import { toDeckSharePath } from '../../paths';
import { copyText, downloadBlob, downloadTextFile, toDeckFileName } from '../../lib/deck-file';

interface ExportDeckDialogProps {
  deckName: string | null;
  format: string;
  formatName: string;
  deckCards: readonly Card[];
  /** The side deck (issue 15), exported after the main deck. */
  sideCards: readonly Card[];
  /** Copies of cards the catalogue no longer has, which no export can name by a current card. */
  unavailableCount: number;
}

const COPIED = 'Copiado al portapapeles.';
const COPY_FALLBACK = 'No se pudo copiar: el texto quedó seleccionado, cópialo con Ctrl+C (o ⌘+C).';

interface ExportSectionProps {
  title: string;
  value: string;
  /** One line (the link) or several (text and JSON). */
  isMultiline: boolean;
  download?: { fileName: string; mimeType: string };
}

function ExportSection({ title, value, isMultiline, download }: ExportSectionProps) {
  const titleId = useId();
  const fieldRef = useRef<HTMLTextAreaElement & HTMLInputElement>(null);
  const [status, setStatus] = useState('');

  async function handleCopy() {
    const result = await copyText(value);
    if (!result.ok) fieldRef.current?.select();
    setStatus(result.ok ? COPIED : COPY_FALLBACK);
  }

  const fieldClass =
    'w-full rounded-md border border-stone-700 bg-stone-950 px-3 py-2 font-mono text-xs text-stone-100';
  return (
    <section aria-labelledby={titleId} className="space-y-2">
      <h3 id={titleId} className="font-serif text-lg text-amber-200">
        {title}
      </h3>
      {isMultiline ? (
        <textarea
          ref={fieldRef}
          aria-labelledby={titleId}
          readOnly
          value={value}
          rows={8}
          className={fieldClass}
        />
      ) : (
        <input
          ref={fieldRef}
          aria-labelledby={titleId}
          readOnly
          value={value}
          className={fieldClass}
        />
      )}
      <div className="flex flex-wrap items-center gap-2">
        <button
          type="button"
          onClick={() => void handleCopy()}
          className="rounded-md bg-amber-300 px-3 py-1.5 text-sm font-semibold text-stone-950 hover:bg-amber-200"
        >
          Copiar
        </button>
        {download && (
          <button
            type="button"
            onClick={() => downloadTextFile(download.fileName, value, download.mimeType)}
            className="rounded-md border border-stone-600 px-3 py-1.5 text-sm text-stone-200 hover:bg-stone-800"
          >
            Descargar
          </button>
        )}
        <p aria-live="polite" className="text-xs text-stone-300">
          {status}
        </p>
      </div>
    </section>
  );
}

/** 'Descargar imagen': the server draws the deck as a PNG, saved as '<deck name>.png'. */
function ImageExportSection({ deck }: { deck: PortableDeck }) {
  const titleId = useId();
  const [isPending, setIsPending] = useState(false);
  const [status, setStatus] = useState<{ text: string; isError: boolean } | null>(null);

  async function handleDownload() {
    setIsPending(true);
    setStatus({ text: 'Generando imagen…', isError: false });
    const result = await requestDeckImage({ ...deck, name: deck.name ?? '' });
    setIsPending(false);
    if (!result.ok) {
      setStatus({ text: result.message, isError: true });
      return;
    }
    downloadBlob(toDeckFileName(deck.name, 'png'), result.image);
    setStatus({ text: 'Imagen descargada.', isError: false });
  }

  return (
    <section aria-labelledby={titleId} className="space-y-2">
      <h3 id={titleId} className="font-serif text-lg text-amber-200">
        Imagen
      </h3>
      <p className="text-sm text-stone-300">
        Una imagen PNG de 1080 px de ancho con las cartas del mazo, para redes sociales.
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <button
          type="button"
          disabled={isPending}
          onClick={() => void handleDownload()}
          className="rounded-md bg-amber-300 px-3 py-1.5 text-sm font-semibold text-stone-950 hover:bg-amber-200 disabled:cursor-wait disabled:opacity-60"
        >
          Descargar imagen
        </button>
        <p
          role={status?.isError ? 'alert' : undefined}
          aria-live="polite"
          className={`text-xs ${status?.isError ? 'text-rose-300' : 'text-stone-300'}`}
        >
          {status?.text}
        </p>
      </div>
    </section>
  );
}

/**
 * 'Exportar': the deck as the text players share ('3x Name' under type headings), as JSON
 * ({ name, format, cards: [{ id, count }] }) and as a share link, each to copy or download, and
 * as an image drawn by the server; each carries the side deck when there is one.
 */
export function ExportDeckDialog({
  deckName,
  format,
  formatName,
  deckCards,
  sideCards,
  unavailableCount,
}: ExportDeckDialogProps) {
  const [isOpen, setIsOpen] = useState(false);
  const exported = useMemo(() => {
    if (!isOpen) return null;
    const portable = exportDeckJson({ name: deckName, format, cards: deckCards, side: sideCards });
    return {
      portable,
      text: exportDeckText({ name: deckName, formatName, cards: deckCards, side: sideCards }),
      json: `${JSON.stringify(portable, null, 2)}\n`,
      link: new URL(toDeckSharePath(encodeDeckShare(portable)), window.location.origin).href,
    };
  }, [isOpen, deckName, format, formatName, deckCards, sideCards]);

  return (
    <Dialog.Root open={isOpen} onOpenChange={setIsOpen}>
      <Dialog.Trigger
        disabled={deckCards.length === 0}
        className="rounded-md border border-stone-600 px-3 py-2 text-sm text-stone-200 hover:bg-stone-800 disabled:cursor-not-allowed disabled:text-stone-500"
      >
        Exportar
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/70" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 flex max-h-[90dvh] w-[min(94vw,40rem)] -translate-x-1/2 -translate-y-1/2 flex-col rounded-xl border border-amber-300/30 bg-stone-900 shadow-2xl shadow-black">
          <div className="flex items-center justify-between border-b border-amber-300/15 px-6 py-4">
            <Dialog.Title className="font-serif text-xl text-amber-200">Exportar mazo</Dialog.Title>
            <Dialog.Close className="rounded-md px-3 py-1.5 text-sm text-stone-300 hover:bg-stone-800">
              Cerrar
            </Dialog.Close>
          </div>
          <Dialog.Description className="px-6 pt-4 text-sm text-stone-300">
            Comparte la lista en texto, guarda el archivo JSON o envía el enlace: quien lo abra verá
            una copia del mazo que puede guardar.
            {unavailableCount > 0 &&
              ` Las cartas que ya no están en el catálogo (${unavailableCount}) no se incluyen.`}
          </Dialog.Description>
          {exported && (
            <div className="space-y-6 overflow-y-auto px-6 py-4">
              <ExportSection
                title="Texto"
                value={exported.text}
                isMultiline
                download={{ fileName: toDeckFileName(deckName, 'txt'), mimeType: 'text/plain' }}
              />
              <ExportSection
                title="JSON"
                value={exported.json}
                isMultiline
                download={{
                  fileName: toDeckFileName(deckName, 'json'),
                  mimeType: 'application/json',
                }}
              />
              <ExportSection
                title="Enlace para compartir"
                value={exported.link}
                isMultiline={false}
              />
              <ImageExportSection deck={exported.portable} />
            </div>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
