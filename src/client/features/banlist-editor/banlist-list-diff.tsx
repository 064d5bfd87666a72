import { useId } from 'react';
import { BANLIST_LIST_LABELS } from '../../../domain/banlists/exclusive-card-lists';
import {
  describeListChange,
  type ListChange,
  type ListChangeKind,
} from '../../../domain/formats/list-diff';

const GROUPS: readonly { kind: ListChangeKind; title: string }[] = [
  { kind: 'entered', title: 'Entran' },
  { kind: 'moved', title: 'Cambian de lista' },
  { kind: 'left', title: 'Salen' },
];

function describeChange(change: ListChange): string {
  const from = change.from === null ? null : BANLIST_LIST_LABELS[change.from];
  const to = change.to === null ? null : BANLIST_LIST_LABELS[change.to];
  if (from !== null && to !== null) return `${change.nombre}: ${from} → ${to}`;
  return `${change.nombre}: ${to ?? from ?? ''}`;
}

interface ChangeGroupProps {
  title: string;
  changes: readonly ListChange[];
}

function ChangeGroup({ title, changes }: ChangeGroupProps) {
  const headingId = useId();
  return (
    <div>
      <h4 id={headingId} className="text-sm font-semibold text-amber-100">
        {title} ({changes.length})
      </h4>
      <ul aria-labelledby={headingId} className="mt-1 space-y-1 text-sm break-words text-stone-200">
        {changes.map((change) => (
          <li key={change.nombre}>{describeChange(change)}</li>
        ))}
      </ul>
    </div>
  );
}

/** What changed between two dated lists, grouped as entered, moved and left (issue 15). */
export function BanlistListDiff({ changes }: { changes: readonly ListChange[] }) {
  if (changes.length === 0) {
    return <p className="text-sm text-stone-300">Sin cambios entre estas fechas.</p>;
  }
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      {GROUPS.map(({ kind, title }) => {
        const group = changes.filter((change) => describeListChange(change) === kind);
        return group.length === 0 ? null : <ChangeGroup key={kind} title={title} changes={group} />;
      })}
    </div>
  );
}
