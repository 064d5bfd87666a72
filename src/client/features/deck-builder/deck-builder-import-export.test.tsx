import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { decodeDeckShare } from '../../../domain/decks/share-link';
import { makeCard } from '../../testing/card-factory';
import { getDeckPanel, getTile, renderBuilder, startWithStorage } from './testing/deck-storage';

const escudero = makeCard({ id: 1, nombre: 'Escudero' });
const templario = makeCard({ id: 2, nombre: 'Templario', edicion: 'Cruzadas' });
const urisk = makeCard({ id: 5, nombre: 'Urisk', edicion: 'Hijos de Daana', raza: 'Héroe' });
const oro = makeCard({ id: 9, nombre: 'Oro', tipo: 'oro', coste: null, fuerza: null, raza: null });
const catalogue = [escudero, templario, urisk, oro];

type User = Awaited<ReturnType<typeof renderBuilder>>['user'];

async function openImport(user: User, trigger: string, text: string) {
  await user.click(screen.getByRole('button', { name: trigger }));
  const dialog = await screen.findByRole('dialog', { name: 'Importar mazo' });
  await user.click(within(dialog).getByLabelText('Lista del mazo'));
  await user.paste(text);
  await user.click(within(dialog).getByRole('button', { name: 'Revisar lista' }));
  return within(dialog);
}

