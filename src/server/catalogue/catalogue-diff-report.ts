import type { FormatUnresolvedEntries } from '../../domain/banlists/unresolved-entries';
import type { CatalogueDiffSummary, DiffEntry } from '../../domain/cards/catalogue-diff';

const KIND_LABELS = {
  added: 'Nuevas',
  changed: 'Cambiadas',
  unchanged: 'Sin cambios',
  removed: 'Eliminadas',
} as const;

function describeEntry(entry: DiffEntry & { fields?: string[] }): string {
  const fields = entry.fields === undefined ? '' : ` (${entry.fields.join(', ')})`;
  return `    #${entry.id} ${entry.nombre}${fields}`;
}

/** The diff of an import as the CLI prints it: one count per kind, then the first cards named. */
export function formatCatalogueDiffReport(summary: CatalogueDiffSummary): string[] {
  const lines: string[] = [];
  for (const kind of ['added', 'changed', 'unchanged', 'removed'] as const) {
    const count = summary.counts[kind];
    lines.push(`  ${KIND_LABELS[kind]}: ${count}`);
    const shown = summary[kind];
    lines.push(...shown.map(describeEntry));
    if (count > shown.length && shown.length > 0) lines.push(`    … y ${count - shown.length} más`);
  }
  return lines;
}

/** Entries named one by one per format before the rest are counted. */
const UNRESOLVED_SHOWN = 20;

/**
 * The end of every import's report: per format, the list entries that name no card of the
 * catalogue the import leaves, with the closest names.
 */
export function formatUnresolvedReport(formats: readonly FormatUnresolvedEntries[]): string[] {
  const lines: string[] = [];
  for (const { name, entries } of formats) {
    lines.push(`  ${name}: ${entries.length} sin carta`);
    for (const entry of entries.slice(0, UNRESOLVED_SHOWN)) {
      const close = entry.suggestions.length === 0 ? '' : ` (¿${entry.suggestions.join(', ')}?)`;
      lines.push(`    ${entry.nombre}${close}`);
    }
    if (entries.length > UNRESOLVED_SHOWN) {
      lines.push(`    … y ${entries.length - UNRESOLVED_SHOWN} más`);
    }
  }
  return lines;
}
