import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { LazyPopover } from './lazy-popover';

function Help() {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <LazyPopover
      open={isOpen}
      onOpenChange={setIsOpen}
      label="Ayuda"
      buttonClassName=""
      button="?"
      titleId="titulo"
      sideOffset={4}
      className=""
    >
      <p id="titulo">Cómo buscar</p>
      <button type="button" onClick={() => setIsOpen(false)}>
        Cerrar
      </button>
    </LazyPopover>
  );
}

describe('LazyPopover', () => {
  it('opens its popover from its own button, says so, and gives the focus back on Escape', async () => {
    const user = userEvent.setup();
    render(<Help />);
    const button = screen.getByRole('button', { name: 'Ayuda' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');

    await user.click(button);
    const popover = await screen.findByRole('dialog', { name: 'Cómo buscar' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAttribute('aria-controls', popover.id);
    await waitFor(() => expect(popover).toContainElement(document.activeElement as HTMLElement));

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Radix's focus scope gives the focus back in a timeout after it unmounts.
    await waitFor(() => expect(button).toHaveFocus());
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes from a button inside and opens again, the focus back on its button each time', async () => {
    const user = userEvent.setup();
    render(<Help />);
    const button = screen.getByRole('button', { name: 'Ayuda' });
    for (let round = 0; round < 2; round += 1) {
      await user.click(button);
      const popover = await screen.findByRole('dialog', { name: 'Cómo buscar' });
      await user.click(screen.getByRole('button', { name: 'Cerrar' }));
      await waitFor(() => expect(popover).not.toBeInTheDocument());
      await waitFor(() => expect(button).toHaveFocus());
    }
  });
});
