import { Dialog } from 'radix-ui';
import { useId, useState, type FormEvent } from 'react';
import type { Banlist } from '../../../domain/banlists/banlist';
import { createBanlist, stripKeyWhitespace } from '../../../domain/banlists/banlist-creation';
import {
  findFormatRuleErrors,
  hasFormatRuleErrors,
  NEW_FORMAT_RULE_SETTINGS,
  writeFormatRuleSettings,
  type FormatRuleSettings,
} from './format-rule-settings';
import { FormatRulesFields } from './format-rules-fields';

interface CreateBanlistDialogProps {
  /** Every format there is, so a key already in use is refused. */
  banlists: readonly Banlist[];
  /** The catalogue's editions, for 'Solo algunas ediciones'. */
  editions: readonly string[];
  onCreated: (banlist: Banlist) => void;
}

const fieldClassName =
  'w-full rounded-md border border-stone-700 bg-stone-950 px-3 py-2 text-stone-100 placeholder:text-stone-500';
const labelClassName = 'mb-1 block text-xs font-medium tracking-wide text-stone-400 uppercase';

/**
 * 'Crear Nueva Banlist' (SPEC §2, §5): the format's name and a unique key, both required, the
 * key losing its whitespace as it is typed, and its 'Reglas del formato' (issue 15), every switch
 * off to begin with. A refused creation is shown in an alert, as the spec says, and the dialog
 * stays open so the key can be changed.
 */
export function CreateBanlistDialog({ banlists, editions, onCreated }: CreateBanlistDialogProps) {
  const nameId = useId();
  const keyId = useId();
  const [isOpen, setIsOpen] = useState(false);
  const [name, setName] = useState('');
  const [key, setKey] = useState('');
  const [settings, setSettings] = useState<FormatRuleSettings>(NEW_FORMAT_RULE_SETTINGS);
  const ruleErrors = findFormatRuleErrors(settings);
  const canCreate = name.trim() !== '' && key !== '' && !hasFormatRuleErrors(ruleErrors);

  const handleOpenChange = (isNowOpen: boolean) => {
    setIsOpen(isNowOpen);
    if (!isNowOpen) {
      setName('');
      setKey('');
      setSettings(NEW_FORMAT_RULE_SETTINGS);
    }
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = createBanlist(banlists, name, key);
    if (!result.ok) {
      window.alert(result.reason);
      return;
    }
    handleOpenChange(false);
    onCreated({
      ...result.banlist,
      rules: writeFormatRuleSettings(result.banlist.rules, settings),
    });
  };

  return (
    <Dialog.Root open={isOpen} onOpenChange={handleOpenChange}>
      <Dialog.Trigger className="rounded-md border border-amber-300/40 px-4 py-2 text-amber-100 hover:bg-amber-300/10">
        Crear Nueva Banlist
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/70" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[92dvh] w-[min(94vw,36rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto overscroll-contain rounded-xl border border-amber-300/30 bg-stone-900 p-5 shadow-2xl shadow-black sm:p-6">
          <Dialog.Title className="font-serif text-xl text-amber-200">
            Crear Nueva Banlist
          </Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-stone-300">
            El nombre es el que verás al elegir formato; la clave identifica la banlist y no admite
            espacios.
          </Dialog.Description>
          <form onSubmit={handleSubmit} className="mt-5 space-y-4">
            <div>
              <label htmlFor={nameId} className={labelClassName}>
                Nombre del formato
              </label>
              <input
                id={nameId}
                required
                value={name}
                onChange={(event) => setName(event.target.value)}
                placeholder="Torneo de Primavera"
                className={fieldClassName}
              />
            </div>
            <div>
              <label htmlFor={keyId} className={labelClassName}>
                Clave
              </label>
              <input
                id={keyId}
                required
                value={key}
                onChange={(event) => setKey(stripKeyWhitespace(event.target.value))}
                autoComplete="off"
                spellCheck={false}
                placeholder="torneoPrimavera"
                className={fieldClassName}
              />
            </div>
            <FormatRulesFields
              settings={settings}
              errors={ruleErrors}
              editions={editions}
              onChange={(change) => setSettings((current) => ({ ...current, ...change }))}
              className="border-t border-stone-800 pt-4"
            />
            <div className="flex justify-end gap-3 pt-2">
              <Dialog.Close
                type="button"
                className="rounded-md border border-stone-600 px-4 py-2 text-stone-100 hover:bg-stone-800"
              >
                Cancelar
              </Dialog.Close>
              <button
                type="submit"
                disabled={!canCreate}
                className="rounded-md bg-amber-300 px-4 py-2 font-semibold text-stone-950 hover:bg-amber-200 disabled:cursor-not-allowed disabled:opacity-50"
              >
                Crear
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
