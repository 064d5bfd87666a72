import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { layOutDeckImage, type DeckImageContent } from './deck-image-layout';
import { escapeMarkup } from '../http/escape-markup';
import { drawBackgroundSvg, fitText } from './deck-image-svg';

function makeContent(overrides: Partial<DeckImageContent> = {}): DeckImageContent {
  return {
    title: 'Mazo',
    subtitle: 'Formato Libre · 3 cartas',
    groups: [
      { heading: 'ALIADO (3)', entries: [{ label: 'Carta', count: 3, art: { kind: 'no-image' } }] },
    ],
    ...overrides,
  };
}

describe('deck image text', () => {
  it.each([
    ['<script>alert(1)</script>', '&lt;script&gt;alert(1)&lt;/script&gt;'],
    ['Fuego & Hielo', 'Fuego &amp; Hielo'],
    [`"Comillas" y 'apóstrofos'`, '&quot;Comillas&quot; y &apos;apóstrofos&apos;'],
    ['sin\u0000nulos\u0008', 'sinnulos'],
  ])('escapes %j for SVG', (text, escaped) => {
    expect(escapeMarkup(text)).toBe(escaped);
  });

  it('keeps a player’s markup out of the SVG, in the title, a caption and a heading', async () => {
    const hostile = '<script>alert("x")</script> & </text><image href="http://x"/>';
    const content = makeContent({
      title: hostile,
      groups: [
        { heading: hostile, entries: [{ label: hostile, count: 1, art: { kind: 'no-image' } }] },
      ],
    });
    const svg = drawBackgroundSvg(content, layOutDeckImage(content.groups));

    expect(svg).not.toContain('<script');
    expect(svg).not.toContain('<image');
    expect(svg).toContain('&lt;script&gt;');
    // librsvg reads it as a well-formed document.
    expect((await sharp(Buffer.from(svg)).metadata()).width).toBe(1080);
  });

  it('cuts a text too long for its width with an ellipsis', () => {
    const fitted = fitText('Un nombre muy largo '.repeat(10), 300, 20);

    expect(fitted.endsWith('…')).toBe(true);
    expect([...fitted].length).toBeLessThan(30);
    expect(fitText('Corto', 300, 20)).toBe('Corto');
  });
});
