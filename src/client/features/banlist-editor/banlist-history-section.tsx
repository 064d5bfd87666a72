import { useId, useMemo, useState } from 'react';
import type { BanlistVersion } from '../../../contract/banlists';
import { diffFormatLists } from '../../../domain/formats/list-diff';
import { describeError, isNotFound } from '../../lib/api-client';
import { BanlistListDiff } from './banlist-list-diff';
import { useBanlistHistory } from './use-banlist-history';
import {
  describePublication,
  describeVersionChoice,
  describeVersionDate,
} from './banlist-version-label';

const labelClassName = 'mb-1 block text-xs font-medium tracking-wide text-stone-400 uppercase';
const selectClassName =
  'w-full rounded-md border border-stone-700 bg-stone-950 px-3 py-2 text-stone-100';

interface VersionSelectProps {
  label: string;
  versions: readonly BanlistVersion[];
  value: number;
  onChange: (id: number) => void;
}

function VersionSelect({ label, versions, value, onChange }: VersionSelectProps) {
  const selectId = useId();
  return (
    <div className="min-w-0 flex-1 sm:min-w-56">
      <label htmlFor={selectId} className={labelClassName}>
        {label}
      </label>
      <select
        id={selectId}
        value={value}
        onChange={(event) => onChange(Number(event.target.value))}
        className={selectClassName}
      >
        {versions.map((version) => (
          <option key={version.id} value={version.id}>
            {describeVersionChoice(version, versions)}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Two versions chosen as 'Comparar' (older) and 'con' (newer), and what changed between them. */
function VersionComparison({ versions }: { versions: readonly BanlistVersion[] }) {
  const [olderId, setOlderId] = useState(versions[1]?.id ?? 0);
  const [newerId, setNewerId] = useState(versions[0]?.id ?? 0);
  const older = versions.find((version) => version.id === olderId) ?? versions[1];
  const newer = versions.find((version) => version.id === newerId) ?? versions[0];
  const changes = useMemo(
    () => (older && newer ? diffFormatLists(older.rules, newer.rules) : []),
    [older, newer],
  );
  if (!older || !newer) return null;
  return (
    <div className="space-y-3">
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <VersionSelect
          label="Comparar"
          versions={versions}
          value={older.id}
          onChange={setOlderId}
        />
        <VersionSelect label="con" versions={versions} value={newer.id} onChange={setNewerId} />
      </div>
      <div aria-live="polite">
        <BanlistListDiff changes={changes} />
      </div>
    </div>
  );
}

function HistoryBody({ formatKey }: { formatKey: string }) {
  const history = useBanlistHistory(formatKey);
  if (history.isPending) {
    return <p className="text-sm text-stone-300">Cargando el historial…</p>;
  }
  if (history.isError) {
    if (isNotFound(history.error)) {
      return (
        <p className="text-sm text-stone-300">
          Este formato solo existe en este navegador: no tiene versiones publicadas.
        </p>
      );
    }
    return (
      <div className="flex flex-wrap items-center gap-3 text-sm">
        <p className="text-rose-300">
          No se pudo cargar el historial. {describeError(history.error)}
        </p>
        <button
          type="button"
          onClick={() => void history.refetch()}
          className="rounded-md border border-stone-600 px-3 py-1 text-stone-100 hover:bg-stone-800"
        >
          Reintentar
        </button>
      </div>
    );
  }
  const { versions } = history.data;
  return (
    <div className="space-y-4">
      <ol aria-label="Versiones publicadas" className="space-y-1 text-sm text-stone-200">
        {versions.map((version) => (
          <li key={version.id} className="break-words">
            <span className="font-medium">{describeVersionDate(version)}</span>
            <span className="text-stone-400"> · {describePublication(version)}</span>
          </li>
        ))}
      </ol>
      {versions.length >= 2 ? (
        <VersionComparison key={versions[0]?.id} versions={versions} />
      ) : (
        <p className="text-sm text-stone-300">Solo hay una versión publicada de este formato.</p>
      )}
    </div>
  );
}

/** 'Historial de la lista' (issue 15, item 4): a format's published lists and their diff. */
export function BanlistHistorySection({ formatKey }: { formatKey: string }) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="space-y-3 rounded-xl border border-amber-300/15 bg-stone-900/60 p-4"
    >
      <h3 id={titleId} className="font-serif text-xl text-amber-200">
        Historial de la lista
      </h3>
      <HistoryBody formatKey={formatKey} />
    </section>
  );
}
