import type { CatalogueImportResponse } from '../../../contract/catalogue-transfer';

type Diff = CatalogueImportResponse['diff'];
type DiffKind = keyof Diff['counts'];
type DiffEntry = Diff['added'][number] & { fields?: string[] };

const KINDS: readonly { kind: DiffKind; label: string; isOpen: boolean }[] = [
  { kind: 'added', label: 'Nuevas', isOpen: true },
  { kind: 'changed', label: 'Cambiadas', isOpen: true },
  { kind: 'unchanged', label: 'Sin cambios', isOpen: false },
  { kind: 'removed', label: 'Eliminadas', isOpen: true },
];

/** 'Nuevas: 3, Cambiadas: 1, …', the diff in one sentence for the status line. */
export function describeDiffCounts(counts: Diff['counts']): string {
  return KINDS.map(({ kind, label }) => `${label}: ${counts[kind]}`).join(', ');
}

function DiffList({ entries }: { entries: readonly DiffEntry[] }) {
  return (
    <ul className="mt-2 space-y-1 text-sm text-stone-200">
      {entries.map((entry) => (
        <li key={entry.id} className="break-words">
          <span className="font-mono text-stone-400">#{entry.id}</span> {entry.nombre}
          {entry.fields !== undefined && entry.fields.length > 0 && (
            <span className="text-stone-400"> — cambia {entry.fields.join(', ')}</span>
          )}
        </li>
      ))}
    </ul>
  );
}

interface ImportDiffProps {
  diff: Diff;
}

/** An import's diff: the count of each kind, then the first cards of each with changed fields. */
export function ImportDiff({ diff }: ImportDiffProps) {
  return (
    <div>
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {KINDS.map(({ kind, label }) => (
          <div key={kind} className="rounded-md border border-stone-700 bg-stone-900 px-3 py-2">
            <dt className="text-xs tracking-wide text-stone-400 uppercase">{label}</dt>
            <dd className="font-serif text-2xl text-amber-100 tabular-nums">{diff.counts[kind]}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-3 space-y-2">
        {KINDS.filter(({ kind }) => diff[kind].length > 0).map(({ kind, label, isOpen }) => {
          const shown: readonly DiffEntry[] = diff[kind];
          const total = diff.counts[kind];
          return (
            <details
              key={kind}
              open={isOpen}
              className="rounded-md border border-stone-800 px-3 py-1"
            >
              <summary className="min-h-11 cursor-pointer py-2.5 font-semibold text-stone-100">
                {label} ({total > shown.length ? `las primeras ${shown.length} de ${total}` : total}
                )
              </summary>
              <DiffList entries={shown} />
            </details>
          );
        })}
      </div>
    </div>
  );
}
