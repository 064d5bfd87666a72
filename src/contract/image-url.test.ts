import { describe, expect, it } from 'vitest';
import { imageUrlSchema, isSafeImageUrl } from './image-url';

describe('isSafeImageUrl', () => {
  it.each([
    'https://cartas.example/1.png',
    'http://cartas.example/1.png',
    'HTTPS://CARTAS.EXAMPLE/1.png',
    'https://cartas.example:8443/a%20b.png?w=240',
    'http://[2606:4700::1111]/1.png',
    '/images/demo/1.webp',
    '/images/demo/1.webp?w=240',
  ])('accepts %j', (url) => {
    expect(isSafeImageUrl(url)).toBe(true);
  });

  it.each([
    ['javascript:', 'javascript:alert(1)'],
    ['mixed-case javascript:', 'JaVaScRiPt:alert(1)'],
    ['data:', 'data:image/svg+xml,<svg onload=alert(1)>'],
    ['vbscript:', 'vbscript:msgbox(1)'],
    ['file:', 'file:///etc/passwd'],
    ['ftp:', 'ftp://cartas.example/1.png'],
    ['protocol-relative', '//evil.example/1.png'],
    ['protocol-relative with a backslash', '/\\evil.example/1.png'],
    ['a newline between the slashes', '/\n/evil.example/1.png'],
    ['a tab inside the scheme', 'java\tscript:alert(1)'],
    ['a leading space', ' https://cartas.example/1.png'],
    ['a leading space before javascript:', ' javascript:alert(1)'],
    ['a trailing space', 'https://cartas.example/1.png '],
    ['a leading control character', '\u0001https://cartas.example/1.png'],
    ['a NUL inside', 'https://cartas.example/\u0000.png'],
    ['http without a host', 'http://'],
    ['a relative path', 'images/1.png'],
    ['an empty text', ''],
    ['an over-long address', `https://cartas.example/${'a'.repeat(5000)}`],
  ])('refuses %s', (_form, url) => {
    expect(isSafeImageUrl(url)).toBe(false);
  });

  it.each([
    '/',
    '/a',
    '/./x.png',
    '/..//evil.example/1.png',
    '/%2F%2Fevil.example',
    '/a\\b',
    '//x',
    '/\\x',
  ])('answers the URL parser on the path %j without parsing it', (path) => {
    const base = 'http://grimorio.invalid';
    expect(isSafeImageUrl(path)).toBe(new URL(path, base).origin === base);
  });

  it('explains the refusal in Spanish', () => {
    const result = imageUrlSchema.safeParse('javascript:alert(1)');

    expect(result.success ? '' : result.error.issues[0]?.message).toBe(
      'debe ser una URL http o https, o una ruta de la aplicación que empiece por «/»',
    );
  });
});
