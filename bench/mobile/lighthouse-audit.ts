import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { CHROMIUM, CHROMIUM_FLAGS } from '../../scripts/debian-packages';
import { findFreePort, waitForExit } from '../../scripts/local-processes';
import { measureLongTasks, type LongTaskTime, type TraceEvent } from './trace-long-tasks';

const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;
type Category = (typeof CATEGORIES)[number];
const STARTUP_TIMEOUT_MS = 30_000;

/**
 * What Lighthouse clears on the page's origin before each run. Its default (file systems, shader
 * cache, service workers, Cache Storage) keeps localStorage and IndexedDB, so from a page's second
 * run on the builder found the first run's deck in progress and a shared deck's page opened its
 * 'Abrir mazo compartido' dialog: the runs of one page measured two different visits. Every run
 * is a first visit. (The storage types are Chromium's `Storage.StorageType`.)
 */
const CLEARED_STORAGE = [
  'file_systems',
  'shader_cache',
  'service_workers',
  'cache_storage',
  'local_storage',
  'indexeddb',
  'cookies',
] as const;

/** The median of a page's Lighthouse runs (mobile preset: Moto G Power, simulated 4× CPU, slow 4G). */
export interface LighthouseFigures {
  runs: number;
  /** Category scores 0..100, each the median of the runs. */
  scores: Record<Category, number>;
  /** Metrics of the run with the median performance score, in ms. */
  largestContentfulPaintMs: number;
  totalBlockingTimeMs: number;
  /** That run's long tasks in its trace: their wall-clock time and the main thread's CPU time. */
  longTasks: LongTaskTime;
  /** Ids of best-practices and accessibility audits that failed in that run. */
  failedAudits: string[];
  /** Lighthouse's error code of each run that gave no scores (retried, left out of the medians). */
  brokenRuns: string[];
}

/** A Chromium with a DevTools port for Lighthouse, which drives it through CDP. */
export interface DebuggableChromium {
  port: number;
  close: () => Promise<void>;
}

async function waitForDevTools(port: number, child: ChildProcess): Promise<void> {
  const deadline = performance.now() + STARTUP_TIMEOUT_MS;
  while (performance.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Chromium exited with ${child.exitCode}`);
    const isUp = await fetch(`http://127.0.0.1:${port}/json/version`).then(
      (response) => response.ok,
      () => false,
    );
    if (isUp) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('Chromium did not open its DevTools port in time');
}

/** Debian Chromium, headless, with --remote-debugging-port on a free port and a throwaway profile. */
export async function launchDebuggableChromium(): Promise<DebuggableChromium> {
  const port = await findFreePort();
  const profile = await mkdtemp(path.join(tmpdir(), 'grimorio-lighthouse-'));
  const child = spawn(
    CHROMIUM.path,
    [
      ...CHROMIUM_FLAGS,
      '--headless=new',
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  try {
    await waitForDevTools(port, child);
  } catch (error) {
    child.kill('SIGKILL');
    await rm(profile, { recursive: true, force: true });
    throw error;
  }
  return {
    port,
    close: async () => {
      child.kill('SIGTERM');
      if (!(await waitForExit(child, 10_000))) child.kill('SIGKILL');
      await rm(profile, { recursive: true, force: true });
    },
  };
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? Number.NaN;
}

interface RunResult {
  /** Lighthouse's runtime error code when the run gave no scores (NO_FCP under heavy load). */
  runtimeError: string | null;
  scores: Record<Category, number>;
  lcpMs: number;
  tbtMs: number;
  longTasks: LongTaskTime;
  failedAudits: string[];
}

/** Where to keep each run's full report (Lighthouse's JSON), for reading its details later. */
export interface ReportTarget {
  dir: string;
  /** File name stem; the run's number and `.json` are appended. */
  name: string;
}

async function runOnce(
  url: string,
  port: number,
  report: { target: ReportTarget; run: number } | null,
): Promise<RunResult> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
    clearStorageTypes: [...CLEARED_STORAGE],
  });
  if (result === undefined) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (report !== null) {
    await mkdir(report.target.dir, { recursive: true });
    const stem = path.join(report.target.dir, `${report.target.name}-${report.run + 1}`);
    await writeFile(`${stem}.json`, JSON.stringify(lhr));
    // The trace its simulation started from (unthrottled), to see which tasks it counted.
    await writeFile(`${stem}.trace.json`, JSON.stringify(result.artifacts.Trace));
  }
  const scoreOf = (category: Category) =>
    Math.round((lhr.categories[category]?.score ?? Number.NaN) * 100);
  const failedAudits = ['accessibility', 'best-practices'].flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => ref.id),
  );
  return {
    runtimeError: lhr.runtimeError?.code ?? null,
    scores: {
      performance: scoreOf('performance'),
      accessibility: scoreOf('accessibility'),
      'best-practices': scoreOf('best-practices'),
    },
    lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
    longTasks: measureLongTasks(result.artifacts.Trace.traceEvents as TraceEvent[]),
    failedAudits,
  };
}

/**
 * Lighthouse's default (mobile) configuration `runs` times on one URL; medians of the scores.
 * With `report`, each run's JSON is written to `report.dir`.
 */
export async function auditPage(
  url: string,
  chromium: DebuggableChromium,
  runs: number,
  report: ReportTarget | null = null,
): Promise<LighthouseFigures> {
  const results: RunResult[] = [];
  const brokenRuns: string[] = [];
  // A run that broke is retried, up to as many times again as runs were asked for.
  for (let attempt = 0; results.length < runs && attempt < runs * 2; attempt += 1) {
    const target = report === null ? null : { target: report, run: attempt };
    const result = await runOnce(url, chromium.port, target);
    if (result.runtimeError === null) results.push(result);
    else brokenRuns.push(result.runtimeError);
  }
  const medianPerformance = median(results.map((result) => result.scores.performance));
  const representative =
    results.find((result) => result.scores.performance === medianPerformance) ?? results[0];
  const medianOf = (category: Category) => median(results.map((r) => r.scores[category]));
  const scores = {
    performance: medianPerformance,
    accessibility: medianOf('accessibility'),
    'best-practices': medianOf('best-practices'),
  };
  return {
    runs: results.length,
    scores,
    largestContentfulPaintMs: representative?.lcpMs ?? Number.NaN,
    totalBlockingTimeMs: representative?.tbtMs ?? Number.NaN,
    longTasks: representative?.longTasks ?? { count: 0, wallMs: Number.NaN, cpuMs: Number.NaN },
    failedAudits: representative?.failedAudits ?? [],
    brokenRuns,
  };
}
