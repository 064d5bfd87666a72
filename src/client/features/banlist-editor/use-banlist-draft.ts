import { useEffect, useState } from 'react';
import type { Banlist, BanlistRules } from '../../../domain/banlists/banlist';
import { haveSameRules } from '../../../domain/banlists/banlist-comparison';

interface Draft {
  key: string;
  rules: BanlistRules;
}

export interface BanlistDraft {
  /** The chosen format as stored, or null while none is chosen. */
  stored: Banlist | null;
  /** The chosen format with the unsaved edits applied. */
  edited: Banlist | null;
  hasUnsavedChanges: boolean;
  /** A format the visitor asked to switch to while edits were unsaved, awaiting confirmation. */
  pendingKey: string | null;
  /** Switches format, or first asks (through `pendingKey`) when edits would be lost. */
  requestSelect: (key: string) => void;
  confirmSwitch: () => void;
  cancelSwitch: () => void;
  updateRules: (change: (rules: BanlistRules) => BanlistRules) => void;
  /** Forgets the unsaved edits (after saving, restoring, uploading or on request). */
  discardChanges: () => void;
}

/**
 * The format being edited and its unsaved edits, kept apart from the stored banlists until
 * 'Guardar Cambios de Banlist', so that leaving a format never silently drops or saves work.
 */
export function useBanlistDraft(banlists: readonly Banlist[]): BanlistDraft {
  const [selectedKey, setSelectedKey] = useState<string | null>(null);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [pendingKey, setPendingKey] = useState<string | null>(null);

  const stored = banlists.find((banlist) => banlist.key === selectedKey) ?? null;
  const draftRules = stored && draft?.key === stored.key ? draft.rules : null;
  const edited = stored && draftRules ? { ...stored, rules: draftRules } : stored;
  const hasUnsavedChanges =
    stored !== null && draftRules !== null && !haveSameRules(draftRules, stored.rules);

  useEffect(() => {
    if (!hasUnsavedChanges) return undefined;
    const warnBeforeLeaving = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warnBeforeLeaving);
    return () => window.removeEventListener('beforeunload', warnBeforeLeaving);
  }, [hasUnsavedChanges]);

  const select = (key: string) => {
    setSelectedKey(key);
    setDraft(null);
    setPendingKey(null);
  };

  return {
    stored,
    edited,
    hasUnsavedChanges,
    pendingKey,
    requestSelect: (key) => {
      if (key === selectedKey) return;
      if (hasUnsavedChanges) setPendingKey(key);
      else select(key);
    },
    confirmSwitch: () => {
      if (pendingKey !== null) select(pendingKey);
    },
    cancelSwitch: () => setPendingKey(null),
    updateRules: (change) => {
      if (!stored) return;
      setDraft((current) => ({
        key: stored.key,
        rules: change(current?.key === stored.key ? current.rules : stored.rules),
      }));
    },
    discardChanges: () => setDraft(null),
  };
}
