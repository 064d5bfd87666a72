import {
  CARD_ASPECT,
  CARD_CAPTION_HEIGHT,
  describeBuilderGridColumns,
  describeGridColumns,
  measureGridContentWidth,
} from '../../contract/card-grid-geometry';

export interface GridLayout {
  columns: number;
  gap: number;
  cardWidth: number;
  /** Height of one row of cards including the gap below it; the virtualiser's row size. */
  rowHeight: number;
}

function sizeGrid(contentWidth: number, columns: number, gap: number): GridLayout {
  const cardWidth = Math.max(0, (contentWidth - gap * (columns - 1)) / columns);
  const rowHeight = Math.round(cardWidth * CARD_ASPECT + CARD_CAPTION_HEIGHT + gap);
  return { columns, gap, cardWidth, rowHeight };
}

/**
 * Sizes of the card grid for a viewport width. Rows have a computed, fixed height so the
 * virtualiser never has to measure the page, which keeps scrolling 20,000 cards smooth.
 */
export function computeGridLayout(viewportWidth: number): GridLayout {
  const { columns, gap } = describeGridColumns(viewportWidth);
  return sizeGrid(measureGridContentWidth(viewportWidth), columns, gap);
}

/**
 * Sizes of a card grid that fills a container of the given width (the deck builder's grid,
 * beside its deck panel), with the same card shape and fixed row height as the card viewer.
 */
export function computeContainerGridLayout(containerWidth: number): GridLayout {
  const { columns, gap } = describeBuilderGridColumns(containerWidth);
  return sizeGrid(containerWidth, columns, gap);
}
