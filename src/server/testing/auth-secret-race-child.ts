/**
 * A process of the auth-secret race test. As a racer (the default), for every data dir read from
 * stdin it resolves the auth secret there and prints one JSON line with the secret or the error,
 * its event loop kept busy meanwhile as a starting server's is, so each step of writing the file
 * waits a little. As a watcher (`--watch`), it reads the secret file of each data dir in a tight
 * loop until a whole secret is there, and prints how many reads found a file without one.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { resolveAuthSecret } from '../auth/auth-secret';

const BUSY_SLICE_MS = 3;
const WATCH_LIMIT_MS = 10_000;
const WHOLE_SECRET = /^\S{32,}\n$/;

/** Runs short synchronous slices back to back until the returned function is called. */
function keepEventLoopBusy(): () => void {
  let isBusy = true;
  const spin = () => {
    if (!isBusy) return;
    const until = performance.now() + BUSY_SLICE_MS;
    while (performance.now() < until);
    setImmediate(spin);
  };
  setImmediate(spin);
  return () => {
    isBusy = false;
  };
}

async function race(dataDir: string): Promise<object> {
  const stop = keepEventLoopBusy();
  try {
    return { secret: await resolveAuthSecret(undefined, dataDir) };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  } finally {
    stop();
  }
}

/** Synchronous on purpose: no event-loop turn between reads, so no state of the file is missed. */
function watch(dataDir: string): object {
  const file = path.join(dataDir, 'auth-secret');
  const until = performance.now() + WATCH_LIMIT_MS;
  let incompleteReads = 0;
  while (performance.now() < until) {
    let content: string;
    try {
      content = readFileSync(file, 'utf8');
    } catch {
      continue;
    }
    if (WHOLE_SECRET.test(content)) return { incompleteReads };
    incompleteReads += 1;
  }
  return { incompleteReads, timedOut: true };
}

const isWatcher = process.argv.includes('--watch');
const lines = createInterface({ input: process.stdin });
console.log(JSON.stringify({ ready: true }));
for await (const dataDir of lines) {
  if (isWatcher) {
    console.log(JSON.stringify({ watching: true }));
    console.log(JSON.stringify(watch(dataDir)));
  } else {
    console.log(JSON.stringify(await race(dataDir)));
  }
}
