import { readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import type { Plugin, Rolldown } from 'vite';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA, type VitePWAOptions } from 'vite-plugin-pwa';
import { APP_BOOT_SCRIPT, APP_CODE_CLOSING, APP_CODE_OPENING } from './src/contract/app-code.ts';

const serverPort = Number(process.env.PORT ?? 3000);

// The installed app and its service worker (docs/decisions/0025-offline-app.md). Workbox
// serialises the `urlPattern` functions into sw.js, so they use only their arguments.

/** The app's dark stone (stone-950), as the page's background. */
const STONE_950 = '#0c0a09';

const DAY_SECONDS = 24 * 60 * 60;

/**
 * The public catalogue's GETs the offline screens read: the card list, one card, the catalogue
 * info, the official formats and the edition blocks. Nothing signed-in (auth, me, decks,
 * collection, review, AI) matches.
 */
function isCatalogueRequest({ url, sameOrigin }: { url: URL; sameOrigin: boolean }): boolean {
  return (
    sameOrigin &&
    /^\/api\/(?:cards(?:\/\d+)?|catalogue|banlists|edition-blocks)$/u.test(url.pathname)
  );
}

/** Card images and their thumbnails, served by our server under /images/. */
function isCardImageRequest({ url, sameOrigin }: { url: URL; sameOrigin: boolean }): boolean {
  return sameOrigin && url.pathname.startsWith('/images/');
}

/** What is worth compressing ahead: text the server would otherwise compress on every request. */
const PRECOMPRESSED_FILE = /\.(?:js|css|html|svg|json|webmanifest)$/u;

/**
 * Writes a brotli (quality 11) and a gzip (level 9) copy beside every text file of the build, which
 * the server sends as they are (client-app.ts, `preCompressed`): on the fly it compresses at
 * brotli's quality 4, no smaller than gzip, and a phone on a slow network waits for every byte of
 * the first screen's JavaScript (issue 19: 176 → 152 KB with the first screen of 24 November).
 */
