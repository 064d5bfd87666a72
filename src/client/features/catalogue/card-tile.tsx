import { memo, useId, type CSSProperties, type FocusEvent, type MouseEvent } from 'react';
import { CARD_CAPTION_HEIGHT, describeGridImage } from '../../../contract/card-grid-geometry';
import type { Card } from '../../../domain/cards/card';
import { formatCardType } from '../../../domain/cards/card-type-labels';
import { toCardDetailPath } from '../../paths';
import { AbilityIcon, CardAbility } from '../../ui/card-ability';
import { CardImage } from '../../ui/card-image';
import { TileCaption } from '../../ui/tile-caption';
import { TileCollectionControl } from './tile-collection-control';
import type { TileLabelIds } from './tile-labels';

interface CardTileProps {
  card: Card;
  /** Rendered width in CSS pixels: the image's width and height, and where the controls sit. */
  width: number;
  position: number;
  total: number;
  /** The tile is in the grid's first row: its image loads at once. */
  isInFirstRow: boolean;
  isOverlayShown: boolean;
  /** Copies in the player's collection; null while it is not known who is signed in. */
  collectionCount: number | null;
  onCollectionCountChange: (cardId: number, count: number) => void;
  onPointerEnter: (cardId: number) => void;
  onPointerLeave: () => void;
  /** The info button: shows the overlay at once, or hides it. */
  onToggleOverlay: (cardId: number) => void;
  /** The card's link got the keyboard focus: the overlay shows at once. */
  onKeyboardFocus: (cardId: number) => void;
  /** Opens the card's page in the app for a plain click; other clicks keep the link's default. */
  onOpen: (event: MouseEvent<HTMLAnchorElement>, cardId: number) => void;
  /** The grid's words its controls are named with around the card's name. */
  labels: TileLabelIds;
}

// A press marks the link it lands on, so the focus that follows it is not taken for the keyboard's.
const PRESSED = 'pressed';

/**
 * One card of the grid: image, name and 'type - edition'; a link to its page. The overlay of
 * ability, cost and strength shows after 1.5 s of hover (SPEC §2), at once with a tap on the ⓘ
 * button or when the keyboard focus reaches the card. It holds no state, router or collection
 * subscription, and its callbacks are stable, so only the tiles whose props changed re-render.
 */
export const CardTile = memo(function CardTile({
  card,
  width,
  position,
  total,
  isInFirstRow,
  isOverlayShown,
  collectionCount,
  onCollectionCountChange,
  onPointerEnter,
  onPointerLeave,
  onToggleOverlay,
  onKeyboardFocus,
  onOpen,
  labels,
}: CardTileProps) {
  const overlayId = useId();
  const nameId = useId();
  const imageHeight = Math.round((width * 88) / 63);
  // Over the art, under the printed name (issue 19: nothing covers a card's name).
  const collectionTop = Math.round(imageHeight * 0.16);
  return (
    // Hover is watched on the whole tile, so reaching the tile's buttons keeps the overlay.
    <div
      role="listitem"
      aria-setsize={total}
      aria-posinset={position}
      onMouseEnter={() => onPointerEnter(card.id)}
      onMouseLeave={onPointerLeave}
      className="group/tile relative min-w-0"
    >
      <a
        href={toCardDetailPath(card.id)}
        onClick={(event) => onOpen(event, card.id)}
        onPointerDown={(event) => {
          event.currentTarget.dataset[PRESSED] = '';
        }}
        onFocus={(event: FocusEvent<HTMLAnchorElement>) => {
          const link = event.currentTarget;
          if (link.dataset[PRESSED] === undefined) onKeyboardFocus(card.id);
          delete link.dataset[PRESSED];
        }}
        onBlur={onPointerLeave}
        className="group flex h-full flex-col rounded-lg p-1 transition-colors hover:bg-stone-800/60"
      >
        <div className="relative min-h-0 flex-1 overflow-hidden rounded-md shadow-lg shadow-black/50 ring-1 ring-amber-200/10 group-hover:ring-amber-300/50">
          <CardImage
            // The same image the server preloads for the first card of the first screen.
            {...(describeGridImage(card.ruta_completa) ?? { src: null })}
            alt=""
            width={Math.round(width)}
            height={imageHeight}
            placeholderLabel="Sin Imagen"
            // The first card is the largest paint of the page: fetched at once.
            isPriority={position === 1}
            isEager={isInFirstRow}
            isSlotWidthFixed
            className="absolute inset-0 size-full"
          />
          {isOverlayShown && (
            <CardOverlay id={overlayId} card={card} top={collectionTop + COLLECTION_HEIGHT} />
          )}
        </div>
        <TileCaption
          nameId={nameId}
          name={card.nombre}
          detail={`${formatCardType(card.tipo)} - ${card.edicion}`}
          height={CARD_CAPTION_HEIGHT}
        />
      </a>
      {/* Out of the Tab order like the collection buttons: the keyboard gets the overlay with the
          card's focus, so the grid keeps one stop per card. */}
      <button
        type="button"
        tabIndex={-1}
        aria-labelledby={`${labels.showAbility} ${nameId}`}
        aria-expanded={isOverlayShown}
        aria-controls={isOverlayShown ? overlayId : undefined}
        onClick={() => onToggleOverlay(card.id)}
        style={{ bottom: CARD_CAPTION_HEIGHT }}
        className="absolute left-1 grid size-11 place-items-center rounded-full text-amber-100"
      >
        <AbilityIcon isActive={isOverlayShown} />
      </button>
      {/* Out of the way of the card until it is pointed at or focused; always there by touch,
          over the art and under the printed name (issue 19: nothing covers a card's name). */}
      {collectionCount !== null && (
        <div
          style={{ top: collectionTop }}
          className={`absolute right-2 opacity-0 transition-opacity group-hover/tile:opacity-100 focus-within:opacity-100 pointer-coarse:opacity-100 ${
            isOverlayShown ? 'pointer-coarse:hidden' : ''
          }`}
        >
          <TileCollectionControl
            cardId={card.id}
            nameId={nameId}
            labels={labels}
            count={collectionCount}
            onCountChange={onCollectionCountChange}
            className="w-28"
          />
        </div>
      )}
    </div>
  );
});

/** The collection's − 0 + (44 px buttons), which the overlay's text starts under. */
const COLLECTION_HEIGHT = 48;

function CardOverlay({ id, card, top }: { id: string; card: Card; top: number }) {
  return (
    // Not a Tab stop of its own (Chromium makes a scrolling box one): the card's link is.
    <div
      id={id}
      tabIndex={-1}
      style={{ '--overlay-top': `${top}px` } as CSSProperties}
      // Under the collection's buttons with a mouse; by touch those step aside while it shows.
      className="absolute inset-0 flex flex-col gap-2 overflow-y-auto bg-stone-950/95 p-3 pt-(--overlay-top) pb-12 pointer-coarse:pt-3 text-left text-xs leading-relaxed text-stone-100 backdrop-blur-sm"
    >
      <CardAbility card={card} />
    </div>
  );
}
