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
