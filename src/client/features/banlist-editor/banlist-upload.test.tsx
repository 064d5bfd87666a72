import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { BUILT_IN_BANLISTS } from '../../../domain/banlists/built-in-banlists';
import { makeBanlist } from '../../../domain/testing/banlist-factory';
import { BANLISTS_STORAGE_KEY, useBanlistStore } from '../../lib/banlist-store';
import { useNotificationStore } from '../../lib/notification-store';
import { makeCard } from '../../testing/card-factory';
import { renderApp } from '../../testing/render-app';
import { serializeBanlists } from './banlist-file';

function renderEditor() {
  return renderApp({
    url: '/banlists',
    cards: [makeCard({ nombre: 'Fergus' })],
    officialBanlists: [...BUILT_IN_BANLISTS],
  });
}

function makeJsonFile(text: string, name = 'banlists.json'): File {
  return new File([text], name, { type: 'application/json' });
}

describe('uploading banlists.json', () => {
  beforeEach(() => {
    localStorage.clear();
    useBanlistStore.getState().reloadFromStorage();
    useNotificationStore.getState().dismiss();
  });

  it('lists every problem of a broken file and changes nothing', async () => {
    const { user } = renderEditor();
    const storedBefore = localStorage.getItem(BANLISTS_STORAGE_KEY);
    const good = makeBanlist({ key: 'torneo', name: 'Torneo' });
    const broken = JSON.stringify([
      { ...good, key: 'con espacio' },
      { ...good, rules: { ...good.rules, banned: ['Fergus'], limitedTwo: ['fergus'] } },
    ]);

    await user.upload(await screen.findByLabelText('Subir banlists.json'), makeJsonFile(broken));

    const report = await screen.findByRole('alert');
    expect(report).toHaveTextContent(
      'No se aplicó ningún cambio: «banlists.json» tiene 2 problemas.',
    );
    const problems = within(report).getAllByRole('listitem');
    expect(problems.map((item) => item.textContent)).toEqual([
      'Banlist n.º 1 · key: La clave no puede estar vacía ni contener espacios.',
      'Banlist n.º 2 · rules.limitedTwo[0]: "fergus" ya está en Cartas Prohibidas: una carta solo puede estar en una de las tres listas.',
    ]);
    expect(localStorage.getItem(BANLISTS_STORAGE_KEY)).toBe(storedBefore);
    expect(within(screen.getByLabelText('Formato')).queryByText('Torneo')).not.toBeInTheDocument();

    await user.click(within(report).getByRole('button', { name: 'Ocultar' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says a file that is not JSON cannot be read', async () => {
    const { user } = renderEditor();
    await user.upload(
      await screen.findByLabelText('Subir banlists.json'),
      makeJsonFile('no es json', 'mis-listas.json'),
    );
    const report = await screen.findByRole('alert');
    expect(report).toHaveTextContent('«mis-listas.json» tiene 1 problema.');
    expect(report).toHaveTextContent('Archivo: El archivo no es JSON válido.');
  });

  it('replaces every stored banlist with a valid file and says so', async () => {
    const { user } = renderEditor();
    const uploaded = [
      makeBanlist({
        key: 'formatoLibre',
        name: 'Formato Libre - Primer Bloque',
        rules: { minAllies: 0, banned: ['Fergus'] },
      }),
      makeBanlist({ key: 'torneo', name: 'Torneo de Primavera' }),
    ];

    await user.upload(
      await screen.findByLabelText('Subir banlists.json'),
      makeJsonFile(serializeBanlists(uploaded)),
    );

    const notice = await screen.findByRole('dialog', { name: 'Notificación' });
    expect(notice).toHaveTextContent('Se cargaron 2 banlists desde «banlists.json».');
    expect(JSON.parse(localStorage.getItem(BANLISTS_STORAGE_KEY) ?? '')).toEqual({
      formatoLibre: uploaded[0],
      torneo: uploaded[1],
    });
    await user.click(within(notice).getByRole('button', { name: 'Cerrar' }));
    await user.selectOptions(screen.getByLabelText('Formato'), 'Formato Libre - Primer Bloque');
    const banned = screen.getByRole('list', { name: 'Cartas Prohibidas' });
    expect(
      within(banned)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Fergus']);
    expect(screen.getByRole('option', { name: 'Torneo de Primavera' })).toBeInTheDocument();
  });
});
