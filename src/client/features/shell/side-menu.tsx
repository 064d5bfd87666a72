import type { ReactNode } from 'react';
import { Dialog } from 'radix-ui';
import { Link } from 'wouter';
import { SECTIONS, type Section } from '../../paths';
import { CloseIcon } from '../../ui/close-icon';
import { useReturnFocus } from '../../ui/use-return-focus';

interface SideMenuProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  activeSection: Section;
  /** Extra content under the sections: the filter panel where there is a grid to filter. */
  children?: ReactNode;
}

/** The slide-out menu (SPEC §2): the sections; choosing one closes it. */
export function SideMenu({ isOpen, onOpenChange, activeSection, children }: SideMenuProps) {
  // Opened by the header's button, not by a radix Trigger, so the focus goes back by hand.
  const returnFocus = useReturnFocus();
  return (
    <Dialog.Root open={isOpen} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="menu-overlay fixed inset-0 z-30 bg-black/60" />
        <Dialog.Content
          {...returnFocus}
          className="menu-panel fixed inset-y-0 left-0 z-40 flex w-[min(88vw,22rem)] flex-col overflow-y-auto border-r border-amber-300/20 bg-stone-900 shadow-2xl shadow-black"
        >
          <div className="flex items-center justify-between border-b border-amber-300/15 px-5 py-4">
            <Dialog.Title className="font-serif text-xl tracking-wide text-amber-200">
              Grimorio
            </Dialog.Title>
            <Dialog.Close
              aria-label="Cerrar menú"
              className="grid size-11 place-items-center rounded-md text-stone-300 hover:bg-stone-800 hover:text-amber-100"
            >
              <CloseIcon />
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">
            Secciones de Grimorio y filtros de cartas
          </Dialog.Description>
          <nav aria-label="Secciones" className="px-3 py-3">
            <ul className="space-y-1">
              {SECTIONS.map((section) => {
                const isActive = section.id === activeSection.id;
                return (
                  <li key={section.id}>
                    <Link
                      href={section.path}
                      aria-current={isActive ? 'page' : undefined}
                      onClick={() => onOpenChange(false)}
                      className={`block rounded-md px-3 py-2.5 text-base ${
                        isActive
                          ? 'bg-amber-300/15 font-semibold text-amber-100'
                          : 'text-stone-200 hover:bg-stone-800 hover:text-amber-100'
                      }`}
                    >
                      {section.title}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </nav>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
