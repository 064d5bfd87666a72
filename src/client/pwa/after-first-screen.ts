import type { QueryClient } from '@tanstack/react-query';

/**
 * Runs `callback` once the page has loaded and no query is downloading any more: the first
 * screen's catalogue, formats and account have arrived (or failed). The service worker registers
 * then, because its precaching downloads the whole app (about 500 KB compressed), which on a
 * phone with poor signal would share the connection with the first screen's catalogue and images.
 */
export function afterFirstScreen(queryClient: QueryClient, callback: () => void): void {
  let hasRun = false;
  let unsubscribe = () => {};
  const check = () => {
    if (hasRun || document.readyState !== 'complete' || queryClient.isFetching() > 0) return;
    hasRun = true;
    unsubscribe();
    callback();
  };
  unsubscribe = queryClient.getQueryCache().subscribe(check);
  if (document.readyState === 'complete') check();
  else window.addEventListener('load', check, { once: true });
}
