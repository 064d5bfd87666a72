import { describe, expect, it } from 'vitest';
import { pickThumbnailWidth, toSlotThumbnailUrl } from './images';

describe('pickThumbnailWidth', () => {
  it.each([
    { slot: 150, ratio: 1, width: 160 },
    { slot: 178, ratio: 1, width: 240 },
    { slot: 240, ratio: 1, width: 240 },
    { slot: 178, ratio: 1.75, width: 320 },
    { slot: 184, ratio: 2, width: 400 },
    { slot: 195, ratio: 2, width: 400 },
    { slot: 195, ratio: 3, width: 480 },
  ])('gives a $slot px slot at $ratio× the $width px thumbnail', ({ slot, ratio, width }) => {
    expect(pickThumbnailWidth(slot, ratio)).toBe(width);
  });
});

describe('toSlotThumbnailUrl', () => {
  it('names one width of our own image, whatever width the address had', () => {
    expect(toSlotThumbnailUrl('/images/demo/8.webp?w=240', 184, 2)).toBe(
      '/images/demo/8.webp?w=400',
    );
  });

  it("leaves another host's address as it is", () => {
    expect(toSlotThumbnailUrl('https://cartas.example/8.png', 184, 2)).toBe(
      'https://cartas.example/8.png',
    );
  });
});
