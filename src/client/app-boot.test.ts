import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { APP_BOOT_SCRIPT, APP_BOOT_LIMIT_MS, APP_CODE_ID } from '../contract/app-code';

/**
 * The starter index.html runs (contract/app-code.ts), run here as the page runs it: a page whose
 * template holds the app's code, as the build and the server write it.
 */
const APP_CODE = [
  '<link rel="modulepreload" href="/assets/index-1.js">',
  '<link rel="modulepreload" href="/assets/react-2.js">',
  '<link rel="preload" as="fetch" href="/api/banlists">',
].join('');

function writePage(): void {
  document.head.innerHTML = `<title>G</title><template id="${APP_CODE_ID}">${APP_CODE}</template>`;
  document.body.innerHTML = '<div id="root"><p>Grimorio</p></div>';
}

function runStarter(): void {
  new Function(APP_BOOT_SCRIPT)();
}

/** What the starter has put into `<head>` so far, in order. */
function startedCode(): string[] {
  return [...document.head.querySelectorAll('link')].map((link) => link.getAttribute('href') ?? '');
}

const ALL_CODE = ['/assets/index-1.js', '/assets/react-2.js', '/api/banlists'];

/** Lets the starter's one-element-per-task insertion run to its end. */
async function settle(): Promise<void> {
  for (let step = 0; step < 10; step += 1) await new Promise((resolve) => setTimeout(resolve, 0));
}

/** A browser's paint timing: `report` tells the observers that the page painted its content. */
function fakePaintTiming() {
  const observers: (() => void)[] = [];
  let hasPainted = false;
  class FakeObserver {
    static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
    constructor(private readonly callback: () => void) {}
    observe() {
      observers.push(this.callback);
    }
    disconnect() {
      observers.splice(observers.indexOf(this.callback), 1);
    }
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  vi.spyOn(performance, 'getEntriesByName').mockImplementation((name) =>
    hasPainted && name === 'first-contentful-paint'
      ? [{ name, startTime: 120 } as PerformanceEntry]
      : [],
  );
  return {
    paint(): void {
      hasPainted = true;
      for (const notify of [...observers]) notify();
    },
  };
}

describe("the page's starter", () => {
  beforeEach(writePage);

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('adds nothing before the first contentful paint, then every element in order, once', async () => {
    const timing = fakePaintTiming();

    runStarter();
    await settle();
    expect(startedCode()).toEqual([]);
    expect(document.getElementById(APP_CODE_ID)).not.toBeNull();

    timing.paint();
    await settle();
    expect(startedCode()).toEqual(ALL_CODE);
    expect(document.getElementById(APP_CODE_ID)).toBeNull();

    // Hiding the page, or the time limit, later starts nothing twice.
    document.dispatchEvent(new Event('visibilitychange'));
    await settle();
    expect(startedCode()).toEqual(ALL_CODE);
  });

  it('starts at once when the page has already painted', async () => {
    fakePaintTiming().paint();

    runStarter();
    await settle();

    expect(startedCode()).toEqual(ALL_CODE);
  });

  it('starts after the first frame in a browser without paint timing', async () => {
    vi.stubGlobal('PerformanceObserver', undefined);
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) =>
      frames.push(callback),
    );

    runStarter();
    await settle();
    expect(startedCode()).toEqual([]);

    for (const frame of frames) frame(0);
    await settle();
    expect(startedCode()).toEqual(ALL_CODE);
  });

  it('starts at once in a page out of sight, which paints nothing until shown', async () => {
    fakePaintTiming();
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');

    runStarter();
    await settle();

    expect(startedCode()).toEqual(ALL_CODE);
  });

  it('starts when the page is hidden before it painted', async () => {
    fakePaintTiming();

    runStarter();
    document.dispatchEvent(new Event('visibilitychange'));
    await settle();

    expect(startedCode()).toEqual(ALL_CODE);
  });

  it(`starts after ${APP_BOOT_LIMIT_MS} ms however long the first paint takes`, async () => {
    fakePaintTiming();
    vi.useFakeTimers();

    runStarter();
    vi.advanceTimersByTime(APP_BOOT_LIMIT_MS - 1);
    expect(document.getElementById(APP_CODE_ID)).not.toBeNull();
    vi.advanceTimersByTime(1);
    vi.useRealTimers();
    await settle();

    expect(startedCode()).toEqual(ALL_CODE);
  });
});
