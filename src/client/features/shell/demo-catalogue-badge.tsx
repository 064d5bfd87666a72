import { useCatalogueInfo } from '../../lib/catalogue-queries';

/**
 * Says the demo catalogue is loaded, until a real one is imported. On a phone it takes its own
 * line under the title, so neither is cut short.
 */
export function DemoCatalogueBadge() {
  const { data } = useCatalogueInfo();
  if (data?.source !== 'demo') return null;
  return (
    <p
      title="Estas son cartas de ejemplo. Importa el catálogo real con «npm run import»."
      className="mb-2 basis-full rounded-full border border-sky-300/40 bg-sky-950/60 px-3 py-1 text-center text-xs font-medium text-sky-100 sm:mb-0 sm:basis-auto"
    >
      Catálogo de demostración
    </p>
  );
}