function precompressBuild(): Plugin {
  return {
    name: 'grimorio:precompress-build',
    apply: 'build',
    writeBundle(output, bundle) {
      const outDir = output.dir ?? '';
      for (const fileName of Object.keys(bundle)) {
        if (!PRECOMPRESSED_FILE.test(fileName)) continue;
        const filePath = path.join(outDir, fileName);
        const bytes = readFileSync(filePath);
        writeFileSync(
          `${filePath}.br`,
          brotliCompressSync(bytes, {
            params: {
              [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
              [zlibConstants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
            },
          }),
        );
        writeFileSync(`${filePath}.gz`, gzipSync(bytes, { level: 9 }));
      }
    },
  };
}

/**
 * A build plugin that rewrites the built index.html once Vite has written its own tags into it;
 * `rewrite` may also drop files from the bundle, and `fail` stops the build with a message.
 */
function rewriteBuiltPage(
  name: string,
  rewrite: (
    page: string,
    bundle: Rolldown.OutputBundle,
    fail: (message: string) => never,
  ) => string,
): Plugin {
  return {
    name,
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const page = bundle['index.html'];
      if (page?.type !== 'asset' || typeof page.source !== 'string') return;
      page.source = rewrite(page.source, bundle, (message) => this.error(message));
    },
  };
}

const ENTRY_STYLESHEET_LINK = /<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/u;

/**
 * Puts the app's one stylesheet inside index.html (a `<style>`, allowed by the CSP's style-src):
 * a linked stylesheet holds the first paint of the page's shell (index.html) for one more round
 * trip, which on a phone's slow network is the longest wait before anything shows (issue 19).
 * The file is dropped from the build (`cssCodeSplit: false`: no chunk asks for it).
 */
function inlineEntryStylesheet(): Plugin {
  return rewriteBuiltPage('grimorio:inline-entry-stylesheet', (page, bundle, fail) => {
    const [link, fileName] = ENTRY_STYLESHEET_LINK.exec(page) ?? [];
    const stylesheet = fileName === undefined ? undefined : bundle[fileName];
    if (link === undefined || fileName === undefined || stylesheet?.type !== 'asset') {
      return fail('index.html has no stylesheet link of the build to inline');
    }
    delete bundle[fileName];
    return page.replace(link, () => `<style>${String(stylesheet.source)}</style>`);
  });
}

const APP_CODE_TAG =
  /<script type="module" crossorigin src="[^"]+"><\/script>|<link rel="modulepreload" crossorigin href="[^"]+">/gu;

/**
 * Moves the entry's script and module preloads out of `<head>` into the inert template that
 * src/contract/app-code.ts describes, with the inline script that starts them once the page has
 * painted: on a phone's connection they would otherwise share it with the page's first paint and
 * its first card image (issue 19).
 */
function startAppCodeAfterFirstPaint(): Plugin {
  return rewriteBuiltPage('grimorio:start-app-code-after-first-paint', (page, _bundle, fail) => {
    const tags = page.match(APP_CODE_TAG) ?? [];
    if (!tags.some((tag) => tag.startsWith('<script'))) {
      return fail('index.html has no module script of the build to start after the first paint');
    }
    const template = `${APP_CODE_OPENING}${tags.join('')}${APP_CODE_CLOSING}`;
    return page
      .replace(APP_CODE_TAG, '')
      .replace('</head>', () => `${template}</head>`)
      .replace('</body>', () => `<script>${APP_BOOT_SCRIPT}</script></body>`);
  });
}

function createPwaOptions(): Partial<VitePWAOptions> {
  return {
    // A new release waits until the player accepts 'Actualizar': nothing reloads by itself.
    registerType: 'prompt',
    // src/client/pwa/update-prompt.tsx registers it (through virtual:pwa-register/react).
    injectRegister: false,
    strategies: 'generateSW',
    devOptions: { enabled: false },
    includeAssets: ['icons/apple-touch-icon-180.png'],
    manifest: {
      id: '/',
      name: 'Grimorio',
      short_name: 'Grimorio',
      description:
        'Catálogo de cartas, constructor de mazos, banlists y análisis para Primer Bloque de Mitos y Leyendas; funciona sin conexión.',
      lang: 'es',
      dir: 'ltr',
      start_url: '/cartas',
      scope: '/',
      display: 'standalone',
      orientation: 'any',
      theme_color: STONE_950,
      background_color: STONE_950,
      categories: ['games', 'utilities'],
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        {
          src: '/icons/icon-maskable-512.png',
          sizes: '512x512',
          type: 'image/png',
          purpose: 'maskable',
        },
      ],
    },
    workbox: {
      // The app shell: every built script, style, page and icon (not the hidden source maps).
      globPatterns: ['**/*.{js,css,html,png,svg,webmanifest}'],
      // Pages of the app open offline from the shell; the API and the images never do.
      navigateFallback: '/index.html',
      navigateFallbackDenylist: [/^\/api\//u, /^\/images\//u],
      cleanupOutdatedCaches: true,
      // The server never hands out source maps; sw.js must not point at one.
      sourcemap: false,
      // The player decides when the new release takes over (the 'Actualizar' button).
      skipWaiting: false,
      clientsClaim: false,
      runtimeCaching: [
        {
          // Online, always the server (with the browser's ETag revalidation), so an edit shows
          // at once; its copy answers only when the network fails.
          urlPattern: isCatalogueRequest,
          handler: 'NetworkFirst',
          method: 'GET',
          options: {
            cacheName: 'grimorio-catalogue',
            cacheableResponse: { statuses: [200] },
            expiration: { maxEntries: 400, purgeOnQuotaError: true },
          },
        },
        {
          // An image's bytes never change under its URL; keep the last ones seen, up to a cap.
          urlPattern: isCardImageRequest,
          handler: 'CacheFirst',
          method: 'GET',
          options: {
            cacheName: 'grimorio-card-images',
            cacheableResponse: { statuses: [200] },
            expiration: {
              maxEntries: 800,
              maxAgeSeconds: 30 * DAY_SECONDS,
              purgeOnQuotaError: true,
            },
          },
        },
      ],
    },
  };
}

export default defineConfig({
  root: 'src/client',
  // Only the installed app's icons (scripts/generate-app-icons.ts writes them); copied to /icons/.
  publicDir: 'pwa/public',
  // The service worker (docs/decisions/0025-offline-app.md) is built for production only: never
  // in the dev server, never under vitest.
  plugins: [
    react(),
    tailwindcss(),
    ...(process.env.VITEST
      ? []
      : [
          VitePWA(createPwaOptions()),
          inlineEntryStylesheet(),
          startAppCodeAfterFirstPaint(),
          precompressBuild(),
        ]),
  ],
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
    // Written for the bundle benchmark (bench/catalogue reads them), never linked from the
    // scripts and never served (client-app.ts refuses *.map): the source stays private.
    sourcemap: 'hidden',
    manifest: true,
    // One stylesheet for the whole app, which inlineEntryStylesheet puts in index.html: split
    // by chunk, the lazy chunks would ask for the entry's file again.
    cssCodeSplit: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // zod and the module that makes it jitless share one chunk, in that order, so the
              // setting runs before any chunk that imports zod can build a schema. Left to
              // itself the bundler put zod in a shared chunk that ran before main.tsx's first
              // import, and zod's `new Function` probe broke the CSP (Lighthouse's
              // inspector-issues).
              name: 'zod',
              test: /node_modules[\\/]zod[\\/]|src[\\/]client[\\/]lib[\\/]zod-jitless\.ts$/u,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': `http://127.0.0.1:${serverPort}`,
      '/images': `http://127.0.0.1:${serverPort}`,
    },
  },
  test: {
    root: '.',
    // One file more than the cores: many server files wait on other processes (PostgreSQL,
    // spawned servers) for much of their time, and Vitest's default (cores − 1) left one of
    // CI's two cores idle: the unit phase took 908 s with one worker, 724 s with three.
    maxWorkers: availableParallelism() + 1,
    // Coverage is measured where it is held to a threshold: the rules (`npm run test:unit` runs the
    // domain project with it, then the server and client projects without). V8's coverage slows
    // every worker's code, 7 % of the server tests' CPU and 16 % of the client's (29 November),
    // which CI's two cores pay in full.
    coverage: {
      provider: 'v8',
      include: ['src/domain/**/*.ts', 'src/contract/**/*.ts'],
      exclude: ['src/**/*.test.ts'],
      reporter: ['text-summary', 'text'],
      thresholds: { 'src/domain/**': { lines: 95 } },
    },
    projects: [
      {
        extends: true,
        test: {
          name: 'domain',
          root: '.',
          include: ['src/domain/**/*.test.ts', 'src/contract/**/*.test.ts'],
          environment: 'node',
          // Pure functions: nothing a file does can reach another (12.7 → 3.6 s).
          isolate: false,
          // Property tests take 14–47 ms on a quiet machine, but share-link's took 9 s in a
          // `.ci/run` whose two cores were also running another test run (28 November): a limit
          // that fails a busy machine, not a wrong answer, is noise.
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          root: '.',
          include: ['src/server/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
          // Each worker imports the server (Fastify, Drizzle, PGlite's WebAssembly) once for all
          // its files instead of once per file: every file builds its own app and databases, and
          // module state is only caches of constants. 16 route files: 94.7 → 77.3 s, 21 % less
          // CPU; the whole project passes so (82 files).
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'client',
          root: '.',
          include: ['src/client/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          // Whole-screen tests in jsdom share two cores with the server tests; a generous
          // timeout keeps a busy machine from failing a test that is merely slow.
          testTimeout: 20_000,
          setupFiles: ['src/client/test-setup.ts'],
        },
      },
    ],
  },
});
