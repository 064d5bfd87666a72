import { memo, useId, type KeyboardEvent } from 'react';
import {
  BUILDER_GRID_IMAGE_SIZES,
  CARD_CAPTION_HEIGHT,
} from '../../../contract/card-grid-geometry';
import { isOwnImageUrl, toThumbnailUrl } from '../../../contract/images';
import type { Card } from '../../../domain/cards/card';
import { formatCardType } from '../../../domain/cards/card-type-labels';
import {
  describeRemaining,
  type AvailabilityStatus,
} from '../../../domain/decks/card-availability';
import { AbilityIcon } from '../../ui/card-ability';
import { CardImage } from '../../ui/card-image';
import { TileCaption } from '../../ui/tile-caption';
import { DECK_SHORTCUT_KEYS, readDeckShortcut } from './deck-shortcuts';

interface DeckCardTileProps {
  card: Card;
  /**
   * The card's availability (SPEC §5) as plain values rather than an object, so a click that
   * leaves a card's availability as it was leaves its tile alone.
   */
  availabilityStatus: AvailabilityStatus;
  /** Why the card cannot be added; null when it can. */
  availabilityMessage: string | null;
  /** Copies still allowed (the badge). */
  remaining: number;
  /** Copies already in the deck. */
  copies: number;
  /** The deck the copies are in: 'en mazo' or 'en side' (issue 15). */
  place: 'main' | 'side';
  width: number;
  position: number;
  total: number;
  /** The tile is in the grid's first row: its image loads at once. */
  isInFirstRow: boolean;
  /** The grid's hint that says the keyboard shortcuts, for each button's description. */
  hintId: string;
  onAdd: (card: Card) => void;
  onRemove: (cardId: number) => void;
  /** The ⓘ or the 'i' key: the builder's dialog says what the card does. */
  onShowAbility: (card: Card) => void;
}

function describeThumbnail(url: string | null) {
  // Given sizes, CardImage picks the width the tile needs from those the server renders.
  if (url === null || !isOwnImageUrl(url)) return { src: url };
  return { src: toThumbnailUrl(url, 240) };
}

// With a mouse the buttons show on hover and on keyboard focus; a touch screen, which cannot
// hover, shows them always, as − and + of 44 px, so the first tap acts.
const ACTIONS =
  'pointer-events-none opacity-0 group-hover:pointer-events-auto group-hover:opacity-100 ' +
  'group-focus-within:pointer-events-auto group-focus-within:opacity-100 ' +
  'pointer-coarse:pointer-events-auto pointer-coarse:opacity-100 pointer-coarse:flex-row ' +
  'pointer-coarse:justify-between [@media(hover:none)]:pointer-events-auto [@media(hover:none)]:opacity-100';
const BUTTON =
  'rounded-md px-2 py-1.5 text-xs font-semibold focus-visible:outline-2 focus-visible:outline-amber-300 pointer-coarse:grid pointer-coarse:size-11 ' +
  'pointer-coarse:place-items-center pointer-coarse:p-0 pointer-coarse:text-2xl';

/**
 * One card of the builder's grid (SPEC §2): image, name, 'type - edition', the copies in the
 * deck and those still allowed (at the foot of the image, clear of the printed name), and
 * 'Añadir una copia' / 'Quitar una copia': on hover and keyboard focus with a mouse, always on a
 * touch screen; with the focus in the tile, '+' and '-' do the same. An unavailable card is
 * dimmed and says why. The buttons are aria-disabled rather than disabled, so the keyboard focus
 * stays on them when the third copy makes 'Añadir una copia' unavailable.
 */
