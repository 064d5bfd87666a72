import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { afterFirstScreen } from './after-first-screen';

function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

describe('afterFirstScreen', () => {
  it('waits for the queries under way, then runs once', async () => {
    const queryClient = new QueryClient();
    const catalogue = deferred<string[]>();
    void queryClient.prefetchQuery({ queryKey: ['cards'], queryFn: () => catalogue.promise });
    const callback = vi.fn();

    afterFirstScreen(queryClient, callback);
    expect(callback).not.toHaveBeenCalled();

    catalogue.resolve(['Escudero del Alba']);
    await vi.waitFor(() => expect(callback).toHaveBeenCalledTimes(1));
    await queryClient.prefetchQuery({ queryKey: ['me'], queryFn: () => Promise.resolve(null) });
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('runs at once when nothing is downloading on a loaded page', () => {
    const callback = vi.fn();
    afterFirstScreen(new QueryClient(), callback);
    expect(document.readyState).toBe('complete');
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('counts a failed query as settled', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const answer = deferred<never>();
    void queryClient.prefetchQuery({
      queryKey: ['banlists'],
      queryFn: () => answer.promise.then(() => Promise.reject(new Error('sin conexión'))),
    });
    const callback = vi.fn();
    afterFirstScreen(queryClient, callback);
    expect(callback).not.toHaveBeenCalled();

    answer.resolve(undefined as never);
    await vi.waitFor(() => expect(callback).toHaveBeenCalledTimes(1));
  });
});
