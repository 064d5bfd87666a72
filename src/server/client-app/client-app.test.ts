import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_BOOT_SCRIPT, APP_CODE_CLOSING, APP_CODE_OPENING } from '../../contract/app-code';
import { describeGridImage } from '../../contract/card-grid-geometry';
import { cardListSchema } from '../../contract/cards';
import { errorBodySchema } from '../../contract/errors';
import {
  DECK_BUILDER_MODULE,
  FIRST_SCREEN_CARD_COUNT,
  FIRST_SCREEN_ELEMENT_ID,
  type FirstScreen,
} from '../../contract/first-screen';
import type { Card } from '../../domain/cards/card';
import { encodeDeckShare } from '../../domain/decks/share-link';
import type { CatalogueSnapshot } from '../cards/catalogue-snapshot';
import { makeCard } from '../testing/card-factory';
import { createDemoFixture, type DemoFixture } from '../testing/demo-fixture';
import { BUILD_MANIFEST_PATH } from './build-manifest';
import { createFirstScreenPages } from './client-app';
import { buildTestApp, type TestApp } from '../testing/test-app';
import { createTestDatabases, type TestDatabases } from '../testing/test-databases';

const INDEX_HTML = '<!doctype html><html><body><div id="root"></div></body></html>';
/** As the build writes it (vite.config.ts): the app's code in its template, started inline. */
const MARKED_INDEX_HTML = `<!doctype html><html><head><title>G</title>${APP_CODE_OPENING}<script type="module" crossorigin src="/assets/index-1.js"></script>${APP_CODE_CLOSING}</head><body><div id="root"><main><!--section--><div role="status">Cargando...</div><!--/section--></main></div><script>${APP_BOOT_SCRIPT}</script></body></html>`;
/** A build manifest as Vite writes it: the entry, and the builder's lazy chunk with one of its own. */
const MANIFEST = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_react-2.js'] },
  '_react-2.js': { file: 'assets/react-2.js' },
  [DECK_BUILDER_MODULE]: { file: 'assets/builder-3.js', imports: ['_react-2.js', '_dialog-4.js'] },
  '_dialog-4.js': { file: 'assets/dialog-4.js' },
};
const HTML = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };
const BUILT_SCRIPT = `export const cards = ${JSON.stringify(Array.from({ length: 200 }, (_, id) => ({ id })))};`;
const BUILT_SCRIPT_BROTLI = brotliCompressSync(Buffer.from(BUILT_SCRIPT));
const SOURCE_MAP = '{"version":3,"sources":["../../src/client/main.tsx"],"mappings":""}';

/** What a page starts once it has painted: the content of its app-code template. */
function readAppCode(html: string): string {
  const start = html.indexOf(APP_CODE_OPENING);
  if (start === -1) throw new Error(`no app code in ${html}`);
  return html.slice(start + APP_CODE_OPENING.length, html.indexOf(APP_CODE_CLOSING, start));
}

function readFirstScreen(html: string): FirstScreen {
  const element = new RegExp(
    `<script type="application/json" id="${FIRST_SCREEN_ELEMENT_ID}">(.*?)</script></body>`,
  ).exec(html);
  if (element === null) throw new Error(`no first screen in ${html}`);
  return JSON.parse(element[1] ?? '') as FirstScreen;
}

