import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { encodeBase64Url } from './base64url';
import type { PortableDeck } from './portable-deck';
import {
  decodeDeckShare,
  encodeDeckShare,
  MAX_SHARE_CODE_LENGTH,
  SHARE_LINK_MESSAGES,
} from './share-link';

function makePortableDeck(overrides: Partial<PortableDeck> = {}): PortableDeck {
  return {
    name: 'Caballeros de la Mesa',
    format: 'racialEdicion',
    cards: [
      { id: 101, count: 3 },
      { id: 2045, count: 2 },
      { id: 7, count: 20 },
    ],
    ...overrides,
  };
}

/** A version 1 code for hand-made bytes, with a correct Fletcher-16 checksum. */
function makeCode(payload: readonly number[]): string {
  let low = 0;
  let high = 0;
  for (const byte of payload) {
    low = (low + byte) % 255;
    high = (high + low) % 255;
  }
  return `1.${encodeBase64Url(Uint8Array.from([...payload, high, low]))}`;
}

describe('encodeDeckShare', () => {
  it('starts with the version and uses only URL-safe characters', () => {
    expect(encodeDeckShare(makePortableDeck())).toMatch(/^1\.[A-Za-z0-9_-]+$/);
  });

  it('stays well under 200 characters for a usual 50-card deck', () => {
    const cards = Array.from({ length: 20 }, (_, index) => ({
      id: 1000 + index * 173,
      count: index < 10 ? 3 : 2,
    }));
    const code = encodeDeckShare(makePortableDeck({ cards, name: 'Faraones del Nilo, versión 3' }));
    expect(cards.reduce((sum, card) => sum + card.count, 0)).toBe(50);
    expect(code.length).toBeLessThan(160);
  });

  it('stays under 300 characters even for 50 different cards', () => {
    const cards = Array.from({ length: 50 }, (_, index) => ({ id: 4000 + index * 17, count: 1 }));
    expect(encodeDeckShare(makePortableDeck({ cards })).length).toBeLessThan(300);
  });

  it('writes a built-in format shorter than a custom one', () => {
    const builtIn = encodeDeckShare(makePortableDeck({ format: 'racialLibre' }));
    const custom = encodeDeckShare(makePortableDeck({ format: 'racialLibr' }));
    expect(builtIn.length).toBeLessThan(custom.length);
  });

  it.each([
    { name: 'a negative id', cards: [{ id: -1, count: 1 }] },
    { name: 'a fractional count', cards: [{ id: 1, count: 0.5 }] },
    { name: 'an id beyond safe integers', cards: [{ id: 2 ** 53, count: 1 }] },
  ])('refuses $name, which no card can have', ({ cards }) => {
    expect(() => encodeDeckShare(makePortableDeck({ cards }))).toThrow(RangeError);
  });
});

