import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeBase64Url, encodeBase64Url } from './base64url';

const bytesOf = (text: string) => new TextEncoder().encode(text);

describe('encodeBase64Url', () => {
  it.each([
    { text: '', encoded: '' },
    { text: 'f', encoded: 'Zg' },
    { text: 'fo', encoded: 'Zm8' },
    { text: 'foo', encoded: 'Zm9v' },
    { text: 'foob', encoded: 'Zm9vYg' },
    { text: 'fooba', encoded: 'Zm9vYmE' },
    { text: 'foobar', encoded: 'Zm9vYmFy' },
  ])('encodes "$text" as the RFC 4648 vector "$encoded" without padding', ({ text, encoded }) => {
    expect(encodeBase64Url(bytesOf(text))).toBe(encoded);
    expect(decodeBase64Url(encoded)).toEqual(bytesOf(text));
  });

  it('uses - and _ instead of + and /', () => {
    expect(encodeBase64Url(Uint8Array.from([0xfb, 0xff, 0xbf]))).toBe('-_-_');
  });

  it('agrees with Node’s base64url (property)', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), (bytes) => {
        expect(encodeBase64Url(bytes)).toBe(Buffer.from(bytes).toString('base64url'));
      }),
    );
  });
});

describe('decodeBase64Url', () => {
  it.each([
    { name: 'a length that no bytes give', text: 'Zm9vY' },
    { name: 'padding', text: 'Zg==' },
    { name: 'standard base64 characters', text: 'Zm+v' },
    { name: 'spaces', text: 'Zm 9' },
    { name: 'stray bits in the last character', text: 'Zh' },
    { name: 'stray bits after two bytes', text: 'Zm9' },
  ])('refuses $name', ({ text }) => {
    expect(decodeBase64Url(text)).toBeNull();
  });

  it('gives back the bytes it was given (property)', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), (bytes) => {
        expect(decodeBase64Url(encodeBase64Url(bytes))).toEqual(bytes);
      }),
    );
  });

  it('decodes a text only if it is the canonical encoding of its bytes (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), (text) => {
        const bytes = decodeBase64Url(text);
        if (bytes !== null) expect(encodeBase64Url(bytes)).toBe(text);
      }),
    );
  });
});