// Serving the client only reads the database, through repositories the routes' suites run on
// both backends, so one backend is enough here.
describe('built client and SPA fallback', () => {
  let fixture: DemoFixture;
  let databases: TestDatabases;
  let clientDir: string;
  /** A build whose index.html marks its loading line, as src/client/index.html does. */
  let framedClientDir: string;
  let withClient: TestApp;
  /** Serving the build whose index.html marks its loading line. */
  let withFramedClient: TestApp;
  let withoutClient: TestApp;

  beforeAll(async () => {
    fixture = await createDemoFixture();
    databases = await createTestDatabases('pglite', fixture.demoDir);
    clientDir = await mkdtemp(path.join(os.tmpdir(), 'grimorio-client-'));
    await mkdir(path.join(clientDir, 'assets'));
    await writeFile(path.join(clientDir, 'index.html'), INDEX_HTML);
    framedClientDir = await mkdtemp(path.join(os.tmpdir(), 'grimorio-client-'));
    await writeFile(path.join(framedClientDir, 'index.html'), MARKED_INDEX_HTML);
    await mkdir(path.join(framedClientDir, '.vite'));
    await writeFile(path.join(framedClientDir, BUILD_MANIFEST_PATH), JSON.stringify(MANIFEST));
    await writeFile(path.join(clientDir, 'assets', 'index-a1b2c3.js'), 'console.log(1);');
    await writeFile(path.join(clientDir, 'assets', 'index-a1b2c3.js.map'), SOURCE_MAP);
    await writeFile(path.join(clientDir, 'assets', 'app-d4e5f6.js'), BUILT_SCRIPT);
    await writeFile(path.join(clientDir, 'assets', 'app-d4e5f6.js.br'), BUILT_SCRIPT_BROTLI);
    withClient = await buildTestApp({
      database: await databases.openSeeded(),
      demoDir: fixture.demoDir,
      clientDir,
    });
    withFramedClient = await buildTestApp({
      database: await databases.openSeeded(),
      demoDir: fixture.demoDir,
      clientDir: framedClientDir,
    });
    withoutClient = await buildTestApp({
      database: await databases.openSeeded(),
      demoDir: fixture.demoDir,
    });
  });
  afterAll(async () => {
    await withClient.close();
    await withFramedClient.close();
    await withoutClient.close();
    await databases.dispose();
    await fixture.remove();
    await rm(clientDir, { recursive: true, force: true });
    await rm(framedClientDir, { recursive: true, force: true });
  });

  it('serves index.html at the root with a CSP that lets card images come from https hosts', async () => {
    const response = await withClient.app.inject({ method: 'GET', url: '/', headers: HTML });

    expect(response.statusCode).toBe(200);
    expect(response.body.startsWith(INDEX_HTML.slice(0, INDEX_HTML.indexOf('</body>')))).toBe(true);
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("img-src 'self' data: https:");
    expect(policy).not.toContain('upgrade-insecure-requests');
  });

  it("sends the build's brotli copy of an asset as it is, and the plain file to a client without brotli", async () => {
    const url = '/assets/app-d4e5f6.js';

    const brotli = await withClient.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'br, gzip' },
    });
    const plain = await withClient.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'identity' },
    });

    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotli.rawPayload.equals(BUILT_SCRIPT_BROTLI)).toBe(true);
    expect(brotliDecompressSync(brotli.rawPayload).toString('utf8')).toBe(BUILT_SCRIPT);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BUILT_SCRIPT);
  });

  it.each(['/', '/cartas'])(
    "writes the catalogue's first cards and its size into the card viewer's page at %s",
    async (url) => {
      const catalogue = await withClient.app.inject({ method: 'GET', url: '/api/cards' });
      const cards = cardListSchema.parse(catalogue.json());

      const response = await withClient.app.inject({ method: 'GET', url, headers: HTML });

      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(readFirstScreen(response.body)).toEqual({
        total: cards.length,
        cards: cards.slice(0, FIRST_SCREEN_CARD_COUNT),
      });
    },
  );

  it("revalidates the first screen's page with an ETag and sends it compressed", async () => {
    const first = await withClient.app.inject({ method: 'GET', url: '/cartas', headers: HTML });
    const etag = String(first.headers.etag);

    const again = await withClient.app.inject({
      method: 'GET',
      url: '/cartas',
      headers: { ...HTML, 'if-none-match': etag },
    });
    const brotli = await withClient.app.inject({
      method: 'GET',
      url: '/cartas',
      headers: { ...HTML, 'accept-encoding': 'br' },
    });

    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(again.statusCode).toBe(304);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString('utf8')).toBe(first.body);
  });

  it('sends the plain page when a filter in the address shows other cards first', async () => {
    const response = await withClient.app.inject({
      method: 'GET',
      url: '/cartas?tipo=Aliado',
      headers: HTML,
    });

    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(INDEX_HTML);
  });

  it("sends the deck builder's page with its frame drawn and its data preloaded, for a shared deck too, revalidated by its ETag", async () => {
    const page = await withFramedClient.app.inject({ method: 'GET', url: '/mazos', headers: HTML });
    const shared = await withFramedClient.app.inject({
      method: 'GET',
      url: '/mazos?mazo=1.abc',
      headers: HTML,
    });
    const again = await withFramedClient.app.inject({
      method: 'GET',
      url: '/mazos',
      headers: { ...HTML, 'if-none-match': String(page.headers.etag) },
    });

    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['cache-control']).toBe('no-cache');
    const preload = (apiPath: string) =>
      `<link rel="preload" as="fetch" href="${apiPath}" crossorigin="anonymous">`;
    expect(page.body).toContain('>Fabrica de tech</h2>');
    expect(page.body).toContain('Cargando...');
    // The builder's code and the formats start with the app's entry once the page has painted.
    // The catalogue never does: the app's worker downloads it, which a preload cannot serve.
    expect(readAppCode(page.body)).toBe(
      '<script type="module" crossorigin src="/assets/index-1.js"></script><link rel="modulepreload" crossorigin href="/assets/builder-3.js"><link rel="modulepreload" crossorigin href="/assets/dialog-4.js">' +
        preload('/api/banlists'),
    );
    expect(page.body).not.toContain('react-2.js');
    expect(page.body).not.toContain(preload('/api/cards'));
    // A link whose deck the server cannot read (here, the catalogue is the app's alone) gets the
    // same page.
    expect(shared.body).toBe(page.body);
    expect(again.statusCode).toBe(304);
  });

  it("writes a shared deck's cards into its page, revalidated by its ETag", async () => {
    const code = encodeDeckShare({
      name: 'Prestado',
      format: 'formatoLibre',
      cards: [{ id: 3, count: 2 }],
    });
    const url = `/mazos?mazo=${code}`;

    const page = await withFramedClient.app.inject({ method: 'GET', url, headers: HTML });
    const again = await withFramedClient.app.inject({
      method: 'GET',
      url,
      headers: { ...HTML, 'if-none-match': String(page.headers.etag) },
    });

    expect(page.statusCode).toBe(200);
    // The demo's three cards are the grid's first screen; the deck's card is among them.
    const firstScreen = readFirstScreen(page.body);
    expect(firstScreen.total).toBe(fixture.cards.length);
    expect(firstScreen.cards.map((card) => card.id)).toEqual([1, 2, 3]);
    expect(firstScreen.deckCards).toEqual([]);
    expect(page.body).toContain('>Fabrica de tech</h2>');
    // The deck is drawn in its format (Formato Libre, from the database) with the first cards.
    expect(page.body).not.toContain('Cargando...');
    expect(page.body).toContain('>2/50</span>');
    expect(page.body).toContain('>Prestado</p>');
    expect(page.body).toContain('>2 en mazo</p>');
    expect(page.body).toContain(`<p>${fixture.cards.length} cartas</p>`);
    // Its first image is asked for with the page, not with the app's code.
    const imagePreload = page.body.indexOf('<link rel="preload" as="image"');
    expect(imagePreload).toBeGreaterThan(-1);
    expect(imagePreload).toBeLessThan(page.body.indexOf(APP_CODE_OPENING));
    // The builder asks for the catalogue once it has shown the deck.
    expect(page.body).not.toContain('href="/api/cards"');
    expect(page.body).toContain('href="/api/banlists"');
    expect(again.statusCode).toBe(304);
  });

  it("leaves a shared deck of a format the server lacks to the app, with the deck's cards in the page", async () => {
    const code = encodeDeckShare({
      name: 'Casero',
      format: 'miFormato',
      cards: [{ id: 3, count: 2 }],
    });

    const page = await withFramedClient.app.inject({
      method: 'GET',
      url: `/mazos?mazo=${code}`,
      headers: HTML,
    });

    expect(page.statusCode).toBe(200);
    expect(readFirstScreen(page.body).cards.map((card) => card.id)).toEqual([1, 2, 3]);
    expect(page.body).toContain('Cargando...');
    expect(page.body).not.toContain('Mazo Actual');
  });

  it("draws the catalogue's first cards in the card viewer's page, in place of its loading line", async () => {
    const response = await withFramedClient.app.inject({
      method: 'GET',
      url: '/cartas',
      headers: HTML,
    });

    const { total, cards } = readFirstScreen(response.body);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`<p>${total} cartas</p>`);
    expect(response.body).toContain(`<a href="/cartas/${cards[0]?.id}"`);
    expect(response.body).not.toContain('Cargando...');
    // The first card's image is asked for with the page, not with the app's code.
    const imagePreload = response.body.indexOf('<link rel="preload" as="image"');
    expect(imagePreload).toBeGreaterThan(-1);
    expect(imagePreload).toBeLessThan(response.body.indexOf(APP_CODE_OPENING));
    expect(readAppCode(response.body)).toBe(
      '<script type="module" crossorigin src="/assets/index-1.js"></script>',
    );
  });

  it.each(['/cartas/5', '/mazos', '/banlists/racialEdicion'])(
    'answers a reload of the app page %s with index.html',
    async (url) => {
      const response = await withClient.app.inject({ method: 'GET', url, headers: HTML });

      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe(INDEX_HTML);
    },
  );

  it("keeps the build's manifest to itself", async () => {
    const response = await withFramedClient.app.inject({
      method: 'GET',
      url: '/.vite/manifest.json',
    });

    expect(response.statusCode).toBe(404);
  });

  it('marks hashed assets as immutable', async () => {
    const response = await withClient.app.inject({ method: 'GET', url: '/assets/index-a1b2c3.js' });

    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it.each([
    '/assets/index-a1b2c3.js.map',
    '/assets/index-a1b2c3.js%2Emap',
    '/assets/../assets/index-a1b2c3.js.map',
  ])('never serves the source map the build keeps beside a script (%s)', async (url) => {
    const response = await withClient.app.inject({ method: 'GET', url });

    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('src/client');
  });

  it.each([
    ['an unknown API path', '/api/nope', HTML],
    ['an unknown image path', '/images/otra/1.webp', HTML],
    ['a missing asset', '/assets/missing.js', HTML],
    ['a request that does not accept HTML', '/cartas/5', { accept: 'application/json' }],
  ])('answers %s with a JSON 404', async (_case, url, headers) => {
    const response = await withClient.app.inject({ method: 'GET', url, headers });

    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(errorBodySchema.parse(response.json()).error).toBe('not_found');
  });

  it('keeps the API running and says so when the client has not been built', async () => {
    const page = await withoutClient.app.inject({ method: 'GET', url: '/cartas/5', headers: HTML });
    const api = await withoutClient.app.inject({ method: 'GET', url: '/api/catalogue' });

    expect(page.statusCode).toBe(503);
    expect(errorBodySchema.parse(page.json()).error).toBe('client_not_built');
    expect(api.statusCode).toBe(200);
  });
});

