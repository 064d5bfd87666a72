import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { makeCard } from '../../testing/card-factory';
import { startApiTestServer, type ApiTestServer } from '../../testing/api-test-server';
import { renderApp } from '../../testing/render-app';
import { makeCardRoutes, makeUser } from './testing/review-fixtures';

const plain = makeCard({ id: 21, nombre: 'Centinela Gris', habilidad: 'Roba una carta.' });
const marked = makeCard({ id: 22, nombre: 'Reina Ámbar', habilidad: 'Única. Roba una carta.' });

let server: ApiTestServer | null = null;

afterEach(async () => {
  await server?.close();
  server = null;
});

async function openEditor(card: typeof plain) {
  server = await startApiTestServer({
    ...makeCardRoutes([card]),
    [`GET /api/cards/${card.id}/revisions`]: () => ({ status: 200, body: [] }),
  });
  const rendered = renderApp({ url: `/cartas/${card.id}`, cards: [card], currentUser: makeUser() });
  await rendered.user.click(await screen.findByRole('button', { name: 'Editar carta' }));
  const dialog = await screen.findByRole('dialog', { name: `Editando: ${card.nombre}` });
  return { ...rendered, dialog };
}

describe("edit modal, 'Carta única'", () => {
  it('lets an editor mark a card unique that its text does not, and shows it on the card page', async () => {
    const { user, dialog } = await openEditor(plain);
    expect(screen.queryByText('Carta única', { selector: 'span' })).not.toBeInTheDocument();
    const choice = within(dialog).getByRole('group', { name: 'Carta única' });
    expect(within(choice).getByRole('radio', { name: 'Según el texto' })).toBeChecked();
    expect(choice).toHaveAccessibleDescription('El texto de la habilidad no la marca como única.');

    await user.click(within(choice).getByRole('radio', { name: 'Sí' }));
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [put] = server?.requestsTo('PUT', '/api/cards/21') ?? [];
    expect(put?.body).toMatchObject({ card: { unica: true }, version: 1 });
    expect(await screen.findByText('Carta única', { selector: 'span' })).toBeInTheDocument();
  });

  it('lets an editor say No over a text that marks the card unique, from the keyboard', async () => {
    const { user, dialog } = await openEditor(marked);
    expect(screen.getByText('Carta única', { selector: 'span' })).toBeInTheDocument();
    const choice = within(dialog).getByRole('group', { name: 'Carta única' });
    expect(choice).toHaveAccessibleDescription(
      'El texto de la habilidad la marca como única: 1 copia por mazo.',
    );

    within(choice).getByRole('radio', { name: 'Según el texto' }).focus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(within(choice).getByRole('radio', { name: 'No' })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [put] = server?.requestsTo('PUT', '/api/cards/22') ?? [];
    expect(put?.body).toMatchObject({ card: { unica: false } });
    await waitFor(() =>
      expect(screen.queryByText('Carta única', { selector: 'span' })).not.toBeInTheDocument(),
    );
  });

  it("updates the hint as the editor types a mark into the ability's text", async () => {
    const { user, dialog } = await openEditor(plain);
    const ability = within(dialog).getByLabelText('Habilidad');

    await user.type(ability, ' Carta Única.');

    expect(within(dialog).getByRole('group', { name: 'Carta única' })).toHaveAccessibleDescription(
      'El texto de la habilidad la marca como única: 1 copia por mazo.',
    );
  });
});
