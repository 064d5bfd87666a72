import { useState } from 'react';
import { isSafeImageUrl } from '../../contract/image-url';
import { isOwnImageUrl, toSlotThumbnailUrl, toThumbnailSrcSet } from '../../contract/images';

interface CardImageProps {
  /** Image URL, or null when the card has none. */
  src: string | null;
  srcSet?: string;
  sizes?: string;
  alt: string;
  width: number;
  height: number;
  /** What the placeholder reads when the image is missing or fails ('Sin Imagen' in the grid). */
  placeholderLabel: string;
  /**
   * Where the placeholder's label sits: in the middle, or near the top when the foot of the image
   * carries badges and buttons (the builder's tiles), so they never cover it.
   */
  placeholderLabelAt?: 'middle' | 'top';
  className?: string;
  /**
   * The image most likely to be the largest paint (the grid's first tile): fetched at once and
   * first, instead of lazily behind everything else.
   */
  isPriority?: boolean;
  /**
   * In sight as the page opens (the grid's first row): fetched at once, without waiting for the
   * browser's lazy loading to find it in the viewport (Lighthouse: "LCP image was lazily loaded").
   */
  isEager?: boolean;
  /**
   * The image is always `width` CSS px wide (a grid tile): with `sizes`, it gets the one thumbnail
   * that width needs at the screen's density instead of a srcset.
   */
  isSlotWidthFixed?: boolean;
}

/**
 * A card image that falls back to a drawn placeholder (no network) when the URL is missing, is
 * not http(s) or a path under the app (a stored `javascript:` URL never reaches `src`), or the
 * image fails to load (SPEC §8 'Image load failure'). Given `sizes`, one of our own images
 * offers every width the server renders, so a phone's 178 px slot at 2× gets the 320 px file
 * instead of the 480 px one.
 */
export function CardImage({
  src,
  placeholderLabel,
  placeholderLabelAt = 'middle',
  className = '',
  isPriority = false,
  isEager = false,
  isSlotWidthFixed = false,
  srcSet,
  sizes,
  ...imageProps
}: CardImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (src === null || !isSafeImageUrl(src) || failedSrc === src) {
    return (
      <div
        role="img"
        aria-label={placeholderLabel}
        className={`flex justify-center border border-dashed border-amber-200/25 bg-gradient-to-b from-stone-800 to-stone-900 p-3 text-center font-serif text-sm text-amber-100/80 ${placeholderLabelAt === 'top' ? 'items-start pt-6' : 'items-center'} ${className}`}
      >
        <span aria-hidden="true">{placeholderLabel}</span>
      </div>
    );
  }
  const isOwnThumbnail = sizes !== undefined && isOwnImageUrl(src);
  // A grid's filter change gives some thirty images new cards, and an image whose srcset changes
  // as well as its src costs the browser a second source selection each time (issue 19): in a
  // slot of known width, one address. The priority image keeps the srcset the server's preload
  // names, so it downloads once.
  const hasOneAddress = isOwnThumbnail && isSlotWidthFixed && !isPriority;
  return (
    <img
      {...imageProps}
      src={hasOneAddress ? toSlotThumbnailUrl(src, imageProps.width, window.devicePixelRatio) : src}
      srcSet={hasOneAddress ? undefined : isOwnThumbnail ? toThumbnailSrcSet(src) : srcSet}
      sizes={hasOneAddress ? undefined : sizes}
      loading={isPriority || isEager ? 'eager' : 'lazy'}
      fetchPriority={isPriority ? 'high' : 'auto'}
      decoding="async"
      onError={() => setFailedSrc(src)}
      className={`bg-stone-800 object-cover ${className}`}
    />
  );
}