async function closeNotification(user: User) {
  const notice = await screen.findByRole('dialog', { name: 'Notificación' });
  await user.click(within(notice).getByRole('button', { name: 'Cerrar' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Notificación' })).toBeNull());
}

function readDeckList(): string[] {
  const list = getDeckPanel().getByRole('list', { name: 'Contenido del mazo' });
  return within(list)
    .getAllByRole('listitem')
    .map((item) => item.textContent?.replace('−', '') ?? '');
}

describe('exporting and importing decks', () => {
  beforeEach(() => startWithStorage());

  it('exports the deck as shared text, as JSON and as a link, and copies the text', async () => {
    const { user } = await renderBuilder({ cards: catalogue });
    await user.click(screen.getByRole('button', { name: /^Racial Edición/ }));
    await user.click(getTile('Escudero').getByRole('button', { name: 'Añadir una copia' }));
    await user.click(getTile('Escudero').getByRole('button', { name: 'Añadir una copia' }));
    await user.click(getTile('Oro').getByRole('button', { name: 'Añadir una copia' }));
    await user.click(getDeckPanel().getByRole('button', { name: 'Exportar' }));

    const dialog = within(await screen.findByRole('dialog', { name: 'Exportar mazo' }));
    const text = within(dialog.getByRole('region', { name: 'Texto' }));
    expect(text.getByRole('textbox')).toHaveValue(
      'Formato: Racial Edición - Primer Bloque\n\nALIADO\n2x Escudero\n\nORO\n1x Oro\n',
    );
    const json = within(dialog.getByRole('region', { name: 'JSON' })).getByRole('textbox');
    expect(JSON.parse((json as HTMLTextAreaElement).value)).toEqual({
      name: null,
      format: 'racialEdicion',
      cards: [
        { id: 1, count: 2 },
        { id: 9, count: 1 },
      ],
    });
    const link = within(dialog.getByRole('region', { name: 'Enlace para compartir' }));
    const url = new URL((link.getByRole('textbox') as HTMLInputElement).value);
    expect(url.pathname).toBe('/mazos');
    expect(decodeDeckShare(url.searchParams.get('mazo') ?? '')).toEqual({
      ok: true,
      value: {
        name: null,
        format: 'racialEdicion',
        cards: [
          { id: 1, count: 2 },
          { id: 9, count: 1 },
        ],
      },
    });

    await user.click(text.getByRole('button', { name: 'Copiar' }));
    expect(text.getByText('Copiado al portapapeles.')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(
      'Formato: Racial Edición - Primer Bloque\n\nALIADO\n2x Escudero\n\nORO\n1x Oro\n',
    );
  });

  it('reports a misspelt line with its number and a suggestion, and imports once it is fixed', async () => {
    const { user } = await renderBuilder({ cards: catalogue });
    const dialog = await openImport(
      user,
      'Importar mazo',
      'Formato: Racial Edicion - Primer Bloque\nMazo: Pegado\nALIADOS\n3 escudero\n2x Templaro\n\nORO\n1x ORO',
    );
    const unmatched = within(dialog.getByRole('region', { name: /Líneas sin reconocer/ }));
    expect(unmatched.getByText(/Línea 5/)).toHaveTextContent('Línea 5: 2x Templaro');
    expect(dialog.getByRole('button', { name: 'Importar' })).toBeDisabled();
    // Why, beside the button: the list of unmatched lines can be out of sight above it.
    expect(dialog.getByRole('button', { name: 'Importar' })).toHaveAccessibleDescription(
      'Corrige u omite la línea sin reconocer para importar.',
    );
    expect(dialog.getByLabelText('Formato')).toHaveValue('racialEdicion');

    await user.click(unmatched.getByRole('button', { name: 'Usar Templario en la línea 5' }));
    expect(dialog.queryByRole('region', { name: /Líneas sin reconocer/ })).toBeNull();
    expect(dialog.getByLabelText('Lista del mazo')).toHaveValue(
      'Formato: Racial Edicion - Primer Bloque\nMazo: Pegado\nALIADOS\n3 escudero\n2x Templario\n\nORO\n1x ORO',
    );
    expect(dialog.getByRole('button', { name: 'Importar' })).not.toHaveAccessibleDescription();
    await user.click(dialog.getByRole('button', { name: 'Importar' }));

    const notice = await screen.findByRole('dialog', { name: 'Notificación' });
    expect(notice).toHaveTextContent('Mazo importado con 6 cartas.');
    await user.click(within(notice).getByRole('button', { name: 'Cerrar' }));
    expect(getDeckPanel().getByText('Pegado')).toBeInTheDocument();
    expect(getDeckPanel().getByText('Racial Edición - Primer Bloque')).toBeInTheDocument();
    expect(readDeckList()).toEqual(['3x Escudero', '2x Templario', '1x Oro']);
  });

  it("says beside 'Importar' what it waits for before the list is reviewed", async () => {
    const { user } = await renderBuilder({ cards: catalogue });
    await user.click(screen.getByRole('button', { name: 'Importar mazo' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Importar mazo' }));
    const importButton = dialog.getByRole('button', { name: 'Importar' });
    expect(importButton).toHaveAccessibleDescription('Pega una lista y pulsa «Revisar lista».');
    await user.click(dialog.getByLabelText('Lista del mazo'));
    await user.paste('2x Escudero');
    expect(importButton).toHaveAccessibleDescription(
      'Pulsa «Revisar lista» para ver qué cartas se reconocen.',
    );
    await user.click(dialog.getByRole('button', { name: 'Revisar lista' }));
    expect(importButton).toBeEnabled();
    expect(importButton).not.toHaveAccessibleDescription();
  });

  it('imports without a line the player chose to skip', async () => {
    const { user } = await renderBuilder({ cards: catalogue });
    await user.click(screen.getByRole('button', { name: /^Formato Libre/ }));
    const dialog = await openImport(user, 'Importar', '2x Escudero\nZzzyx Inexistente');
    await user.click(dialog.getByRole('button', { name: 'Omitir la línea 2' }));
    expect(dialog.getByLabelText('Formato')).toHaveValue('formatoLibre');
    await user.click(dialog.getByRole('button', { name: 'Importar' }));
    await closeNotification(user);
    expect(readDeckList()).toEqual(['2x Escudero']);
  });

  it('reports the copies the chosen format refuses instead of adding them', async () => {
    const { user } = await renderBuilder({ cards: catalogue });
    const dialog = await openImport(user, 'Importar mazo', '1x Urisk\n4x Escudero');
    await user.selectOptions(dialog.getByLabelText('Formato'), 'racialEdicion');
    await user.click(dialog.getByRole('button', { name: 'Importar' }));
    const notice = await screen.findByRole('dialog', { name: 'Notificación' });
    expect(notice).toHaveTextContent(
      'Mazo importado con 3 cartas. No se añadieron por las reglas de Racial Edición - Primer Bloque: 1x Escudero (Máximo de copias en el mazo); 1x Urisk (Prohibida en este formato).',
    );
  });

  it('imports the JSON export and lists an id the catalogue lacks until it is skipped', async () => {
    const { user } = await renderBuilder({ cards: catalogue });
    const dialog = await openImport(
      user,
      'Importar mazo',
      '{"name":"Desde JSON","format":"formatoLibre","cards":[{"id":2,"count":2},{"id":77,"count":1}]}',
    );
    expect(dialog.getByText(/Línea 2/)).toBeInTheDocument();
    expect(dialog.getByText('No hay ninguna carta con ese id en el catálogo.')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Omitir la línea 2' }));
    await user.click(dialog.getByRole('button', { name: 'Importar' }));
    await closeNotification(user);
    await waitFor(() => expect(getDeckPanel().getByText('Desde JSON')).toBeInTheDocument());
    expect(getDeckPanel().getByText('Formato Libre - Primer Bloque')).toBeInTheDocument();
    expect(readDeckList()).toEqual(['2x Templario']);
  });
});
