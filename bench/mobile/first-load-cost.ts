import type { Browser } from 'playwright-core';
import { summarizeSamples, type SampleSummary } from '../support/sample-statistics';
import { createPhoneContext, openThrottledPage } from './mobile-interactions';

/** After the network has been idle, time for late tasks (the service worker's registration). */
const SETTLE_MS = 1_000;

/**
 * What a first visit costs the phone's main thread, from Chromium's own counters
 * (`Performance.getMetrics`): `ScriptDuration` is JavaScript (compiling and running it), and
 * `TaskDuration` every task (script, style, layout, parsing, painting). Both are wall-clock time
 * of the throttled CPU: the main-thread work Lighthouse estimates its blocking time from,
 * measured directly and without its simulation's spread.
 */
export interface FirstLoadCost {
  scriptMs: SampleSummary;
  taskMs: SampleSummary;
}

function readMetric(metrics: { name: string; value: number }[], name: string): number {
  const metric = metrics.find((candidate) => candidate.name === name);
  if (metric === undefined) throw new Error(`Chromium did not report ${name}`);
  return metric.value * 1000;
}

/**
 * Loads `url` `runs` times, each in a fresh phone context (empty cache and storage, CPU slowed
 * down as a phone's), and reads the main thread's counters once the page has settled.
 */
export async function measureFirstLoadCost(
  browser: Browser,
  url: string,
  runs: number,
): Promise<FirstLoadCost> {
  const script: number[] = [];
  const task: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const context = await createPhoneContext(browser, url);
    try {
      const page = await openThrottledPage(context);
      const session = await context.newCDPSession(page);
      await session.send('Performance.enable');
      await page.goto(url, { waitUntil: 'networkidle' });
      await page.waitForTimeout(SETTLE_MS);
      const { metrics } = await session.send('Performance.getMetrics');
      script.push(readMetric(metrics, 'ScriptDuration'));
      task.push(readMetric(metrics, 'TaskDuration'));
    } finally {
      await context.close();
    }
  }
  return { scriptMs: summarizeSamples(script), taskMs: summarizeSamples(task) };
}
