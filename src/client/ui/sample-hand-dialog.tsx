import { useState } from 'react';
import { Dialog } from 'radix-ui';
import { isOwnImageUrl, toThumbnailUrl } from '../../contract/images';
import type { Card } from '../../domain/cards/card';
import {
  canMulligan,
  countMulliganHandSize,
  drawSampleCard,
  mulliganSampleHand,
  reshuffleSampleHand,
  startSampleHand,
  type MulliganRule,
  type SampleHand,
} from '../../domain/decks/sample-hand';
import type { Uint32Source } from '../../domain/decks/shuffle';
import { CardImage } from './card-image';
import { DialogPanel } from './dialog-panel';
import { formatCardCount } from '../lib/count-labels';

interface SampleHandDialogProps {
  /** The main deck's cards, one entry per copy (the side deck stays out of the castle). */
  cards: readonly Card[];
  /** The format's opening hand size (ADR 0021). */
  openingHandSize: number;
  mulliganRule: MulliganRule;
  /** Where the shuffles' randomness comes from; the browser's crypto random by default. */
  random?: Uint32Source;
}

const BUFFER_SIZE = 256;

/** A Uint32Source over `crypto.getRandomValues`, refilled a buffer at a time. */
function createCryptoUint32Source(): Uint32Source {
  const buffer = new Uint32Array(BUFFER_SIZE);
  let next = BUFFER_SIZE;
  return () => {
    if (next === BUFFER_SIZE) {
      crypto.getRandomValues(buffer);
      next = 0;
    }
    const value = buffer[next] ?? 0;
    next += 1;
    return value;
  };
}

const cryptoRandom = createCryptoUint32Source();

function describeThumbnail(url: string | null) {
  if (url === null || !isOwnImageUrl(url)) return { src: url };
  return {
    src: toThumbnailUrl(url, 160),
    srcSet: `${toThumbnailUrl(url, 160)} 160w, ${toThumbnailUrl(url, 320)} 320w`,
  };
}

const ACTION_CLASS =
  'min-h-11 rounded-md border border-amber-300/60 px-4 py-2 text-sm font-semibold text-amber-100 hover:bg-amber-300/10 aria-disabled:cursor-not-allowed aria-disabled:border-stone-700 aria-disabled:text-stone-500 aria-disabled:hover:bg-transparent';

/**
 * 'Mano de prueba' (issue 17, item 4): deals an opening hand of the format's size from the deck
 * shuffled with crypto randomness, then 'Robar' (the next card), 'Mulligan' (by the format's
 * rule) and 'Barajar' (a new hand from the whole deck). Takes plain props so the deck page can
 * reuse it. Unavailable actions stay focusable (aria-disabled) so keyboard focus never drops.
 */
