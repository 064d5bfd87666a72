import type { Page } from 'playwright-core';

/** What one keystroke or tap cost the page, from its event's timestamp. */
export interface InteractionSample {
  /**
   * Event Timing's duration of the whole interaction (the largest of its events, as INP reads
   * it): from the input to the next frame painted after its handlers. Chromium reports only
   * entries of 16 ms or more, so a shorter interaction counts as 16.
   */
  eventTimingMs: number;
  /** From the event to a task queued from the next animation frame (the frame was produced). */
  nextFrameMs: number;
  /** To the frame after the result count first showed the expected number; null if not asked. */
  resultMs: number | null;
}

interface ProbeRecord {
  startTime: number;
  nextFrameMs: number | null;
  resultMs: number | null;
  expectedCount: number | null;
}

interface ProbeState {
  eventName: string;
  counterSelector: string;
  armed: { expectedCount: number | null } | null;
  records: ProbeRecord[];
  /** Event Timing entries as they were reported; read only once a sample is complete. */
  eventEntries: PerformanceEventTiming[];
  /** Called when the last record is complete (its frame, and its result when one was asked). */
  onComplete: (() => void) | null;
  /** Whether the armed sample has been taken and its record is complete. */
  isSampleComplete: () => boolean;
}

/** Event Timing's smallest reporting threshold. */
const EVENT_TIMING_FLOOR_MS = 16;
const SAMPLE_TIMEOUT_MS = 30_000;

/**
 * Runs in the page: listens (capturing, before the app) for `eventName` while a sample is armed,
 * records its timestamp, the next frame after it, and the frame after the result counter shows
 * the armed count. What runs in the page while a sample is open is kept to that: the Event
 * Timing observer only keeps its entries (they are matched when the sample is read), and the
 * sample tells the bench it is complete instead of being polled. At 4× CPU a first keystroke's
 * observer callback that matched entries as they came took 21 ms inside the interval it measured.
 */
function installProbeInPage(options: { eventName: string; counterSelector: string }): void {
  const state: ProbeState = {
    ...options,
    armed: null,
    records: [],
    eventEntries: [],
    onComplete: null,
    isSampleComplete: () => {
      const last = state.records.at(-1);
      return (
        state.armed === null &&
        last !== undefined &&
        last.nextFrameMs !== null &&
        (last.expectedCount === null || last.resultMs !== null)
      );
    },
  };
  (globalThis as unknown as { grimorioProbe: ProbeState }).grimorioProbe = state;
  new PerformanceObserver((list) => {
    state.eventEntries.push(...(list.getEntries() as PerformanceEventTiming[]));
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
  const afterNextFrame = (callback: () => void) =>
    requestAnimationFrame(() => setTimeout(callback));
  const reportIfComplete = () => {
    if (state.isSampleComplete()) state.onComplete?.();
  };
  document.addEventListener(
    state.eventName,
    (event) => {
      const armed = state.armed;
      if (armed === null) return;
      state.armed = null;
      const record: ProbeRecord = {
        startTime: event.timeStamp,
        nextFrameMs: null,
        resultMs: null,
        expectedCount: armed.expectedCount,
      };
      state.records.push(record);
      afterNextFrame(() => {
        record.nextFrameMs = performance.now() - record.startTime;
        reportIfComplete();
      });
      if (armed.expectedCount === null) return;
      const readCount = () => {
        const text = document.querySelector(state.counterSelector)?.textContent ?? '';
        return Number(text.trim().split(/\s+/)[0]?.replace(/\D/g, ''));
      };
      const observer = new MutationObserver(() => {
        if (readCount() !== record.expectedCount) return;
        observer.disconnect();
        afterNextFrame(() => {
          record.resultMs = performance.now() - record.startTime;
          reportIfComplete();
        });
      });
      observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    },
    { capture: true },
  );
}

/** The probe of one page: arm it, act, then read the sample. */
export interface InteractionProbe {
  /** The next `eventName` is measured; with a count, also until the counter shows it. */
  arm: (expectedCount: number | null) => Promise<void>;
  /** Waits until the armed sample is complete (its frame, and its result when one was asked). */
  read: () => Promise<InteractionSample>;
}

export async function installInteractionProbe(
  page: Page,
  options: { eventName: 'keydown' | 'click'; counterSelector: string },
): Promise<InteractionProbe> {
  await page.evaluate(installProbeInPage, options);
  return {
    arm: (expectedCount) =>
      page.evaluate((count) => {
        const state = (globalThis as unknown as { grimorioProbe: ProbeState }).grimorioProbe;
        state.armed = { expectedCount: count };
      }, expectedCount),
    read: async () => {
      await page.evaluate((timeoutMs) => {
        const state = (globalThis as unknown as { grimorioProbe: ProbeState }).grimorioProbe;
        if (state.isSampleComplete()) return Promise.resolve();
        return new Promise<void>((resolve, reject) => {
          const timer = setTimeout(() => {
            state.onComplete = null;
            reject(new Error('the sample was not complete in time'));
          }, timeoutMs);
          state.onComplete = () => {
            clearTimeout(timer);
            state.onComplete = null;
            resolve();
          };
        });
      }, SAMPLE_TIMEOUT_MS);
      // Event Timing entries arrive after the frame they end at: give them a moment.
      await page.waitForTimeout(100);
      return page.evaluate((floor) => {
        const state = (globalThis as unknown as { grimorioProbe: ProbeState }).grimorioProbe;
        const last = state.records.at(-1);
        if (last === undefined) throw new Error('no sample');
        // The interaction whose event started when the sample did, and its longest event.
        const startKey = last.startTime.toFixed(1);
        const started = state.eventEntries.find(
          (entry) =>
            entry.interactionId !== 0 &&
            entry.name === state.eventName &&
            entry.startTime.toFixed(1) === startKey,
        );
        const duration =
          started === undefined
            ? 0
            : Math.max(
                ...state.eventEntries
                  .filter((entry) => entry.interactionId === started.interactionId)
                  .map((entry) => entry.duration),
              );
        return {
          eventTimingMs: Math.max(floor, duration),
          nextFrameMs: last.nextFrameMs ?? Number.NaN,
          resultMs: last.resultMs,
        };
      }, EVENT_TIMING_FLOOR_MS);
    },
  };
}
