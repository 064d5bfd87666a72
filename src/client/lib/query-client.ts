import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

function shouldRetry(failureCount: number, error: unknown): boolean {
  // A 4xx (unknown card, bad id) will not change on retry; a network blip or a 5xx may.
  const isClientError =
    error instanceof ApiError && error.failure.status >= 400 && error.failure.status < 500;
  return !isClientError && failureCount < 2;
}

/** The app's query client: the catalogue changes rarely, so data stays fresh for a while. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 5 * 60_000, refetchOnWindowFocus: false, retry: shouldRetry },
    },
  });
}