describe('decodeDeckShare', () => {
  it('opens a code made by encodeDeckShare, surrounding spaces allowed', () => {
    const deck = makePortableDeck();
    expect(decodeDeckShare(` ${encodeDeckShare(deck)}\n`)).toEqual({ ok: true, value: deck });
  });

  it.each([
    { name: 'a deck without a name', deck: makePortableDeck({ name: null }) },
    { name: 'a deck with an empty name', deck: makePortableDeck({ name: '' }) },
    { name: 'a custom format', deck: makePortableDeck({ format: 'torneoDeMayo' }) },
    { name: 'an empty deck', deck: makePortableDeck({ cards: [] }) },
    {
      name: 'a name with accents and emoji',
      deck: makePortableDeck({ name: 'Ñandú 🐦 Ma’arrat' }),
    },
  ])('keeps $name', ({ deck }) => {
    expect(decodeDeckShare(encodeDeckShare(deck))).toEqual({ ok: true, value: deck });
  });

  const valid = encodeDeckShare(makePortableDeck());

  it.each([
    { name: 'an empty text', code: '' },
    { name: 'a text without a version', code: 'Caballeros' },
    { name: 'a version alone', code: '1.' },
    { name: 'characters outside base64url', code: '1.abc+def' },
    { name: 'a code cut short', code: valid.slice(0, -3) },
    {
      name: 'a mistyped character',
      code: `${valid.slice(0, 10)}${valid[10] === 'A' ? 'B' : 'A'}${valid.slice(11)}`,
    },
    { name: 'a checksum with nothing before it', code: makeCode([]) },
    { name: 'a format without a name', code: makeCode([1]) },
    { name: 'a format number it does not know', code: makeCode([9, 0]) },
    { name: 'a custom format longer than the code', code: makeCode([0, 40, 65]) },
    { name: 'a name in invalid UTF-8', code: makeCode([1, 3, 0xc3, 0x28]) },
    { name: 'a card without a count', code: makeCode([1, 0, 5]) },
    { name: 'a card with zero copies', code: makeCode([1, 0, 5, 0]) },
    { name: 'a number written longer than needed', code: makeCode([1, 0, 0x85, 0x00, 1]) },
    { name: 'a number that never ends', code: makeCode([1, 0, 0xff, 0xff]) },
    {
      name: 'a number beyond safe integers',
      code: makeCode([1, 0, ...Array(7).fill(0xff), 0x7f, 1]),
    },
    { name: 'a missing checksum', code: '1.AQ' },
  ])('reports $name as a damaged link', ({ code }) => {
    expect(decodeDeckShare(code)).toEqual({ ok: false, reason: SHARE_LINK_MESSAGES.corrupt });
  });

  it('reads hand-made bytes for a built-in format, a name and one card', () => {
    expect(decodeDeckShare(makeCode([2, 4, 0x4f, 0x72, 0x6f, 0x87, 0x01, 3]))).toEqual({
      ok: true,
      value: { name: 'Oro', format: 'racialLibre', cards: [{ id: 135, count: 3 }] },
    });
  });

  it.each(['3.AAAA', '10.AAAA', '0.AQAB'])('reports "%s" as a version it does not know', (code) => {
    expect(decodeDeckShare(code)).toEqual({
      ok: false,
      reason: SHARE_LINK_MESSAGES.unknownVersion,
    });
  });

  it('refuses a code far longer than any deck needs', () => {
    expect(decodeDeckShare(`1.${'A'.repeat(MAX_SHARE_CODE_LENGTH)}`)).toEqual({
      ok: false,
      reason: SHARE_LINK_MESSAGES.tooLong,
    });
  });

  it('reports input that is not text as a damaged link', () => {
    expect(decodeDeckShare(42 as unknown as string)).toEqual({
      ok: false,
      reason: SHARE_LINK_MESSAGES.corrupt,
    });
  });

  const arbitraryDeck: fc.Arbitrary<PortableDeck> = fc.record({
    name: fc.option(fc.string({ unit: 'grapheme', maxLength: 40 })),
    format: fc.oneof(
      fc.constantFrom('racialEdicion', 'racialLibre', 'formatoLibre'),
      fc.string({ unit: 'grapheme', maxLength: 20 }),
    ),
    cards: fc.array(
      fc.record({
        id: fc.oneof(fc.integer({ min: 0, max: 10_000 }), fc.maxSafeNat()),
        count: fc.oneof(
          fc.integer({ min: 1, max: 3 }),
          fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }),
        ),
      }),
      { maxLength: 60 },
    ),
  });

  it('gives back exactly the deck that was encoded (property)', () => {
    fc.assert(
      fc.property(arbitraryDeck, (deck) => {
        expect(decodeDeckShare(encodeDeckShare(deck))).toEqual({ ok: true, value: deck });
      }),
    );
  });

  const isResult = (result: ReturnType<typeof decodeDeckShare>) =>
    result.ok
      ? typeof result.value.format === 'string'
      : Object.values(SHARE_LINK_MESSAGES).includes(result.reason as never);

  it('never throws, whatever text it is given (property)', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.string({ unit: 'binary' }),
          fc.stringMatching(/^1\.[A-Za-z0-9_-]{0,40}$/),
        ),
        (code) => {
          expect(isResult(decodeDeckShare(code))).toBe(true);
        },
      ),
    );
  });

  it('never throws on a valid code with changed, dropped or added characters (property)', () => {
    fc.assert(
      fc.property(
        arbitraryDeck,
        fc.nat(),
        fc.constantFrom('A', '_', '-', 'z', ''),
        fc.integer({ min: 0, max: 2 }),
        (deck, at, insert, remove) => {
          const code = encodeDeckShare(deck);
          const position = at % (code.length + 1);
          const changed = code.slice(0, position) + insert + code.slice(position + remove);
          expect(isResult(decodeDeckShare(changed))).toBe(true);
        },
      ),
    );
  });
});