describe('createFirstScreenPages', () => {
  const HEAD_HTML = '<!doctype html><html><head><title>G</title></head><body></body></html>';
  const snapshot = (etag: string, cards: Card[] = []) =>
    ({ etag, firstScreen: { total: cards.length, cards } }) as unknown as CatalogueSnapshot;

  function readPreloads(html: string): string[] {
    const head = html.slice(0, html.indexOf('</head>'));
    return head.match(/<link rel="preload"[^>]*>/g) ?? [];
  }

  it('makes the page once per catalogue revision, with an ETag that names both', () => {
    const pages = createFirstScreenPages(INDEX_HTML);

    const first = pages(snapshot('"a"'));
    const same = pages(snapshot('"a"'));
    const next = pages(snapshot('"b"'));
    const otherRelease = createFirstScreenPages(INDEX_HTML.replace('root', 'app'))(snapshot('"a"'));

    expect(same).toBe(first);
    expect(next.etag).not.toBe(first.etag);
    expect(otherRelease.etag).not.toBe(first.etag);
  });

  it('keeps a card text that holds </script> inside the element', () => {
    const name = '</script><script>alert(1)</script>';

    const page = createFirstScreenPages(INDEX_HTML)(snapshot('"a"', [makeCard({ nombre: name })]));

    expect(page.body.match(/<\/script>/g)).toHaveLength(1);
    expect(readFirstScreen(page.body).cards[0]?.nombre).toBe(name);
  });

  it("preloads the first card's image in the head, as the grid's first tile asks for it", () => {
    const card = makeCard({ ruta_completa: '/images/demo/7.webp' });

    const page = createFirstScreenPages(HEAD_HTML)(snapshot('"a"', [card, makeCard()]));

    const image = describeGridImage(card.ruta_completa);
    expect(readPreloads(page.body)).toEqual([
      `<link rel="preload" as="image" href="${image?.src}" imagesrcset="${image?.srcSet}" imagesizes="${image?.sizes}" fetchpriority="high">`,
    ]);
  });

  it("preloads another host's image as it is, its address written as an attribute", () => {
    const page = createFirstScreenPages(HEAD_HTML)(
      snapshot('"a"', [makeCard({ ruta_completa: 'https://cartas.example/a.jpg?x=1&y="2"' })]),
    );

    expect(readPreloads(page.body)).toEqual([
      '<link rel="preload" as="image" href="https://cartas.example/a.jpg?x=1&amp;y=&quot;2&quot;" fetchpriority="high">',
    ]);
  });

  it.each([null, 'javascript:alert(1)'])(
    'preloads nothing when the first card has no image it can show (%s)',
    (url) => {
      const page = createFirstScreenPages(HEAD_HTML)(
        snapshot('"a"', [makeCard({ ruta_completa: url })]),
      );

      expect(readPreloads(page.body)).toEqual([]);
    },
  );
});
