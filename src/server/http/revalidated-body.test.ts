import { describe, expect, it } from 'vitest';
import { choosePrecompressedEncoding, matchesEtag } from './revalidated-body';

describe('choosePrecompressedEncoding', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['identity', null],
    ['gzip', 'gzip'],
    ['gzip, deflate', 'gzip'],
    ['gzip, deflate, br', 'br'],
    ['BR;q=0.5, gzip;q=1', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0.0, gzip;q=0', null],
    ['*', 'br'],
    ['deflate', null],
  ])('for Accept-Encoding %j picks %j', (header, expected) => {
    expect(choosePrecompressedEncoding(header)).toBe(expected);
  });
});

describe('matchesEtag', () => {
  it.each([
    [undefined, false],
    ['"abc"', true],
    ['W/"abc"', true],
    ['"x", "abc"', true],
    ['*', true],
    ['"abd"', false],
  ])('If-None-Match %j matches "abc": %s', (header, expected) => {
    expect(matchesEtag(header, '"abc"')).toBe(expected);
  });
});
