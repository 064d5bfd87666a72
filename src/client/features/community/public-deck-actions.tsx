import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'wouter';
import type { PublicDeck } from '../../../contract/community';
import type { Card } from '../../../domain/cards/card';
import { exportDeckJson } from '../../../domain/decks/deck-json';
import { exportDeckText } from '../../../domain/decks/deck-text';
import { putDeckHidden, putDeckLike } from '../../lib/community-requests';
import { copyText, downloadBlob, downloadTextFile, toDeckFileName } from '../../lib/deck-file';
import { requestDeckImage } from '../../lib/deck-image';
import { saveLibraryDeck } from '../../lib/deck-sync/deck-library';
import { notify } from '../../lib/notification-store';
import { PATHS } from '../../paths';

/** 44 px tall by touch on a phone (issue 19), the usual size from `sm` up. */
const BUTTON =
  'min-h-11 sm:min-h-0 rounded-md border border-stone-600 px-3 py-2 text-sm text-stone-200 hover:bg-stone-800 disabled:opacity-50';

interface PublicDeckActionsProps {
  deck: PublicDeck;
  cards: readonly Card[];
  side: readonly Card[];
  formatName: string;
  /** Who reads the page: null for a visitor. */
  viewer: { role: string } | null;
  queryKey: readonly unknown[];
}

/**
 * What anyone can do with a public deck (issue 17): like it (players), copy it to their decks
 * (a visitor's browser, or a player's account), export it as text, JSON or image; admins hide it.
 */
export function PublicDeckActions({
  deck,
  cards,
  side,
  formatName,
  viewer,
  queryKey,
}: PublicDeckActionsProps) {
  const queryClient = useQueryClient();
  const [isBusy, setIsBusy] = useState(false);
  const [copiedId, setCopiedId] = useState<string | null>(null);

  async function toggleLike() {
    setIsBusy(true);
    const result = await putDeckLike(deck.id, !deck.likedByMe);
    setIsBusy(false);
    if (!result.ok) {
      notify(result.message);
      return;
    }
    queryClient.setQueryData<PublicDeck>(queryKey, { ...deck, ...result.data });
  }

  async function toggleHidden() {
    setIsBusy(true);
    const result = await putDeckHidden(deck.id, !deck.hidden);
    setIsBusy(false);
    if (!result.ok) {
      notify(result.message);
      return;
    }
    queryClient.setQueryData<PublicDeck>(queryKey, { ...deck, hidden: result.data.hidden });
    notify(result.data.hidden ? 'Mazo ocultado a la comunidad.' : 'El mazo vuelve a ser visible.');
  }

  function copyToMyDecks() {
    const id = String(Date.now());
    saveLibraryDeck({
      id,
      name: `${deck.name} (copia)`,
      format: deck.format,
      cards: [...cards],
      ...(side.length > 0 ? { side: [...side] } : {}),
    });
    setCopiedId(id);
    notify(
      viewer === null
        ? `Mazo "${deck.name}" copiado a tus mazos de este navegador.`
        : `Mazo "${deck.name}" copiado a tus mazos.`,
    );
  }

  async function copyAsText() {
    const text = exportDeckText({ name: deck.name, formatName, cards, side });
    const copied = await copyText(text);
    if (!copied.ok) downloadTextFile(toDeckFileName(deck.name, 'txt'), text, 'text/plain');
    notify(copied.ok ? 'Lista copiada al portapapeles.' : 'Lista descargada como texto.');
  }

  function downloadJson() {
    const json = exportDeckJson({ name: deck.name, format: deck.format, cards, side });
    downloadTextFile(
      toDeckFileName(deck.name, 'json'),
      JSON.stringify(json, null, 2),
      'application/json',
    );
  }

  async function downloadImage() {
    setIsBusy(true);
    const result = await requestDeckImage({
      name: deck.name,
      format: deck.format,
      cards: deck.cards,
      ...(deck.side.length > 0 ? { side: deck.side } : {}),
    });
    setIsBusy(false);
    if (result.ok) downloadBlob(toDeckFileName(deck.name, 'png'), result.image);
    else notify(result.message);
  }

  return (
    <div className="flex flex-wrap items-center gap-2">
      {viewer === null ? (
        <span className="text-sm text-stone-300">♥ {deck.likeCount} me gusta</span>
      ) : (
        <button
          type="button"
          aria-pressed={deck.likedByMe}
          disabled={isBusy}
          onClick={() => void toggleLike()}
          className={`${BUTTON} ${deck.likedByMe ? 'border-rose-300/60 text-rose-200' : ''}`}
        >
          {deck.likedByMe ? '♥ Te gusta' : '♡ Me gusta'} ({deck.likeCount})
        </button>
      )}
      <button type="button" onClick={copyToMyDecks} className={BUTTON}>
        Copiar a mis mazos
      </button>
      {copiedId !== null && (
        <Link href={PATHS.deckBuilder} className="text-sm text-amber-200 underline">
          Ir a mis mazos
        </Link>
      )}
      <button type="button" onClick={() => void copyAsText()} className={BUTTON}>
        Copiar lista
      </button>
      <button type="button" onClick={downloadJson} className={BUTTON}>
        Descargar JSON
      </button>
      <button
        type="button"
        disabled={isBusy}
        onClick={() => void downloadImage()}
        className={BUTTON}
      >
        Descargar imagen
      </button>
      {viewer?.role === 'admin' && (
        <button
          type="button"
          disabled={isBusy}
          onClick={() => void toggleHidden()}
          className={`${BUTTON} border-rose-400/50 text-rose-200`}
        >
          {deck.hidden ? 'Mostrar a la comunidad' : 'Ocultar a la comunidad'}
        </button>
      )}
    </div>
  );
}
