import { API_PATHS } from '../../../contract/api-paths';
import type { CatalogueFileFormat } from '../../../contract/catalogue-transfer';

const EXPORTS: readonly { format: CatalogueFileFormat; label: string }[] = [
  { format: 'json', label: 'Descargar JSON' },
  { format: 'csv', label: 'Descargar CSV' },
];

/** The catalogue as it is now, in either format the import reads back. */
export function CatalogueExportLinks() {
  return (
    <section aria-labelledby="catalogue-export-title" className="space-y-3">
      <h3 id="catalogue-export-title" className="font-serif text-2xl text-amber-200">
        Descargar el catálogo
      </h3>
      <p className="text-stone-300">
        Todas las cartas tal como están ahora, en el mismo formato que acepta la importación.
      </p>
      <div className="flex flex-wrap gap-3">
        {EXPORTS.map(({ format, label }) => (
          <a
            key={format}
            href={`${API_PATHS.catalogueExport}?${new URLSearchParams({ format }).toString()}`}
            download
            className="inline-flex min-h-11 items-center rounded-md border border-stone-600 px-4 text-stone-100 hover:bg-stone-800"
          >
            {label}
          </a>
        ))}
      </div>
    </section>
  );
}
