import type { Page } from 'playwright-core';
import { z } from 'zod';

/** What the page's main thread spent on a piece of work, whatever else the machine was doing. */
export interface MainThreadCost {
  /** CPU time of the renderer's main thread (Chromium's ThreadTime). */
  cpuMs: number;
  /** Running JavaScript. */
  scriptMs: number;
  /** Recalculating style and layout. */
  styleLayoutMs: number;
}

export type MainThreadMeter = <T>(
  work: () => Promise<T>,
) => Promise<{ result: T; cost: MainThreadCost }>;

const metricsSchema = z.object({
  metrics: z.array(z.object({ name: z.string(), value: z.number() })),
});

type MetricName = 'ThreadTime' | 'ScriptDuration' | 'LayoutDuration' | 'RecalcStyleDuration';

/**
 * Wraps work done in a page with Chromium's performance counters (DevTools `Performance`
 * domain, in seconds). Wall-clock times grow when other processes share the CPU; these counters
 * say how much work the page itself did, so figures from a busy machine can still be compared.
 */
export async function openMainThreadMeter(page: Page): Promise<MainThreadMeter> {
  const session = await page.context().newCDPSession(page);
  await session.send('Performance.enable');
  const readCounters = async () => {
    const { metrics } = metricsSchema.parse(await session.send('Performance.getMetrics'));
    const valueOf = (name: MetricName) =>
      (metrics.find((metric) => metric.name === name)?.value ?? Number.NaN) * 1000;
    return {
      cpuMs: valueOf('ThreadTime'),
      scriptMs: valueOf('ScriptDuration'),
      styleLayoutMs: valueOf('LayoutDuration') + valueOf('RecalcStyleDuration'),
    };
  };
  return async (work) => {
    const before = await readCounters();
    const result = await work();
    const after = await readCounters();
    return {
      result,
      cost: {
        cpuMs: after.cpuMs - before.cpuMs,
        scriptMs: after.scriptMs - before.scriptMs,
        styleLayoutMs: after.styleLayoutMs - before.styleLayoutMs,
      },
    };
  };
}

/**
 * The meter's own cost: CPU of an evaluate that only waits for a frame and a task, as every
 * timed change does. Subtract it mentally from per-change figures.
 */
export async function measureMeterBaseline(
  page: Page,
  meter: MainThreadMeter,
  samples: number,
): Promise<number[]> {
  const costs: number[] = [];
  for (let sample = 0; sample < samples; sample += 1) {
    const { cost } = await meter(() =>
      page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))),
      ),
    );
    costs.push(cost.cpuMs);
  }
  return costs;
}
