import { describe, expect, it } from 'vitest';
import { listPagePreloads } from './page-preloads';

const CARDS = '</api/cards>; rel=preload; as=fetch; crossorigin';
const BANLISTS = '</api/banlists>; rel=preload; as=fetch; crossorigin';

describe('what a page announces with its HTML', () => {
  it.each(['/', '/cartas', '/cartas?q=fuego'])('announces the catalogue with %s', (url) => {
    expect(listPagePreloads(url)).toEqual([CARDS]);
  });

  it('announces only the formats with the deck builder, whose format picker needs no cards', () => {
    expect(listPagePreloads('/mazos')).toEqual([BANLISTS]);
  });

  it('announces the catalogue too when the builder opens a shared deck', () => {
    expect(listPagePreloads('/mazos?mazo=1.AAAA')).toEqual([CARDS, BANLISTS]);
  });

  it.each(['/cartas/5', '/banlists', '/analisis', '/mazos/otra'])(
    'announces nothing with %s',
    (url) => {
      expect(listPagePreloads(url)).toEqual([]);
    },
  );
});
