import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_PATHS, IMAGE_PATH_PREFIX } from '../../contract/api-paths';
import { APP_CODE_CLOSING, APP_CODE_OPENING } from '../../contract/app-code';
import {
  DECK_BUILDER_MODULE,
  DECK_BUILDER_PATH,
  DECK_SHARE_PARAM,
  FIRST_SCREEN_ELEMENT_ID,
  FIRST_SCREEN_PATHS,
  serializeFirstScreen,
  type FirstScreen,
} from '../../contract/first-screen';
import type { Banlist } from '../../domain/banlists/banlist';
import type { EditionBlocks } from '../../domain/cards/edition-blocks';
import type { CardsService } from '../cards/cards.service';
import type { CatalogueSnapshot } from '../cards/catalogue-snapshot';
import { sendError } from '../http/error-replies';
import { escapeMarkup } from '../http/escape-markup';
import { listLazyModuleFiles, readBuildManifest } from './build-manifest';
import { describeFirstImagePreload, withCatalogueFirstScreen } from './catalogue-page';
import { withDeckBuilderFrame } from './deck-builder-page';
import { describeSharedDeckDrawing } from './shared-deck-drawing';
import {
  DRAWN_DECK_TILE_COUNT,
  describeSharedDeckImagePreload,
  drawSharedDeckWorkspace,
} from './shared-deck-page';
import { describeSharedDeckScreen, formatReadsReprints } from './shared-deck-screen';
import {
  memoiseCompression,
  sendRevalidatedBody,
  type RevalidatedBody,
} from '../http/revalidated-body';

const API_PREFIX = '/api/';
const HASHED_ASSETS = `${path.sep}assets${path.sep}`;

const HTML_TYPE = 'text/html; charset=utf-8';

/**
 * Preloads of the API answers a page's code asks for as soon as it runs (main.tsx), so they
 * download beside that code instead of after it has arrived and run. `crossorigin` gives them
 * the mode and credentials of the app's own `fetch`, so the browser hands the app the preloaded
 * answer instead of asking again.
 */
function describeFetchPreloads(paths: readonly string[]): string {
  return paths
    .map((apiPath) => `<link rel="preload" as="fetch" href="${apiPath}" crossorigin="anonymous">`)
    .join('');
}

/**
 * Module preloads of a lazily loaded screen's chunks, as Vite writes the entry's own: the page
 * asks for them beside the entry instead of once the entry has arrived and run.
 */
function describeModulePreloads(files: readonly string[]): string {
  return files
    .map((file) => `<link rel="modulepreload" crossorigin href="/${escapeMarkup(file)}">`)
    .join('');
}

/** A short digest of a page's text, for its ETag. */
function hashPage(text: string): string {
  return createHash('sha256').update(text).digest('base64url').slice(0, 16);
}

/** Puts `text` before the last `marker` of `html`, or at its end without one. */
function insertBefore(html: string, marker: string, text: string): string {
  const at = html.lastIndexOf(marker);
  return at === -1 ? `${html}${text}` : `${html.slice(0, at)}${text}${html.slice(at)}`;
}

/**
 * Puts links among the app's code (contract/app-code.ts), which starts once the page has painted;
 * a page without it (an older build) gets them at the end of its `<head>`.
 */
function insertIntoAppCode(html: string, links: string): string {
  const opening = html.indexOf(APP_CODE_OPENING);
  const closing = opening === -1 ? -1 : html.indexOf(APP_CODE_CLOSING, opening);
  if (closing !== -1) return `${html.slice(0, closing)}${links}${html.slice(closing)}`;
  return html.includes('</head>') ? insertBefore(html, '</head>', links) : html;
}

/**
 * Puts a page's first image's preload in `<head>`, ahead of the app's code: the browser asks for
 * it with the page, as it is the page's largest paint.
 */
function insertImagePreload(html: string, preload: string): string {
  const at = html.indexOf(APP_CODE_OPENING);
  return at === -1
    ? insertIntoAppCode(html, preload)
    : `${html.slice(0, at)}${preload}${html.slice(at)}`;
}

