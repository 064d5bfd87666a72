import { Link } from 'wouter';
import { toThumbnailUrl, isOwnImageUrl } from '../../../contract/images';
import type { Card } from '../../../domain/cards/card';
import { formatCardType } from '../../../domain/cards/card-type-labels';
import { toCardDetailPath } from '../../paths';
import { CardImage } from '../../ui/card-image';
import { CARD_CAPTION_HEIGHT } from '../../ui/grid-layout';
import { HOVER_OVERLAY_DELAY_MS, useHoverIntent } from './hover-intent';

interface CardTileProps {
  card: Card;
  /** Rendered width in CSS pixels, so the browser picks the right thumbnail. */
  width: number;
  position: number;
  total: number;
}

function describeThumbnail(url: string | null, width: number) {
  if (url === null || !isOwnImageUrl(url)) return { src: url };
  return {
    src: toThumbnailUrl(url, 240),
    srcSet: `${toThumbnailUrl(url, 240)} 240w, ${toThumbnailUrl(url, 480)} 480w`,
    sizes: `${Math.ceil(width)}px`,
  };
}

/** One card of the grid: image, name and 'type - edition'; a link to its page. */
export function CardTile({ card, width, position, total }: CardTileProps) {
  const { isActive, handlePointerEnter, handlePointerLeave } =
    useHoverIntent(HOVER_OVERLAY_DELAY_MS);
  const imageHeight = Math.round((width * 88) / 63);
  return (
    <div role="listitem" aria-setsize={total} aria-posinset={position} className="min-w-0">
      <Link
        href={toCardDetailPath(card.id)}
        state={{ fromCatalogue: true }}
        onMouseEnter={handlePointerEnter}
        onMouseLeave={handlePointerLeave}
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
          {isActive && <CardOverlay card={card} />}
        </div>
        <div style={{ height: CARD_CAPTION_HEIGHT }} className="px-1 pt-1.5">
          <p className="truncate text-sm font-semibold text-stone-100">{card.nombre}</p>
          <p className="truncate text-xs text-stone-400">
            {formatCardType(card.tipo)} - {card.edicion}
          </p>
        </div>
      </Link>
    </div>
  );
}

function CardOverlay({ card }: { card: Card }) {
  return (
    <div className="absolute inset-0 flex flex-col gap-2 overflow-y-auto bg-stone-950/95 backdrop-blur-sm p-3 text-left text-xs leading-relaxed text-stone-100">
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
