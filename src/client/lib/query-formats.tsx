import { Suspense } from 'react';
import { lazyScreen } from './lazy-screen';
import { needsQueryFormats, useQueryFormatsStore } from './query-formats-store';

// Retried with its section's 'Reintentar' when its code did not arrive.
const QueryFormatsLoader = lazyScreen(() =>
  import('./query-formats-loader').then((m) => m.default),
);

/**
 * Loads the formats once a query names one (`ban:`, `legal:`) and keeps them current from then
 * on; renders nothing. Every screen that runs card queries mounts it with the query's text.
 */
export function QueryFormats({ text }: { text: string }) {
  const isLoaded = useQueryFormatsStore((state) => state.banlists !== null);
  if (!isLoaded && !needsQueryFormats(text)) return null;
  return (
    <Suspense fallback={null}>
      <QueryFormatsLoader />
    </Suspense>
  );
}
