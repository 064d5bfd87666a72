import { Dialog } from 'radix-ui';
import type { Card } from '../../../domain/cards/card';
import { formatCardType } from '../../../domain/cards/card-type-labels';
import { CardAbility } from '../../ui/card-ability';
import { DialogPanel } from '../../ui/dialog-panel';
import { useReturnFocus } from '../../ui/use-return-focus';

interface CardAbilityDialogProps {
  /** The card whose ability shows; null while the dialog is closed. */
  card: Card | null;
  onClose: () => void;
}

/**
 * What a builder tile's card does, without leaving the deck: its name, 'type - edition', ability,
 * Coste and Fuerza, as the catalogue's overlay says them. Opened by the tile's ⓘ or its 'i'
 * shortcut; the focus goes back to what had it.
 */
export function CardAbilityDialog({ card, onClose }: CardAbilityDialogProps) {
  const returnFocus = useReturnFocus();
  return (
    <Dialog.Root open={card !== null} onOpenChange={(isOpen) => !isOpen && onClose()}>
      {/* Only while open: a closed portal's presences update state as the builder mounts. */}
      {card !== null && (
        <DialogPanel title={card.nombre} widthClass="w-[min(92vw,26rem)]" {...returnFocus}>
          <Dialog.Description className="text-sm text-stone-400">
            {formatCardType(card.tipo)} - {card.edicion}
          </Dialog.Description>
          <div className="flex flex-col gap-3 text-sm leading-relaxed text-stone-100">
            <CardAbility card={card} />
          </div>
        </DialogPanel>
      )}
    </Dialog.Root>
  );
}