/** A page with a first screen's data (contract/first-screen.ts) before `</body>`, for the app. */
function withFirstScreenData(html: string, firstScreen: FirstScreen): string {
  const element = `<script type="application/json" id="${FIRST_SCREEN_ELEMENT_ID}">${serializeFirstScreen(firstScreen)}</script>`;
  return insertBefore(html, '</body>', element);
}

/**
 * index.html with the catalogue's first screen (contract/first-screen.ts) written in before
 * `</body>`, its first cards drawn in the page (catalogue-page.ts) and its first image's preload
 * before `</head>`, made once per catalogue revision. Its ETag names both the page and the
 * catalogue, so a new release or a new catalogue is sent again and an unchanged one costs a 304.
 */
export function createFirstScreenPages(
  indexHtml: string,
): (snapshot: CatalogueSnapshot) => RevalidatedBody {
  const pageHash = hashPage(indexHtml);
  let last: { catalogueEtag: string; page: RevalidatedBody } | null = null;
  return (snapshot) => {
    if (last?.catalogueEtag === snapshot.etag) return last.page;
    const withPreload = insertImagePreload(
      indexHtml,
      describeFirstImagePreload(snapshot.firstScreen),
    );
    const drawn = withCatalogueFirstScreen(withPreload, snapshot.firstScreen);
    const body = withFirstScreenData(drawn, snapshot.firstScreen);
    const page = {
      body,
      etag: `"${pageHash}-${snapshot.etag.replaceAll('"', '')}"`,
      compressed: memoiseCompression(body),
    };
    last = { catalogueEtag: snapshot.etag, page };
    return page;
  };
}

/** What a shared deck's page reads besides the cards: the server's formats and edition blocks. */
export interface DeckFormatsSource {
  listBanlists: () => Promise<Banlist[]>;
  readEditionBlocks: () => Promise<EditionBlocks>;
}

/** A page made once, revalidated by an ETag of its content. */
function createStaticPage(body: string): RevalidatedBody {
  return { body, etag: `"${hashPage(body)}"`, compressed: memoiseCompression(body) };
}

/**
 * Serves the built client from `clientDir`: Vite's hashed assets are immutable, everything else
 * (index.html above all) is revalidated so a new release shows up on the next load. The card
 * viewer's addresses get index.html with the catalogue's first screen in it, or the plain page
 * while the catalogue cannot be read; the deck builder's, index.html with the builder's frame and
 * preloads of its code and data, and a shared deck's page the cards of that deck, drawn in its
 * first screen when the deck's format is one of the server's. Returns false, leaving the API
 * running, when the client has not been built.
 */
