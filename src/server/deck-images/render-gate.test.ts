import { describe, expect, it } from 'vitest';
import { createRenderGate } from './render-gate';

function makeLatch() {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

describe('render gate', () => {
  it('runs at most `concurrency` tasks at once, queues a few and turns the rest away', async () => {
    const gate = createRenderGate({ concurrency: 1, queueLimit: 1 });
    const latch = makeLatch();
    let running = 0;
    let mostAtOnce = 0;
    const task = async () => {
      running += 1;
      mostAtOnce = Math.max(mostAtOnce, running);
      await latch.opened;
      running -= 1;
      return 'hecho';
    };

    const first = gate.run(task);
    const queued = gate.run(task);
    const refused = await gate.run(task);
    latch.open();

    expect(refused).toEqual({ ok: false, reason: 'busy' });
    expect(await first).toEqual({ ok: true, value: 'hecho' });
    expect(await queued).toEqual({ ok: true, value: 'hecho' });
    expect(mostAtOnce).toBe(1);
    expect(await gate.run(task)).toEqual({ ok: true, value: 'hecho' });
  });

  it('frees the slot of a task that fails', async () => {
    const gate = createRenderGate({ concurrency: 1, queueLimit: 0 });

    await expect(gate.run(() => Promise.reject(new Error('falló')))).rejects.toThrow('falló');
    expect(await gate.run(() => Promise.resolve(1))).toEqual({ ok: true, value: 1 });
  });
});
