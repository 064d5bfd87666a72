import { useId, useMemo, useState } from 'react';
import type { BanlistVersion } from '../../../contract/banlists';
import type { Banlist } from '../../../domain/banlists/banlist';
import { formatEffectiveDate } from '../../../domain/banlists/effective-date';
import type { Card } from '../../../domain/cards/card';
import type { EditionBlocks } from '../../../domain/cards/edition-blocks';
import { checkDeckLegality, type DeckCheckExtras } from '../../../domain/decks/deck-legality';
import { judgeDeckLegality } from '../../../domain/decks/legality-verdict';
import { describeError, isNotFound } from '../../lib/api-client';
import { describeListOf, useBanlistHistory } from '../../lib/banlist-history';
import { LEGALITY_BADGE_TEXT, LegalityBadge, LegalityReasons } from '../../ui/deck-legality-report';

/** A version's date as a player reads it: its effective date, else the day it was published. */
function describeVersionDate(version: BanlistVersion): string {
  return version.effectiveDate === null
    ? describeListOf(version)
    : formatEffectiveDate(version.effectiveDate);
}

function labelVersions(versions: readonly BanlistVersion[]): Map<number, string> {
  const dates = versions.map(describeVersionDate);
  return new Map(
    versions.map((version, index) => {
      const date = dates[index] ?? '';
      const isRepeated = dates.indexOf(date) !== dates.lastIndexOf(date);
      const label = isRepeated ? `${date} (${version.name}, n.º ${version.id})` : date;
      return [version.id, index === 0 ? `${label} (vigente)` : label];
    }),
  );
}

function toBanlist(key: string, version: BanlistVersion): Banlist {
  return { key, name: version.name, effectiveDate: version.effectiveDate, rules: version.rules };
}

interface DatedListCheckProps {
  banlist: Banlist;
  deckCards: readonly Card[];
  editionBlocks: EditionBlocks;
  /** The side deck and the catalogue, judged as under the current list (issue 15). */
  extras: DeckCheckExtras;
}

/**
 * 'Comprobar con la lista de…' (issue 15, item 4): the deck judged under one of its format's
 * earlier published lists, below the verdict under the current one. Only official formats with
 * more than one publication offer it; nothing in the deck changes.
 */
export function DatedListCheck({ banlist, deckCards, editionBlocks, extras }: DatedListCheckProps) {
  const selectId = useId();
  const [choice, setChoice] = useState<{ key: string; versionId: number } | null>(null);
  const history = useBanlistHistory(banlist.key);
  const versions = useMemo(() => history.data?.versions ?? [], [history.data]);
  const labels = useMemo(() => labelVersions(versions), [versions]);
  const chosenId = choice?.key === banlist.key ? choice.versionId : null;
  const chosen = versions.slice(1).find((version) => version.id === chosenId) ?? null;
  const legality = useMemo(
    () =>
      chosen === null
        ? null
        : checkDeckLegality(deckCards, toBanlist(banlist.key, chosen), editionBlocks, extras),
    [chosen, deckCards, banlist.key, editionBlocks, extras],
  );

  if (history.isPending) {
    return <p className="mt-3 text-xs text-stone-400">Buscando listas anteriores del formato…</p>;
  }
  if (history.isError) {
    if (isNotFound(history.error)) return null;
    return (
      <p className="mt-3 text-xs text-rose-200">
        No se pudieron cargar las listas anteriores del formato: {describeError(history.error)}{' '}
        <button
          type="button"
          onClick={() => void history.refetch()}
          className="min-h-11 rounded px-1 font-semibold underline hover:text-rose-100"
        >
          Reintentar
        </button>
      </p>
    );
  }
  const current = versions[0];
  if (current === undefined || versions.length < 2) return null;
  const chosenLabel = chosen === null ? '' : `Con la lista ${describeListOf(chosen)}`;

  return (
    <div className="mt-3 border-t border-stone-700/70 pt-3">
      <label htmlFor={selectId} className="mb-1 block text-xs font-medium text-stone-400">
        Comprobar con la lista de…
      </label>
      <select
        id={selectId}
        value={String(chosen?.id ?? current.id)}
        onChange={(event) => setChoice({ key: banlist.key, versionId: Number(event.target.value) })}
        className="min-h-11 w-full max-w-full rounded-md border border-stone-700 bg-stone-950 px-3 py-2 text-stone-100"
      >
        {versions.map((version) => (
          <option key={version.id} value={String(version.id)}>
            {labels.get(version.id)}
          </option>
        ))}
      </select>
      <p aria-live="polite" className="sr-only">
        {chosen !== null && legality !== null
          ? `${chosenLabel}: ${LEGALITY_BADGE_TEXT[judgeDeckLegality(legality)]}.`
          : ''}
      </p>
      {chosen !== null && legality !== null && (
        <div className="mt-3">
          <p className="flex flex-wrap items-center gap-2 font-semibold text-stone-100">
            <span>{chosenLabel}:</span>
            <LegalityBadge verdict={judgeDeckLegality(legality)} />
          </p>
          <div className="mt-1">
            <LegalityReasons formatName={chosen.name} formatKey={banlist.key} legality={legality} />
          </div>
        </div>
      )}
    </div>
  );
}
