import type { CatalogueImportResponse } from '../../../contract/catalogue-transfer';
import { BANLIST_LIST_LABELS } from '../../../domain/banlists/exclusive-card-lists';

/** Entries named one by one per format, as the import command prints them. */
const SHOWN_ENTRIES = 20;

interface ImportUnresolvedProps {
  unresolved: CatalogueImportResponse['unresolved'];
  isDryRun: boolean;
}

/**
 * The formats' list entries that would name no card once the import is done (a card renamed or
 * removed), each with the closest names; collapsed, since a demo catalogue leaves many.
 */
export function ImportUnresolved({ unresolved, isDryRun }: ImportUnresolvedProps) {
  const formats = unresolved.filter((format) => format.entries.length > 0);
  if (formats.length === 0) return null;
  return (
    <section aria-labelledby="catalogue-import-unresolved" className="space-y-2">
      <h4 id="catalogue-import-unresolved" className="font-semibold text-stone-100">
        Banlists con nombres sin carta
      </h4>
      <p className="text-sm text-stone-300">
        {isDryRun ? 'Tras la importación, estas' : 'Estas'} entradas de los formatos no corresponden
        a ninguna carta del catálogo. Corrígelas en el Editor de Banlists.
      </p>
      {formats.map((format) => (
        <details key={format.key} className="rounded-md border border-stone-800 px-3 py-1">
          <summary className="min-h-11 cursor-pointer py-2.5 font-semibold break-words text-stone-100">
            {format.name}: {format.entries.length} sin carta
          </summary>
          <ul className="mt-1 mb-2 space-y-1 text-sm text-stone-200">
            {format.entries.slice(0, SHOWN_ENTRIES).map((entry) => (
              <li key={`${entry.list}-${entry.position}`} className="break-words">
                {entry.nombre}{' '}
                <span className="text-stone-400">({BANLIST_LIST_LABELS[entry.list]})</span>
                {entry.suggestions.length > 0 && (
                  <span className="text-stone-400"> — ¿quizás {entry.suggestions.join(', ')}?</span>
                )}
              </li>
            ))}
          </ul>
          {format.entries.length > SHOWN_ENTRIES && (
            <p className="mb-2 text-sm text-stone-400">
              … y {format.entries.length - SHOWN_ENTRIES} más.
            </p>
          )}
        </details>
      ))}
    </section>
  );
}
