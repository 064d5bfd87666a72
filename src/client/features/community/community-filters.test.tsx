import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { CommunityFilters } from '../../lib/community-requests';
import { createQueryClient } from '../../lib/query-client';
import { makeCard } from '../../testing/card-factory';
import { CommunityFiltersForm } from './community-filters';

const NO_FILTERS: CommunityFilters = {
  format: '',
  race: '',
  block: '',
  card: '',
  author: '',
  sort: 'newest',
};

const catalogue = [makeCard({ id: 3, nombre: 'Lancero Errante' })];

describe("'Con la carta' of the community's filters", () => {
  it('looks a card up once the catalogue arrives when it is asked for while it is on its way', async () => {
    const onChange = vi.fn();
    const queryClient = createQueryClient();
    const user = userEvent.setup();
    const renderForm = (isCatalogueLoading: boolean) => (
      <QueryClientProvider client={queryClient}>
        <CommunityFiltersForm
          filters={NO_FILTERS}
          catalogue={isCatalogueLoading ? [] : catalogue}
          isCatalogueLoading={isCatalogueLoading}
          onChange={onChange}
        />
      </QueryClientProvider>
    );
    const { rerender } = render(renderForm(true));

    await user.type(screen.getByLabelText('Con la carta'), 'Lancero Errante');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(screen.getByRole('status')).toHaveTextContent('Cargando cartas...');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();

    rerender(renderForm(false));
    expect(onChange).toHaveBeenCalledWith({ ...NO_FILTERS, card: '3' });
    expect(screen.queryByText('Cargando cartas...')).not.toBeInTheDocument();
  });

  it('says no card has that name once the catalogue is there', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(
      <QueryClientProvider client={createQueryClient()}>
        <CommunityFiltersForm
          filters={NO_FILTERS}
          catalogue={catalogue}
          isCatalogueLoading={false}
          onChange={onChange}
        />
      </QueryClientProvider>,
    );
    await user.type(screen.getByLabelText('Con la carta'), 'Carta Inexistente');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(screen.getByRole('alert')).toHaveTextContent('No hay ninguna carta con ese nombre.');
    expect(onChange).not.toHaveBeenCalled();
  });
});
