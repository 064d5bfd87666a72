import { memo, type MouseEvent } from 'react';
import { toThumbnailUrl, isOwnImageUrl } from '../../../contract/images';
import type { Card } from '../../../domain/cards/card';
import { formatCardType } from '../../../domain/cards/card-type-labels';
import { toCardDetailPath } from '../../paths';
import { CardImage } from '../../ui/card-image';
import { CollectionCountControl } from '../../ui/collection-count-control';
import { CARD_CAPTION_HEIGHT } from '../../ui/grid-layout';

interface CardTileProps {
  card: Card;
  /** Rendered width in CSS pixels, so the browser picks the right thumbnail. */
  width: number;
  position: number;
  total: number;
  isOverlayShown: boolean;
  onPointerEnter: (cardId: number) => void;
  onPointerLeave: () => void;
  /** Opens the card's page in the app for a plain click; other clicks keep the link's default. */
  onOpen: (event: MouseEvent<HTMLAnchorElement>, cardId: number) => void;
}

function describeThumbnail(url: string | null, width: number) {
  if (url === null || !isOwnImageUrl(url)) return { src: url };
  return {
    src: toThumbnailUrl(url, 240),
    srcSet: `${toThumbnailUrl(url, 240)} 240w, ${toThumbnailUrl(url, 480)} 480w`,
    sizes: `${Math.ceil(width)}px`,
  };
}

/**
 * One card of the grid: image, name and 'type - edition'; a link to its page. It holds no state
 * or router subscription, so a filter change re-renders only the tiles whose card changed.
 */
export const CardTile = memo(function CardTile({
  card,
  width,
  position,
  total,
  isOverlayShown,
  onPointerEnter,
  onPointerLeave,
  onOpen,
}: CardTileProps) {
  const imageHeight = Math.round((width * 88) / 63);
  return (
    // Hover is watched on the whole tile, so reaching the collection buttons keeps the overlay.
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
        className="group flex h-full flex-col rounded-lg p-1 transition-colors hover:bg-stone-800/60"
      >
        <div className="relative min-h-0 flex-1 overflow-hidden rounded-md shadow-lg shadow-black/50 ring-1 ring-amber-200/10 group-hover:ring-amber-300/50">
          <CardImage
            {...describeThumbnail(card.ruta_completa, width)}
            alt=""
            width={Math.round(width)}
            height={imageHeight}
            placeholderLabel="Sin Imagen"
            className="absolute inset-0 size-full"
          />
          {isOverlayShown && <CardOverlay card={card} />}
        </div>
        <div style={{ height: CARD_CAPTION_HEIGHT }} className="px-1 pt-1.5">
          <p className="truncate text-sm font-semibold text-stone-100">{card.nombre}</p>
          <p className="truncate text-xs text-stone-400">
            {formatCardType(card.tipo)} - {card.edicion}
          </p>
        </div>
      </a>
      <CollectionCountControl
        cardId={card.id}
        cardName={card.nombre}
        variant="compact"
        // Out of the way of the card until it is pointed at or focused; always there by touch.
        className="absolute top-2 right-2 w-28 opacity-0 transition-opacity group-hover/tile:opacity-100 focus-within:opacity-100 pointer-coarse:opacity-100"
      />
    </div>
  );
});

function CardOverlay({ card }: { card: Card }) {
  return (
    <div className="absolute inset-0 flex flex-col gap-2 overflow-y-auto bg-stone-950/95 backdrop-blur-sm p-3 pt-14 text-left text-xs leading-relaxed text-stone-100">
      <p className="flex-1 whitespace-pre-line">
        {card.habilidad?.trim() ? card.habilidad : 'Esta carta no tiene habilidad.'}
      </p>
      <dl className="flex gap-4 border-t border-amber-200/20 pt-2 font-semibold text-amber-100">
        <div className="flex gap-1">
          <dt>Coste:</dt>
          <dd>{card.coste ?? 'N/A'}</dd>
        </div>
        {card.fuerza !== null && (
          <div className="flex gap-1">
            <dt>Fuerza:</dt>
            <dd>{card.fuerza}</dd>
          </div>
        )}
      </dl>
    </div>
  );
}
