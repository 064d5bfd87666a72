import { useCatalogueInfo } from '../../lib/catalogue-queries';

const BADGES = {
  demo: {
    label: 'Catálogo de demostración',
    title: 'Estas son cartas de ejemplo. Importa el catálogo real con «npm run import».',
  },
  mixed: {
    label: 'Catálogo con cartas de demostración',
    title:
      'Una importación se sumó a las cartas de ejemplo. Impórtala con «--replace» para dejar solo el catálogo real.',
  },
} as const;

/**
 * Says the catalogue still holds demo cards (all of it, or beside an import), until a real one
 * replaces them. On a phone it takes its own line under the title, so neither is cut short.
 */
export function DemoCatalogueBadge() {
  const { data } = useCatalogueInfo();
  if (data === undefined || data.source === 'imported') return null;
  const badge = BADGES[data.source];
  return (
    <p
      title={badge.title}
      className="mb-2 basis-full rounded-full border border-sky-300/40 bg-sky-950/60 px-3 py-1 text-center text-xs font-medium text-sky-100 sm:mb-0 sm:basis-auto"
    >
      {badge.label}
    </p>
  );
}