export const DeckCardTile = memo(function DeckCardTile({
  card,
  availabilityStatus,
  availabilityMessage,
  remaining,
  copies,
  place,
  width,
  position,
  total,
  isInFirstRow,
  hintId,
  onAdd,
  onRemove,
  onShowAbility,
}: DeckCardTileProps) {
  const nameId = useId();
  const isAvailable = availabilityStatus === 'available';

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const shortcut = readDeckShortcut(event);
    if (shortcut === null) return;
    event.preventDefault();
    if (shortcut === 'add' && isAvailable) onAdd(card);
    if (shortcut === 'remove' && copies > 0) onRemove(card.id);
    if (shortcut === 'ability') onShowAbility(card);
  }

  return (
    <div
      role="listitem"
      aria-setsize={total}
      aria-posinset={position}
      onKeyDown={handleKeyDown}
      className="min-w-0"
    >
      <div className="group flex h-full flex-col rounded-lg p-1 transition-colors hover:bg-stone-800/60">
        <div className="relative min-h-0 flex-1 overflow-hidden rounded-md shadow-lg ring-1 shadow-black/50 ring-amber-200/10 group-hover:ring-amber-300/50">
          <CardImage
            {...describeThumbnail(card.ruta_completa)}
            // The first image's sizes are the server's drawn first screen's (a shared deck's page),
            // so the browser takes the file it already has.
            sizes={position === 1 ? BUILDER_GRID_IMAGE_SIZES : `${Math.ceil(width)}px`}
            alt=""
            width={Math.round(width)}
            height={Math.round((width * 88) / 63)}
            placeholderLabel="Sin Imagen"
            // The badges and buttons sit at the foot of the image.
            placeholderLabelAt="top"
            isPriority={position === 1}
            isEager={isInFirstRow}
            isSlotWidthFixed
            className={`absolute inset-0 size-full ${isAvailable ? '' : 'opacity-40 grayscale'}`}
          />
          {/* Over the art, under the printed name; out of the Tab order like the catalogue's, as
              the focused tile's 'i' opens it. */}
          <button
            type="button"
            tabIndex={-1}
            aria-label="Ver habilidad"
            aria-describedby={nameId}
            aria-keyshortcuts={DECK_SHORTCUT_KEYS.ability}
            aria-haspopup="dialog"
            onClick={() => onShowAbility(card)}
            className="absolute top-[calc(15%-8px)] right-0 z-10 grid size-11 place-items-center rounded-full"
          >
            <AbilityIcon isActive={false} />
          </button>
          {!isAvailable && (
            <p className="absolute inset-x-1.5 top-[28%] rounded-md bg-stone-950/90 px-2 py-1.5 text-center text-xs leading-snug font-semibold text-rose-200 ring-1 ring-rose-300/30">
              {availabilityMessage}
            </p>
          )}
          <div className="absolute inset-x-0 bottom-0 flex flex-col gap-1.5 bg-linear-to-t from-stone-950 via-stone-950/85 to-transparent p-1.5 pt-5">
            {/* One wrapping row, so the two badges never overlap on a narrow tile. */}
            <div className="flex flex-wrap items-center gap-1">
              {copies > 0 && (
                <p className="rounded-full bg-amber-300 px-2 py-0.5 text-xs font-bold text-stone-950">
                  {copies} {place === 'side' ? 'en side' : 'en mazo'}
                </p>
              )}
              <p className="ml-auto rounded-full bg-stone-950/85 px-2 py-0.5 text-xs font-semibold text-amber-100 ring-1 ring-amber-200/30">
                {describeRemaining(remaining)}
              </p>
            </div>
            <div className={`flex flex-col gap-1.5 transition-opacity ${ACTIONS}`}>
              <button
                type="button"
                aria-label="Añadir una copia"
                aria-describedby={`${nameId} ${hintId}`}
                aria-keyshortcuts={DECK_SHORTCUT_KEYS.add}
                aria-disabled={!isAvailable}
                onClick={() => {
                  if (isAvailable) onAdd(card);
                }}
                className={`pointer-coarse:order-2 ${BUTTON} ${
                  isAvailable
                    ? 'bg-amber-300 text-stone-950 hover:bg-amber-200'
                    : 'cursor-not-allowed bg-stone-700 text-stone-400'
                }`}
              >
                <span aria-hidden="true" className="pointer-coarse:hidden">
                  Añadir una copia
                </span>
                <span aria-hidden="true" className="hidden pointer-coarse:inline">
                  +
                </span>
              </button>
              <button
                type="button"
                aria-label="Quitar una copia"
                aria-describedby={`${nameId} ${hintId}`}
                aria-keyshortcuts={DECK_SHORTCUT_KEYS.remove}
                aria-disabled={copies === 0}
                onClick={() => {
                  if (copies > 0) onRemove(card.id);
                }}
                className={`border bg-stone-900/90 pointer-coarse:order-1 ${BUTTON} ${
                  copies > 0
                    ? 'border-stone-500 text-stone-100 hover:bg-stone-800'
                    : 'cursor-not-allowed border-stone-700 text-stone-500'
                }`}
              >
                <span aria-hidden="true" className="pointer-coarse:hidden">
                  Quitar una copia
                </span>
                <span aria-hidden="true" className="hidden pointer-coarse:inline">
                  −
                </span>
              </button>
            </div>
          </div>
        </div>
        <TileCaption
          nameId={nameId}
          name={card.nombre}
          detail={`${formatCardType(card.tipo)} - ${card.edicion}`}
          height={CARD_CAPTION_HEIGHT}
        />
      </div>
    </div>
  );
});
