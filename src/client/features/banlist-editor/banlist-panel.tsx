import { useId, useMemo } from 'react';
import type { Banlist } from '../../../domain/banlists/banlist';
import { describeEffectiveDate } from '../../../domain/banlists/effective-date';
import {
  createBanlistEntryResolver,
  type UnresolvedBanlistEntry,
} from '../../../domain/banlists/unresolved-entries';
import {
  BANLIST_LIST_NAMES,
  FORMAT_CARD_LIST_NAMES,
  listChosenNames,
  readCardList,
  type FormatCardListName,
} from '../../../domain/banlists/exclusive-card-lists';
import type { Card } from '../../../domain/cards/card';
import { CardListPicker } from './card-list-picker';
import {
  findFormatRuleErrors,
  hasFormatRuleErrors,
  readFormatRuleSettings,
  type FormatRuleSettings,
} from './format-rule-settings';
import { FormatRulesFields } from './format-rules-fields';
import { describeFormatRules } from './format-rules-summary';

interface BanlistPanelProps {
  /** The chosen format with the unsaved edits applied. */
  banlist: Banlist;
  cards: readonly Card[];
  /** The catalogue's editions, for 'Solo algunas ediciones'. */
  editions: readonly string[];
  hasUnsavedChanges: boolean;
  /** Whether the visitor's stored copy differs from the published list ('Restaurar' shows). */
  canRestore: boolean;
  onAdd: (list: FormatCardListName, nombre: string) => void;
  onRemove: (list: FormatCardListName, nombre: string) => void;
  /** Puts a card name in place of an entry that names no card. */
  onReplace: (list: FormatCardListName, nombre: string, replacement: string) => void;
  /** Changes the format's limits or switches ('Reglas del formato'). */
  onChangeRules: (change: Partial<FormatRuleSettings>) => void;
  onSave: () => void;
  onDiscard: () => void;
  onRestore: () => void;
  /** Asks to publish the format as the official one; only given to editors and admins. */
  onPublish?: () => void;
  isPublishing?: boolean;
}

const NO_UNRESOLVED: ReadonlyMap<number, UnresolvedBanlistEntry> = new Map();

const UNLIMITED_COPIES_DESCRIPTION =
  'Se pueden jugar en cualquier cantidad de copias; una carta única sigue limitada a 1.';

/** The chosen format: its facts, its three card pickers and what can be done with the edits. */
export function BanlistPanel({
  banlist,
  cards,
  editions,
  hasUnsavedChanges,
  canRestore,
  onAdd,
  onRemove,
  onReplace,
  onChangeRules,
  onSave,
  onDiscard,
  onRestore,
  onPublish,
  isPublishing = false,
}: BanlistPanelProps) {
  const titleId = useId();
  const rulesErrorId = useId();
  const chosenNames = useMemo(() => listChosenNames(banlist.rules), [banlist.rules]);
  // Indexed once per catalogue; each edit then costs a lookup per entry (issue 14).
  const resolver = useMemo(
    () => createBanlistEntryResolver(cards.map((card) => card.nombre)),
    [cards],
  );
  const unresolvedByList = useMemo(() => {
    const byList = new Map<FormatCardListName, Map<number, UnresolvedBanlistEntry>>(
      BANLIST_LIST_NAMES.map((list) => [list, new Map()]),
    );
    for (const entry of resolver.findUnresolved(banlist.rules)) {
      byList.get(entry.list)?.set(entry.position, entry);
    }
    return byList;
  }, [resolver, banlist.rules]);
  const settings = useMemo(() => readFormatRuleSettings(banlist.rules), [banlist.rules]);
  const ruleErrors = findFormatRuleErrors(settings);
  const hasErrors = hasFormatRuleErrors(ruleErrors);
  return (
    <section aria-labelledby={titleId} className="space-y-4">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <h2 id={titleId} className="font-serif text-2xl text-amber-200">
            {banlist.name}
          </h2>
          <p className="mt-1 text-sm text-stone-300">
            {describeEffectiveDate(banlist.effectiveDate) ?? 'Lista propia, sin fecha de vigencia'}
          </p>
          <p className="mt-1 text-sm text-stone-400">
            Clave <code className="text-stone-200">{banlist.key}</code>
          </p>
          {!hasErrors && (
            <p className="mt-1 text-sm text-stone-300">{describeFormatRules(banlist.rules)}</p>
          )}
          {canRestore && (
            <p className="mt-2 inline-block rounded-full bg-amber-300/15 px-3 py-1 text-xs text-amber-100">
              Modificada en este navegador
            </p>
          )}
        </div>
        <div className="flex flex-wrap items-center gap-3">
          {hasUnsavedChanges && (
            <p role="status" className="text-sm text-amber-200">
              Cambios sin guardar
            </p>
          )}
          {hasErrors && (
            <p id={rulesErrorId} className="text-sm text-rose-300">
              Corrige las reglas del formato para guardar.
            </p>
          )}
          {hasUnsavedChanges && (
            <button
              type="button"
              onClick={onDiscard}
              className="rounded-md border border-stone-600 px-4 py-2 text-stone-100 hover:bg-stone-800"
            >
              Descartar cambios
            </button>
          )}
          {canRestore && (
            <button
              type="button"
              onClick={onRestore}
              className="rounded-md border border-stone-600 px-4 py-2 text-stone-100 hover:bg-stone-800"
            >
              Restaurar
            </button>
          )}
          {onPublish && (
            <button
              type="button"
              onClick={onPublish}
              disabled={isPublishing || hasErrors}
              aria-describedby={hasErrors ? rulesErrorId : undefined}
              aria-busy={isPublishing}
              className="rounded-md border border-amber-300/60 px-4 py-2 text-amber-100 hover:bg-amber-300/10 disabled:cursor-wait disabled:opacity-60"
            >
              Publicar como lista oficial
            </button>
          )}
          <button
            type="button"
            onClick={onSave}
            disabled={hasErrors}
            aria-describedby={hasErrors ? rulesErrorId : undefined}
            className="rounded-md bg-amber-300 px-4 py-2 font-semibold text-stone-950 hover:bg-amber-200 disabled:cursor-not-allowed disabled:opacity-50"
          >
            Guardar Cambios de Banlist
          </button>
        </div>
      </div>
      <FormatRulesFields
        settings={settings}
        errors={ruleErrors}
        editions={editions}
        onChange={onChangeRules}
      />
      {FORMAT_CARD_LIST_NAMES.map((list) => (
        <CardListPicker
          key={list}
          list={list}
          names={readCardList(banlist.rules, list)}
          description={list === 'unlimitedCopies' ? UNLIMITED_COPIES_DESCRIPTION : undefined}
          cards={cards}
          chosenNames={chosenNames}
          unresolved={unresolvedByList.get(list) ?? NO_UNRESOLVED}
          onAdd={onAdd}
          onRemove={onRemove}
          onReplace={onReplace}
        />
      ))}
    </section>
  );
}
