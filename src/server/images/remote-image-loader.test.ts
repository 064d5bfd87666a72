import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { mkdtemp, rm } from 'node:fs/promises';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoFixture, type DemoFixture } from '../testing/demo-fixture';
import { createDemoImagesService } from './demo-images.service';
import { parseAllowedHosts } from './remote-image-address';
import { createImageLoader, type ImageLoad, type ImageLoader } from './remote-image-loader';

const TWENTY_MB = 20 * 1024 * 1024;

/** A local web server with the pictures and tricks the loader must handle. */
async function startImageServer(): Promise<{ server: Server; origin: string }> {
  const wide = await sharp({
    create: { width: 2000, height: 1000, channels: 3, background: '#884422' },
  })
    .png()
    .toBuffer();
  const server = createServer((request, response) => {
    const port = (server.address() as AddressInfo).port;
    switch (request.url) {
      case '/wide.png':
        response.writeHead(200, { 'content-type': 'image/png' }).end(wide);
        return;
      case '/text':
        response.writeHead(200, { 'content-type': 'image/png' }).end('no soy una imagen');
        return;
      case '/huge-declared':
        response.writeHead(200, { 'content-length': TWENTY_MB });
        response.end(Buffer.alloc(TWENTY_MB));
        return;
      case '/huge-streamed':
        response.writeHead(200, { 'content-type': 'image/png' });
        response.end(Buffer.alloc(TWENTY_MB));
        return;
      case '/to-private':
        response.writeHead(302, { location: 'http://10.0.0.1/wide.png' }).end();
        return;
      case '/to-metadata':
        response.writeHead(301, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
        return;
      case '/to-localhost':
        response.writeHead(302, { location: `http://localhost:${port}/wide.png` }).end();
        return;
      case '/to-wide':
        response.writeHead(307, { location: '/wide.png' }).end();
        return;
      case '/loop':
        response.writeHead(302, { location: '/loop' }).end();
        return;
      case '/slow':
        // Never answers: the loader's deadline must give up.
        return;
      default:
        response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

function expectRefusal(load: ImageLoad, url: string, detail: string): void {
  expect(load).toMatchObject({
    ok: false,
    reason: 'unreachable',
    message: `No se pudo cargar la imagen desde la URL: ${url}`,
    detail,
  });
}

describe('image loading for the AI', () => {
  let fixture: DemoFixture;
  let thumbnailDir: string;
  let imageServer: { server: Server; origin: string };
  let port: number;
  let open: ImageLoader;
  let allowLocal: ImageLoader;

  beforeAll(async () => {
    fixture = await createDemoFixture();
    thumbnailDir = await mkdtemp(path.join(os.tmpdir(), 'grimorio-loader-'));
    imageServer = await startImageServer();
    port = Number(new URL(imageServer.origin).port);
    const demoImages = createDemoImagesService({
      imagesDir: path.join(fixture.demoDir, 'images'),
      thumbnailDir,
    });
    open = createImageLoader({ demoImages, allowedHosts: parseAllowedHosts('') });
    allowLocal = createImageLoader({
      demoImages,
      allowedHosts: parseAllowedHosts('cartas.example, 127.0.0.1'),
      timeoutMs: 1000,
    });
  });
  afterAll(async () => {
    imageServer.server.closeAllConnections();
    await new Promise((resolve) => imageServer.server.close(resolve));
    await rm(thumbnailDir, { recursive: true, force: true });
    await fixture.remove();
  });

  it.each(['', '   '])('refuses the empty URL %j with the spec message', async (url) => {
    expect(await open(url)).toMatchObject({
      ok: false,
      reason: 'empty_url',
      message: 'La URL de la imagen no puede estar vacía.',
    });
  });

  it('reads the app’s own image from disk and converts it to JPEG base64 without a prefix', async () => {
    const load = await open('/images/demo/1.webp');

    expect(load.ok).toBe(true);
    if (!load.ok) return;
    expect(load.image.jpegBase64).not.toMatch(/^data:/u);
    const metadata = await sharp(Buffer.from(load.image.jpegBase64, 'base64')).metadata();
    expect(metadata.format).toBe('jpeg');
    expect([metadata.width, metadata.height]).toEqual([630, 880]);
  });

  it.each(['/images/demo/404.webp', '/images/demo/..%2Fcards.json', '/images/demo/../cards.json'])(
    'refuses the own image path %s that is not an image file',
    async (url) => {
      expectRefusal(await open(url), url, 'la imagen no existe en este servidor');
    },
  );

  it.each([
    ['127.0.0.1', (p: number) => `http://127.0.0.1:${p}/wide.png`],
    ['localhost', (p: number) => `http://localhost:${p}/wide.png`],
    ['[::1]', (p: number) => `http://[::1]:${p}/wide.png`],
    ['an IPv4-mapped loopback', (p: number) => `http://[::ffff:127.0.0.1]:${p}/wide.png`],
    ['10.0.0.1', () => 'http://10.0.0.1/wide.png'],
    ['169.254.169.254', () => 'http://169.254.169.254/latest/meta-data/'],
    ['0.0.0.0', (p: number) => `http://0.0.0.0:${p}/wide.png`],
    ['a decimal loopback', (p: number) => `http://2130706433:${p}/wide.png`],
  ])('refuses %s as not public', async (_name, makeUrl) => {
    const url = makeUrl(port);

    expectRefusal(await open(url), url, 'la dirección del servidor no es pública');
  });

  it.each(['file:///etc/passwd', 'ftp://example.com/carta.png', 'data:image/png;base64,AAAA'])(
    'refuses %s because only http and https are allowed',
    async (url) => {
      expectRefusal(await open(url), url, 'solo se admiten URL http o https');
    },
  );

  it('refuses a text that is not a URL', async () => {
    expectRefusal(await open('carta.png'), 'carta.png', 'la URL no es válida');
  });

  it('downloads from an allow-listed host and scales the longest side down to 1,600 px', async () => {
    const load = await allowLocal(`${imageServer.origin}/wide.png`);

    expect(load.ok).toBe(true);
    if (!load.ok) return;
    expect([load.image.width, load.image.height]).toEqual([1600, 800]);
    const metadata = await sharp(Buffer.from(load.image.jpegBase64, 'base64')).metadata();
    expect(metadata.format).toBe('jpeg');
  });

  it('follows a redirect that stays on an allowed host', async () => {
    const load = await allowLocal(`${imageServer.origin}/to-wide`);

    expect(load.ok).toBe(true);
  });

  it.each([
    ['a private address', '/to-private'],
    ['the metadata service', '/to-metadata'],
    ['localhost by name', '/to-localhost'],
  ])('refuses a redirect to %s even from an allowed host', async (_name, path) => {
    const url = `${imageServer.origin}${path}`;

    expectRefusal(await allowLocal(url), url, 'la dirección del servidor no es pública');
  });

  it('gives up after three redirects', async () => {
    const url = `${imageServer.origin}/loop`;

    expectRefusal(await allowLocal(url), url, 'demasiadas redirecciones');
  });

  it.each(['/huge-declared', '/huge-streamed'])(
    'refuses the 20 MB body of %s from an allowed host',
    async (path) => {
      const url = `${imageServer.origin}${path}`;

      expectRefusal(await allowLocal(url), url, 'la imagen supera el tamaño máximo de 10 MB');
    },
  );

  it('refuses a body that does not decode as an image', async () => {
    const url = `${imageServer.origin}/text`;

    expectRefusal(await allowLocal(url), url, 'el contenido no es una imagen');
  });

  it('refuses an answer other than 2xx', async () => {
    const url = `${imageServer.origin}/missing`;

    expectRefusal(await allowLocal(url), url, 'el servidor respondió 404');
  });

  it('gives up on a server that never answers', async () => {
    const url = `${imageServer.origin}/slow`;

    expectRefusal(await allowLocal(url), url, 'el servidor tardó demasiado en responder');
  });
});
