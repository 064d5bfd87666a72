/** A task run through the gate, or the reason it was not run. */
export type GateOutcome<T> = { ok: true; value: T } | { ok: false; reason: 'busy' };

export interface RenderGate {
  run: <T>(task: () => Promise<T>) => Promise<GateOutcome<T>>;
}

/**
 * At most `concurrency` tasks at once, at most `queueLimit` more waiting their turn; beyond that
 * a task is turned away at once, so a burst from many clients queues a little and then gets a
 * quick answer instead of piling up CPU work and memory.
 */
export function createRenderGate(options: { concurrency: number; queueLimit: number }): RenderGate {
  let running = 0;
  const waiting: (() => void)[] = [];

  function release(): void {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }

  async function acquire(): Promise<boolean> {
    if (running < options.concurrency) {
      running += 1;
      return true;
    }
    if (waiting.length >= options.queueLimit) return false;
    // The slot passes straight from the task that releases it, so `running` stays the same.
    await new Promise<void>((resolve) => waiting.push(resolve));
    return true;
  }

  return {
    async run(task) {
      if (!(await acquire())) return { ok: false, reason: 'busy' };
      try {
        return { ok: true, value: await task() };
      } finally {
        release();
      }
    },
  };
}
