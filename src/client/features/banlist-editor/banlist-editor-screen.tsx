import { useId, useMemo, useState } from 'react';
import { canEditCatalogue } from '../../../contract/auth';
import type { Banlist } from '../../../domain/banlists/banlist';
import type { BanlistSetProblem } from '../../../domain/banlists/banlist-set-validation';
import {
  addCardToList,
  removeCardFromList,
  replaceCardInList,
} from '../../../domain/banlists/exclusive-card-lists';
import { describeError } from '../../lib/api-client';
import { isSameBanlist } from '../../../domain/banlists/banlist-comparison';
import {
  findPublishedBanlist,
  useBanlists,
  useBanlistStore,
  useOfficialBanlists,
} from '../../lib/banlist-store';
import { listFilterOptions } from '../../../domain/cards/card-filter';
import { useCards } from '../../lib/catalogue-queries';
import { notify } from '../../lib/notification-store';
import { useCurrentUser } from '../../lib/session';
import { BanlistsFallbackNotice } from '../../ui/banlists-fallback-notice';
import { LoadError } from '../../ui/load-error';
import { LoadingScreen } from '../../ui/loading-screen';
import { downloadBanlists } from './banlist-download';
import type { BanlistFileRead } from './banlist-file';
import { BanlistHistorySection } from './banlist-history-section';
import { BanlistPanel } from './banlist-panel';
import { BanlistUpload } from './banlist-upload';
import { ConfirmDialog } from './confirm-dialog';
import { CreateBanlistDialog } from './create-banlist-dialog';
import { changeFormatRuleSettings } from './format-rule-settings';
import { StorageRecoveryNotice } from './storage-recovery-notice';
import { UploadProblems } from './upload-problems';
import { useBanlistDraft } from './use-banlist-draft';
import { useBanlistPublishing } from './use-banlist-publishing';

interface RefusedUpload {
  fileName: string;
  problems: BanlistSetProblem[];
}

const secondaryButtonClassName =
  'rounded-md border border-stone-600 px-4 py-2 text-stone-100 hover:bg-stone-800';

/**
 * The banlist editor (SPEC §2 'Editor de Banlists'): choose a format, edit its three lists,
 * save them in this browser, create formats, and move every banlist in and out as banlists.json.
 */