export async function registerClientApp(
  app: FastifyInstance,
  clientDir: string,
  cards: Pick<CardsService, 'getCatalogue' | 'getCards'>,
  formats: DeckFormatsSource,
): Promise<boolean> {
  const { getCatalogue } = cards;
  const indexPath = path.join(clientDir, 'index.html');
  if (!existsSync(indexPath)) {
    app.log.warn({ clientDir }, 'client not built (run `npm run build`); serving the API only');
    return false;
  }
  const indexHtml = await readFile(indexPath, 'utf8');
  const firstScreenPage = createFirstScreenPages(indexHtml);
  for (const pagePath of FIRST_SCREEN_PATHS) {
    app.get(pagePath, async (request, reply) => {
      // A filter in the address shows other cards first: the plain page, like any other address.
      const read = request.url.includes('?') ? null : await getCatalogue();
      if (read === null || !read.ok) return reply.sendFile('index.html');
      return sendRevalidatedBody(request, reply, firstScreenPage(read.snapshot), HTML_TYPE);
    });
  }
  // The builder's page brings the builder's code (a lazy chunk of the app, and the chunks it
  // imports) beside the entry. Its code asks for the official formats at once
  // (needsFormatsAtOnce in client/paths.ts). The catalogue, which it asks for at once on a shared
  // deck's page that could not bring the deck's cards (needsCatalogueAtOnce), is downloaded by
  // the app's worker (client/lib/catalogue-worker.ts), where a preload of the page cannot reach.
  const manifest = await readBuildManifest(clientDir);
  const builderScripts = describeModulePreloads(
    manifest === null ? [] : listLazyModuleFiles(manifest, DECK_BUILDER_MODULE),
  );
  const withBuilderPreloads = (html: string, apiPaths: readonly string[]) =>
    insertIntoAppCode(html, `${builderScripts}${describeFetchPreloads(apiPaths)}`);
  const framedBuilder = withDeckBuilderFrame(indexHtml);
  const deckBuilderPage = createStaticPage(
    withBuilderPreloads(framedBuilder, [API_PATHS.banlists]),
  );
  app.get(DECK_BUILDER_PATH, async (request, reply) => {
    const code = new URLSearchParams(request.url.split('?')[1] ?? '').get(DECK_SHARE_PARAM);
    if (code === null) return sendRevalidatedBody(request, reply, deckBuilderPage, HTML_TYPE);
    // The deck's cards ride with the page, so the builder shows the deck before the catalogue.
    const read = await getCatalogue();
    if (!read.ok) return sendRevalidatedBody(request, reply, deckBuilderPage, HTML_TYPE);
    const [banlists, editionBlocks] = await Promise.all([
      formats.listBanlists(),
      formats.readEditionBlocks(),
    ]);
    const shared = await describeSharedDeckScreen(code, read.snapshot, cards.getCards, (format) =>
      formatReadsReprints(banlists, format),
    );
    // Without them (a link the server cannot read), the builder's plain page.
    if (shared === null) return sendRevalidatedBody(request, reply, deckBuilderPage, HTML_TYPE);
    const drawing = describeSharedDeckDrawing(
      shared.deck,
      shared.firstScreen,
      banlists,
      editionBlocks,
      DRAWN_DECK_TILE_COUNT,
    );
    // Drawn, the deck and the first card's image paint with the page (issue 19).
    const html =
      drawing === null
        ? deckBuilderPage.body
        : insertImagePreload(
            withBuilderPreloads(
              withDeckBuilderFrame(indexHtml, () => drawSharedDeckWorkspace(drawing)),
              [API_PATHS.banlists],
            ),
            describeSharedDeckImagePreload(drawing),
          );
    const page = createStaticPage(withFirstScreenData(html, shared.firstScreen));
    return sendRevalidatedBody(request, reply, page, HTML_TYPE);
  });
  await app.register(fastifyStatic, {
    root: clientDir,
    prefix: '/',
    wildcard: false,
    // '/' is one of the first screen's addresses above.
    index: false,
    // The build's .br and .gz copies (vite.config.ts), smaller than compressing on the fly.
    preCompressed: true,
    cacheControl: false,
    // The build keeps source maps for the benchmarks; the browser never gets them.
    allowedPath: (pathName) => !pathName.toLowerCase().endsWith('.map'),
    setHeaders: (reply, filePath) => {
      reply.header(
        'cache-control',
        filePath.includes(HASHED_ASSETS) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  return true;
}

/**
 * A page the browser navigates to inside the SPA (a reload of /cartas/12 or /mazos): a GET for
 * HTML outside the API and the images, whose last segment is not a file name.
 */
export function isSpaPageRequest(request: FastifyRequest): boolean {
  const pathname = request.url.split('?')[0] ?? '';
  const lastSegment = pathname.slice(pathname.lastIndexOf('/') + 1);
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    !pathname.startsWith(API_PREFIX) &&
    !pathname.startsWith(IMAGE_PATH_PREFIX) &&
    !lastSegment.includes('.') &&
    (request.headers.accept ?? '').includes('text/html')
  );
}

/** Unknown routes: the SPA's index.html for page navigations, the JSON error shape otherwise. */
export function createNotFoundHandler(
  isClientAvailable: boolean,
): (request: FastifyRequest, reply: FastifyReply) => FastifyReply {
  return (request, reply) => {
    if (!isSpaPageRequest(request)) {
      return sendError(reply, 404, 'not_found', 'Ruta no encontrada.');
    }
    if (!isClientAvailable) {
      return sendError(
        reply,
        503,
        'client_not_built',
        'La aplicación web no está compilada: ejecuta «npm run build» o inicia con «npm start».',
      );
    }
    return reply.sendFile('index.html');
  };
}