export function SampleHandDialog({
  cards,
  openingHandSize,
  mulliganRule,
  random = cryptoRandom,
}: SampleHandDialogProps) {
  const [sampleHand, setSampleHand] = useState<SampleHand<Card> | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const rules = { openingHandSize, mulliganRule };

  function handleOpenChange(isOpen: boolean) {
    if (isOpen) {
      const dealt = startSampleHand(cards, rules, random);
      setSampleHand(dealt);
      setAnnouncement(`Mano inicial de ${formatCardCount(dealt.hand.length)}.`);
    } else {
      setSampleHand(null);
      setAnnouncement('');
    }
  }

  function handleDraw() {
    if (sampleHand === null) return;
    const result = drawSampleCard(sampleHand);
    if (!result.ok) return;
    setSampleHand(result.sampleHand);
    setAnnouncement(`Robaste ${result.sampleHand.hand.at(-1)?.nombre ?? 'una carta'}.`);
  }

  function handleMulligan() {
    if (sampleHand === null) return;
    const result = mulliganSampleHand(sampleHand, random);
    if (!result.ok) return;
    setSampleHand(result.sampleHand);
    setAnnouncement(`Mulligan: nueva mano de ${formatCardCount(result.sampleHand.hand.length)}.`);
  }

  function handleReshuffle() {
    if (sampleHand === null) return;
    const fresh = reshuffleSampleHand(sampleHand, random);
    setSampleHand(fresh);
    setAnnouncement(`Mazo barajado: nueva mano de ${formatCardCount(fresh.hand.length)}.`);
  }

  const isLibraryEmpty = sampleHand !== null && sampleHand.library.length === 0;
  const isMulliganAllowed = sampleHand !== null && canMulligan(sampleHand);
  const nextMulliganSize =
    sampleHand === null
      ? null
      : countMulliganHandSize(openingHandSize, sampleHand.mulligans + 1, mulliganRule);

  return (
    <Dialog.Root onOpenChange={handleOpenChange}>
      <Dialog.Trigger
        disabled={cards.length === 0}
        className="min-h-11 rounded-md border border-stone-600 px-3 py-2 text-sm text-stone-200 hover:bg-stone-800 disabled:cursor-not-allowed disabled:text-stone-500 disabled:hover:bg-transparent sm:min-h-0"
      >
        Mano de prueba
      </Dialog.Trigger>
      <DialogPanel
        title="Mano de prueba"
        widthClass="w-[min(96vw,56rem)]"
        footer={
          <div className="flex flex-col gap-2 border-t border-amber-300/15 px-4 py-3 sm:flex-row sm:items-center sm:gap-3 sm:px-6 sm:py-4">
            <p className="text-xs text-stone-400 sm:mr-auto">
              {nextMulliganSize === null
                ? 'No quedan mulligans.'
                : `Un mulligan roba ${formatCardCount(nextMulliganSize)}.`}
            </p>
            <div className="grid grid-cols-3 gap-2 sm:flex sm:gap-3">
              <button
                type="button"
                aria-disabled={isLibraryEmpty}
                onClick={handleDraw}
                className={ACTION_CLASS}
              >
                Robar
              </button>
              <button
                type="button"
                aria-disabled={!isMulliganAllowed}
                onClick={handleMulligan}
                className={ACTION_CLASS}
              >
                Mulligan
              </button>
              <button type="button" onClick={handleReshuffle} className={ACTION_CLASS}>
                Barajar
              </button>
            </div>
          </div>
        }
      >
        <Dialog.Description className="text-sm text-stone-300">
          Mano inicial de {formatCardCount(openingHandSize)}, robada del mazo barajado al azar.
        </Dialog.Description>
        {sampleHand !== null && (
          <>
            <p className="text-sm text-stone-200">
              En la mano: <strong>{formatCardCount(sampleHand.hand.length)}</strong> · Quedan{' '}
              <strong>{formatCardCount(sampleHand.library.length)}</strong> en el mazo
              {sampleHand.mulligans > 0 &&
                ` · ${sampleHand.mulligans} ${sampleHand.mulligans === 1 ? 'mulligan' : 'mulligans'}`}
            </p>
            <ul
              aria-label="Cartas en la mano"
              className="grid grid-cols-3 gap-2 sm:grid-cols-4 lg:grid-cols-6"
            >
              {sampleHand.hand.map((card, index) => (
                <li key={`${index}-${card.id}`} className="min-w-0">
                  <CardImage
                    {...describeThumbnail(card.ruta_completa)}
                    sizes="(min-width: 1024px) 140px, 30vw"
                    alt=""
                    width={160}
                    height={223}
                    placeholderLabel="Sin Imagen"
                    className="aspect-[63/88] w-full rounded-md shadow-lg ring-1 shadow-black/50 ring-amber-200/10"
                  />
                  <p className="mt-1 line-clamp-2 text-center text-xs leading-tight text-stone-200">
                    {card.nombre}
                  </p>
                </li>
              ))}
            </ul>
            {sampleHand.hand.length === 0 && (
              <p className="text-sm text-stone-400">La mano está vacía.</p>
            )}
            {isLibraryEmpty && (
              <p className="text-sm text-amber-200">No quedan cartas en el mazo.</p>
            )}
          </>
        )}
        <p aria-live="polite" className="sr-only">
          {announcement}
        </p>
      </DialogPanel>
    </Dialog.Root>
  );
}
