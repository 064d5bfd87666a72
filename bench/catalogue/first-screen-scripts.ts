import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { z } from 'zod';
import { createBenchContext } from '../support/bench-browser';
import { CLIENT_BUILD_DIR } from '../../scripts/client-build';

const ASSETS_DIR = path.join(CLIENT_BUILD_DIR, 'assets');

/**
 * Code the first screen must not load (the issue: charts, review and AI load only when their
 * screen opens), recognised by the source files the build's source maps list in each chunk.
 */
const LAZY_ONLY_CODE: readonly { label: string; pattern: RegExp }[] = [
  { label: 'chart.js', pattern: /node_modules\/(chart\.js|react-chartjs-2)\// },
  { label: 'análisis', pattern: /(features\/deck-analysis|domain\/analysis)\// },
  { label: 'revisión', pattern: /(features\/card-review|domain\/review)\// },
  // The model's prompt and reply. domain/ai-reply's effects parser is not AI code: every card's
  // ability tags (issue 18) are read with it, so the catalogue needs it on its first screen.
  {
    label: 'IA',
    pattern:
      /(domain\/ai-reply\/(card-prompt|reply-parser|suggestion)|node_modules\/(openai|tesseract\.js)\/)/,
  },
];

const sourceMapSchema = z.object({ sources: z.array(z.string()) });

/** One JavaScript file of the build, with what it weighs gzipped (level 9). */
export interface ScriptChunk {
  file: string;
  rawBytes: number;
  gzipBytes: number;
  /** Labels of LAZY_ONLY_CODE found in it. */
  lazyOnlyCode: string[];
}

export interface FirstScreenFigures {
  scripts: ScriptChunk[];
  totalGzipBytes: number;
  /** Stylesheets are not JavaScript, but the first screen waits for them too. */
  stylesheetGzipBytes: number;
  /** Every chunk of dist/client/assets, loaded first or not. */
  builtChunks: ScriptChunk[];
}

function gzipSize(body: Buffer): number {
  return gzipSync(body, { level: 9 }).length;
}

/**
 * The bundler's own module runtime: Vite 7 (rolldown) writes it as a chunk of its own with no
 * source map, since it holds no source file of ours.
 */
const BUNDLER_RUNTIME_CHUNK = /^rolldown-runtime-[\w-]+\.js$/u;

async function findLazyOnlyCode(file: string): Promise<string[]> {
  if (BUNDLER_RUNTIME_CHUNK.test(file)) return [];
  const map = await readFile(path.join(ASSETS_DIR, `${file}.map`), 'utf8').catch(() => null);
  if (map === null) return ['(sin source map)'];
  const parsed = sourceMapSchema.safeParse(JSON.parse(map));
  if (!parsed.success) return ['(source map ilegible)'];
  return LAZY_ONLY_CODE.filter(({ pattern }) =>
    parsed.data.sources.some((source) => pattern.test(source)),
  ).map(({ label }) => label);
}

async function describeChunk(file: string, body: Buffer): Promise<ScriptChunk> {
  return {
    file,
    rawBytes: body.length,
    gzipBytes: gzipSize(body),
    lazyOnlyCode: await findLazyOnlyCode(file),
  };
}

async function listBuiltChunks(): Promise<ScriptChunk[]> {
  const files = (await readdir(ASSETS_DIR)).filter((file) => file.endsWith('.js')).sort();
  return Promise.all(
    files.map(async (file) => describeChunk(file, await readFile(path.join(ASSETS_DIR, file)))),
  );
}

/**
 * Loads '/' in a fresh context (empty cache), collects every script and stylesheet it fetches
 * until the network is idle, and weighs each body gzipped at level 9.
 */
export async function measureFirstScreenScripts(
  browser: Browser,
  baseUrl: string,
): Promise<FirstScreenFigures> {
  const context = await createBenchContext(browser, baseUrl);
  try {
    const page = await context.newPage();
    const pending: Promise<{ kind: string; file: string; body: Buffer } | null>[] = [];
    page.on('response', (response) => {
      const kind = response.request().resourceType();
      if (kind !== 'script' && kind !== 'stylesheet') return;
      const file = path.basename(new URL(response.url()).pathname);
      pending.push(
        response.body().then(
          (body) => ({ kind, file, body }),
          () => null,
        ),
      );
    });
    await page.goto('/', { waitUntil: 'networkidle' });
    const loaded = (await Promise.all(pending)).filter((entry) => entry !== null);
    const scripts = await Promise.all(
      loaded
        .filter((entry) => entry.kind === 'script')
        .map((entry) => describeChunk(entry.file, entry.body)),
    );
    const stylesheetGzipBytes = loaded
      .filter((entry) => entry.kind === 'stylesheet')
      .reduce((sum, entry) => sum + gzipSize(entry.body), 0);
    return {
      scripts,
      totalGzipBytes: scripts.reduce((sum, script) => sum + script.gzipBytes, 0),
      stylesheetGzipBytes,
      builtChunks: await listBuiltChunks(),
    };
  } finally {
    await context.close();
  }
}