export function BanlistEditorScreen() {
  const selectId = useId();
  const cardsQuery = useCards();
  const editions = useMemo(
    () => listFilterOptions(cardsQuery.data ?? []).editions,
    [cardsQuery.data],
  );
  const banlistsRead = useBanlists();
  const { banlists, isLoading } = banlistsRead;
  const official = useOfficialBanlists();
  const saveBanlist = useBanlistStore((state) => state.saveBanlist);
  const replaceBanlists = useBanlistStore((state) => state.replaceBanlists);
  const draft = useBanlistDraft(banlists);
  const [refusedUpload, setRefusedUpload] = useState<RefusedUpload | null>(null);
  const [isRestoreAsked, setIsRestoreAsked] = useState(false);
  const { data: user } = useCurrentUser();
  const publishing = useBanlistPublishing();
  const canPublish = user !== null && user !== undefined && canEditCatalogue(user.role);

  if (cardsQuery.isPending || isLoading) return <LoadingScreen />;
  if (cardsQuery.isError) {
    return (
      <LoadError
        title="No se pudieron cargar las cartas."
        message={describeError(cardsQuery.error)}
        onRetry={() => void cardsQuery.refetch()}
      />
    );
  }

  const { stored, edited } = draft;
  const published = stored ? findPublishedBanlist(stored.key, official.data) : undefined;
  const canRestore =
    stored !== null && published !== undefined && !isSameBanlist(stored, published);
  const pendingBanlist = banlists.find((banlist) => banlist.key === draft.pendingKey);

  const handleSave = () => {
    if (!edited) return;
    saveBanlist(edited);
    draft.discardChanges();
    notify(`Banlist para "${edited.name}" guardada!`);
  };

  const handleCreated = (banlist: Banlist) => {
    saveBanlist(banlist);
    notify(`Nueva banlist "${banlist.name}" creada!`);
    draft.requestSelect(banlist.key);
  };

  const handleRestore = () => {
    setIsRestoreAsked(false);
    if (!published) return;
    saveBanlist(published);
    draft.discardChanges();
    notify(`Banlist "${published.name}" restaurada a su lista publicada.`);
  };

  // What is on screen is what gets published; unsaved edits are saved in this browser first,
  // so the editor's own copy never lags behind the official list they just sent.
  const handlePublish = () => {
    if (!edited) return;
    if (draft.hasUnsavedChanges) {
      saveBanlist(edited);
      draft.discardChanges();
    }
    void publishing.publish(edited);
  };

  const handleUploadRead = (fileName: string, read: BanlistFileRead) => {
    if (!read.ok) {
      setRefusedUpload({ fileName, problems: read.problems });
      return;
    }
    setRefusedUpload(null);
    replaceBanlists(read.banlists);
    draft.discardChanges();
    const count = read.banlists.length === 1 ? '1 banlist' : `${read.banlists.length} banlists`;
    notify(`Se cargaron ${count} desde «${fileName}».`);
  };

  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 pt-6 pb-16">
      <StorageRecoveryNotice />
      {banlistsRead.isFallback && (
        <BanlistsFallbackNotice isRetrying={banlistsRead.isRetrying} onRetry={banlistsRead.retry} />
      )}
      <div className="flex flex-wrap items-end gap-3 rounded-xl border border-amber-300/15 bg-stone-900/60 p-4">
        <div className="min-w-56 flex-1">
          <label
            htmlFor={selectId}
            className="mb-1 block text-xs font-medium tracking-wide text-stone-400 uppercase"
          >
            Formato
          </label>
          <select
            id={selectId}
            value={stored?.key ?? ''}
            onChange={(event) => draft.requestSelect(event.target.value)}
            className="w-full rounded-md border border-stone-700 bg-stone-950 px-3 py-2 text-stone-100"
          >
            <option value="" disabled>
              -- Selecciona --
            </option>
            {banlists.map((banlist) => (
              <option key={banlist.key} value={banlist.key}>
                {banlist.name}
              </option>
            ))}
          </select>
        </div>
        <CreateBanlistDialog banlists={banlists} editions={editions} onCreated={handleCreated} />
        <button
          type="button"
          onClick={() => downloadBanlists(banlists)}
          className={secondaryButtonClassName}
        >
          Descargar
        </button>
        <BanlistUpload onRead={handleUploadRead} />
      </div>
      {refusedUpload && (
        <UploadProblems
          fileName={refusedUpload.fileName}
          problems={refusedUpload.problems}
          onDismiss={() => setRefusedUpload(null)}
        />
      )}
      {edited ? (
        <BanlistPanel
          key={edited.key}
          banlist={edited}
          cards={cardsQuery.data}
          editions={editions}
          hasUnsavedChanges={draft.hasUnsavedChanges}
          canRestore={canRestore}
          onAdd={(list, nombre) => draft.updateRules((rules) => addCardToList(rules, list, nombre))}
          onRemove={(list, nombre) =>
            draft.updateRules((rules) => removeCardFromList(rules, list, nombre))
          }
          onReplace={(list, nombre, replacement) =>
            draft.updateRules((rules) => replaceCardInList(rules, list, nombre, replacement))
          }
          onChangeRules={(change) =>
            draft.updateRules((rules) => changeFormatRuleSettings(rules, change))
          }
          onSave={handleSave}
          onDiscard={draft.discardChanges}
          onRestore={() => setIsRestoreAsked(true)}
          onPublish={canPublish ? publishing.ask : undefined}
          isPublishing={publishing.isPublishing}
        />
      ) : (
        <p className="py-16 text-center font-serif text-xl text-stone-300">
          Elige un formato para ver y editar sus listas.
        </p>
      )}
      {stored && published && (
        <BanlistHistorySection key={`history-${stored.key}`} formatKey={stored.key} />
      )}
      <ConfirmDialog
        isOpen={pendingBanlist !== undefined}
        title="Cambios sin guardar"
        description={`Tienes cambios sin guardar en "${edited?.name ?? ''}". Si cambias a "${pendingBanlist?.name ?? ''}", se perderán.`}
        cancelLabel="Seguir editando"
        confirmLabel="Descartar cambios"
        onConfirm={draft.confirmSwitch}
        onCancel={draft.cancelSwitch}
      />
      <ConfirmDialog
        isOpen={isRestoreAsked}
        title="Restaurar lista publicada"
        description={`Las listas de "${stored?.name ?? ''}" volverán a ser las publicadas y se perderán tus cambios.`}
        cancelLabel="Cancelar"
        confirmLabel="Restaurar"
        onConfirm={handleRestore}
        onCancel={() => setIsRestoreAsked(false)}
      />
      <ConfirmDialog
        isOpen={publishing.isAsked}
        title="Publicar como lista oficial"
        description={`Las listas de "${edited?.name ?? ''}", tal como se ven ahora, pasarán a ser las oficiales para todos los visitantes.${draft.hasUnsavedChanges ? ' Tus cambios sin guardar se guardarán también en este navegador.' : ''}`}
        cancelLabel="Cancelar"
        confirmLabel="Publicar"
        onConfirm={handlePublish}
        onCancel={publishing.cancel}
      />
    </div>
  );
}
