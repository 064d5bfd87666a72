import { createHash } from 'node:crypto';
import { copyFile, readFile, readdir, stat, utimes } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { errorBodySchema } from '../../contract/errors';
import { toThumbnailUrl } from '../../contract/images';
import { useSeededTestApp } from '../testing/seeded-test-app';

// Images never touch the database, so one backend is enough here.
describe('demo images', () => {
  const testApp = useSeededTestApp('pglite');

  const sourcePath = (file: string) => path.join(testApp.fixture.demoDir, 'images', file);
  /** Where a thumbnail is kept: under the digest of the bytes it was made from. */
  async function thumbnailDirOf(file: string, width: number): Promise<string> {
    const digest = createHash('sha256')
      .update(await readFile(sourcePath(file)))
      .digest('hex')
      .slice(0, 16);
    return path.join(testApp.thumbnailDir, 'demo', String(width), digest);
  }

  it('serves a demo image as WebP with long cache headers', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/images/demo/1.webp' });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toMatch(/max-age=\d{6,}/);
    const original = await stat(path.join(testApp.fixture.demoDir, 'images', '1.webp'));
    expect(response.rawPayload.length).toBe(original.size);
  });

  it('renders a smaller WebP thumbnail at an allowed width and keeps it on disk', async () => {
    const url = toThumbnailUrl('/images/demo/1.webp', 240);

    const response = await testApp.app.inject({ method: 'GET', url });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    const metadata = await sharp(response.rawPayload).metadata();
    expect(metadata.format).toBe('webp');
    expect(metadata.width).toBe(240);
    const original = await stat(path.join(testApp.fixture.demoDir, 'images', '1.webp'));
    expect(response.rawPayload.length).toBeLessThan(original.size);
    expect(await readdir(await thumbnailDirOf('1.webp', 240))).toEqual(['1.webp']);
  });

  it('streams the cached thumbnail on later requests without rendering it again', async () => {
    const url = toThumbnailUrl('/images/demo/2.webp', 160);
    await testApp.app.inject({ method: 'GET', url });
    const cachedFile = path.join(await thumbnailDirOf('2.webp', 160), '2.webp');
    const renderedAt = (await stat(cachedFile)).mtimeMs;

    const again = await testApp.app.inject({ method: 'GET', url });

    expect(again.statusCode).toBe(200);
    expect((await stat(cachedFile)).mtimeMs).toBe(renderedAt);
  });

  it('serves the thumbnail of the new bytes once a source is replaced, whatever its file time says', async () => {
    const thumbnailOf = (file: string) =>
      testApp.app.inject({ method: 'GET', url: toThumbnailUrl(`/images/demo/${file}`, 160) });
    await copyFile(sourcePath('1.webp'), sourcePath('sustituida.webp'));
    const before = await thumbnailOf('sustituida.webp');
    // A release that ships another image under the same name, with a file time from the past
    // (as a copy that keeps times, or a package's fixed dates, would).
    await copyFile(sourcePath('2.webp'), sourcePath('sustituida.webp'));
    await utimes(sourcePath('sustituida.webp'), new Date('2001-01-01'), new Date('2001-01-01'));

    const after = await thumbnailOf('sustituida.webp');

    expect(before.rawPayload.equals((await thumbnailOf('1.webp')).rawPayload)).toBe(true);
    expect(after.statusCode).toBe(200);
    expect(after.rawPayload.equals((await thumbnailOf('2.webp')).rawPayload)).toBe(true);
  });

  it.each(['241', 'abc', '', '0'])('refuses the thumbnail width %j with 400', async (width) => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/images/demo/1.webp?w=${width}`,
    });

    expect(response.statusCode).toBe(400);
    expect(errorBodySchema.parse(response.json()).message).toContain('«w»');
  });

  it.each([
    '/images/demo/..%2Fcards.json',
    '/images/demo/..%2F..%2Fcards.json',
    '/images/demo/%2E%2E%2Fimages%2F1.webp',
    '/images/demo/../cards.json',
    '/images/demo/cards.json',
    '/images/demo/1.png',
    '/images/demo/404.webp',
  ])('answers 404 with the error shape for %s', async (url) => {
    const response = await testApp.app.inject({ method: 'GET', url });

    expect(response.statusCode).toBe(404);
    expect(errorBodySchema.safeParse(response.json()).success).toBe(true);
  });
});
