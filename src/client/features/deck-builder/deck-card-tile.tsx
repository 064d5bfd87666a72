import { memo, useId, useRef } from 'react';
import { isOwnImageUrl, toThumbnailUrl } from '../../../contract/images';
import type { Card } from '../../../domain/cards/card';
import { formatCardType } from '../../../domain/cards/card-type-labels';
import type { Availability } from '../../../domain/decks/card-availability';
import { CardImage } from '../../ui/card-image';
import { CARD_CAPTION_HEIGHT } from '../../ui/grid-layout';

interface DeckCardTileProps {
  card: Card;
  availability: Availability;
  /** Copies still allowed (the badge). */
  remaining: number;
  /** Copies already in the deck. */
  copies: number;
  /** The deck the copies are in: 'en mazo' or 'en side' (issue 15). */
  place: 'main' | 'side';
  width: number;
  position: number;
  total: number;
  /** A tap on a touch screen shows the buttons that hover shows with a mouse. */
  isRevealed: boolean;
  onReveal: (cardId: number) => void;
  onAdd: (card: Card) => void;
  onRemove: (cardId: number) => void;
}

function describeThumbnail(url: string | null) {
  if (url === null || !isOwnImageUrl(url)) return { src: url };
  return {
    src: toThumbnailUrl(url, 240),
    srcSet: `${toThumbnailUrl(url, 240)} 240w, ${toThumbnailUrl(url, 480)} 480w`,
  };
}

const SHOWN_ACTIONS = 'pointer-events-auto opacity-100';
const HIDDEN_ACTIONS =
  'pointer-events-none opacity-0 group-hover:pointer-events-auto group-hover:opacity-100 group-focus-within:pointer-events-auto group-focus-within:opacity-100';

/**
 * One card of the builder's grid (SPEC §2): image, name, 'type - edition', the copies still
 * allowed, the copies in the deck, and 'Añadir una copia' / 'Quitar una copia', shown on hover,
 * on keyboard focus and on tap. An unavailable card is dimmed and says why. The buttons are
 * aria-disabled rather than disabled, so the keyboard focus stays on them when the third copy
 * makes 'Añadir una copia' unavailable.
 */
export const DeckCardTile = memo(function DeckCardTile({
  card,
  availability,
  remaining,
  copies,
  place,
  width,
  position,
  total,
  isRevealed,
  onReveal,
  onAdd,
  onRemove,
}: DeckCardTileProps) {
  const nameId = useId();
  const pointerType = useRef('mouse');
  const isAvailable = availability.status === 'available';
  return (
    <div role="listitem" aria-setsize={total} aria-posinset={position} className="min-w-0">
      <div
        onPointerDown={(event) => {
          pointerType.current = event.pointerType;
        }}
        onClick={() => {
          // Revealed on the click, not the touch start: the hidden buttons ignore the pointer, so
          // the tap that reveals them cannot also press one.
          if (pointerType.current !== 'mouse') onReveal(card.id);
        }}
        className="group flex h-full flex-col rounded-lg p-1 transition-colors hover:bg-stone-800/60"
      >
        <div className="relative min-h-0 flex-1 overflow-hidden rounded-md shadow-lg ring-1 shadow-black/50 ring-amber-200/10 group-hover:ring-amber-300/50">
          <CardImage
            {...describeThumbnail(card.ruta_completa)}
            sizes={`${Math.ceil(width)}px`}
            alt=""
            width={Math.round(width)}
            height={Math.round((width * 88) / 63)}
            placeholderLabel="Sin Imagen"
            className={`absolute inset-0 size-full ${isAvailable ? '' : 'opacity-40 grayscale'}`}
          />
          {/* One wrapping row, so the two badges never overlap on a narrow tile. */}
          <div className="absolute inset-x-1.5 top-1.5 flex flex-wrap items-start gap-1">
            {copies > 0 && (
              <p className="rounded-full bg-amber-300 px-2 py-0.5 text-xs font-bold text-stone-950">
                {copies} {place === 'side' ? 'en side' : 'en mazo'}
              </p>
            )}
            <p className="ml-auto rounded-full bg-stone-950/85 px-2 py-0.5 text-xs font-semibold text-amber-100 ring-1 ring-amber-200/30">
              Quedan {remaining}
            </p>
          </div>
          {!isAvailable && (
            <p className="absolute inset-x-1.5 top-1/3 rounded-md bg-stone-950/90 px-2 py-1.5 text-center text-xs leading-snug font-semibold text-rose-200 ring-1 ring-rose-300/30">
              {availability.message}
            </p>
          )}
          <div
            className={`absolute inset-x-0 bottom-0 flex flex-col gap-1.5 bg-linear-to-t from-stone-950 via-stone-950/90 to-transparent p-2 pt-6 transition-opacity ${
              isRevealed ? SHOWN_ACTIONS : HIDDEN_ACTIONS
            }`}
          >
            <button
              type="button"
              aria-describedby={nameId}
              aria-disabled={!isAvailable}
              onClick={() => {
                if (isAvailable) onAdd(card);
              }}
              className={`rounded-md px-2 py-1.5 text-xs font-semibold ${
                isAvailable
                  ? 'bg-amber-300 text-stone-950 hover:bg-amber-200'
                  : 'cursor-not-allowed bg-stone-700 text-stone-400'
              }`}
            >
              Añadir una copia
            </button>
            <button
              type="button"
              aria-describedby={nameId}
              aria-disabled={copies === 0}
              onClick={() => {
                if (copies > 0) onRemove(card.id);
              }}
              className={`rounded-md border bg-stone-900/90 px-2 py-1.5 text-xs font-semibold ${
                copies > 0
                  ? 'border-stone-500 text-stone-100 hover:bg-stone-800'
                  : 'cursor-not-allowed border-stone-700 text-stone-500'
              }`}
            >
              Quitar una copia
            </button>
          </div>
        </div>
        <div style={{ height: CARD_CAPTION_HEIGHT }} className="px-1 pt-1.5">
          <p id={nameId} className="truncate text-sm font-semibold text-stone-100">
            {card.nombre}
          </p>
          <p className="truncate text-xs text-stone-400">
            {formatCardType(card.tipo)} - {card.edicion}
          </p>
        </div>
      </div>
    </div>
  );
});
