import { beforeAll, describe, expect, it } from 'vitest';
import { accountDeckSchema } from '../../contract/account-decks';
import { API_PATHS } from '../../contract/api-paths';
import { errorBodySchema } from '../../contract/errors';
import { publicDeckSchema } from '../../contract/community';
import { cards } from '../db/schema';
import { makeCard } from '../testing/card-factory';
import { createCommunityRequests } from '../testing/community-requests';
import { useSeededTestApp } from '../testing/seeded-test-app';
import { signInAs } from '../testing/test-accounts';
import { listTestDatabaseKinds } from '../testing/test-databases';

/** Card 1 of the test catalogue is a Caballero of Espada Sagrada, card 2 a weapon. */
const KNIGHTS = [
  { id: 1, count: 3 },
  { id: 2, count: 2 },
];
/** Added below: a Faerie of Hijos de Daana, first in the deck, so it sets race and block. */
const FAERIES = [
  { id: 67, count: 3 },
  { id: 1, count: 1 },
];

describe.each(listTestDatabaseKinds())('community decks on %s', (kind) => {
  const testApp = useSeededTestApp(kind);
  const community = createCommunityRequests(testApp);

  beforeAll(async () => {
    await testApp.database.db
      .insert(cards)
      .values(
        makeCard({ id: 67, nombre: 'Hada del Brezo', raza: 'Faerie', edicion: 'Hijos de Daana' }),
      );
  });

  it('lets only the owner change who may read a deck, before reading the body', async () => {
    const owner = await signInAs(testApp, 'player');
    const other = await signInAs(testApp, 'admin');
    const { id } = await community.decks.create(owner);

    const visitor = await community.send(null, 'PUT', API_PATHS.deckVisibility(id), { bad: 1 });
    const stranger = await community.setVisibility(other, id, 'public');
    const wrong = await community.send(owner, 'PUT', API_PATHS.deckVisibility(id), {
      visibility: 'todos',
    });
    const made = await community.setVisibility(owner, id, 'public');

    expect(visitor.statusCode).toBe(401);
    expect(stranger.statusCode).toBe(404);
    expect(errorBodySchema.parse(stranger.json()).error).toBe('deck_not_found');
    expect(wrong.statusCode).toBe(400);
    expect(errorBodySchema.parse(wrong.json()).message).toContain('«visibility»');
    expect(made.statusCode).toBe(200);
    expect(accountDeckSchema.parse(made.json()).visibility).toBe('public');
  });

  it('shows a public or unlisted deck to anyone, with the author’s name and never the email', async () => {
    const owner = await signInAs(testApp, 'player', { name: 'Ana la Autora' });
    const publicId = await community.publish(owner, 'public');
    const unlistedId = await community.publish(owner, 'unlisted');

    const read = await community.readPublic(null, publicId);
    const unlisted = await community.readPublic(null, unlistedId);

    expect(read.statusCode).toBe(200);
    expect(read.body).not.toContain(owner.user.email);
    expect(publicDeckSchema.parse(read.json())).toMatchObject({
      id: publicId,
      authorName: 'Ana la Autora',
      authorId: owner.user.id,
      visibility: 'public',
      likeCount: 0,
      likedByMe: false,
      hidden: false,
      isMine: false,
      publishedAt: expect.any(String),
    });
    expect(publicDeckSchema.parse(unlisted.json())).toMatchObject({
      visibility: 'unlisted',
      publishedAt: null,
    });
  });

  it('answers 404 for a private deck, a deck in the trash and an unknown id, to the owner too', async () => {
    const owner = await signInAs(testApp, 'player');
    const { id: privateId } = await community.decks.create(owner);
    const trashedId = await community.publish(owner, 'public');
    await community.decks.trash(owner, trashedId);

    for (const id of [privateId, trashedId, 'no-existe']) {
      const response = await community.readPublic(owner, id);
      expect(response.statusCode, id).toBe(404);
      expect(errorBodySchema.parse(response.json()).error).toBe('deck_not_found');
    }
    const listed = await community.listAll(`author=${owner.user.id}`);
    expect(listed).toEqual([]);
  });

  it('keeps the first publication date when a deck goes private and public again', async () => {
    const owner = await signInAs(testApp, 'player');
    const id = await community.publish(owner, 'public');
    const first = publicDeckSchema.parse((await community.readPublic(null, id)).json());

    await community.setVisibility(owner, id, 'private');
    const hiddenFromList = await community.listAll(`author=${owner.user.id}`);
    await community.setVisibility(owner, id, 'public');
    const again = publicDeckSchema.parse((await community.readPublic(null, id)).json());

    expect(hiddenFromList).toEqual([]);
    expect(again.publishedAt).toBe(first.publishedAt);
  });

  it('filters by format, race, block, card and author, newest first', async () => {
    const author = await signInAs(testApp, 'player', { name: 'Filtros' });
    const knights = await community.publish(author, 'public', {
      overrides: { format: 'racialEdicion', cards: KNIGHTS },
    });
    const faeries = await community.publish(author, 'public', {
      overrides: { format: 'formatoLibre', cards: FAERIES },
    });
    await community.publish(author, 'unlisted', { overrides: { cards: KNIGHTS } });
    await community.decks.create(author, { overrides: { cards: KNIGHTS } });
    const ids = async (query: string) =>
      (await community.listAll(`author=${author.user.id}&${query}`)).map((deck) => deck.id);

    expect(await ids('sort=newest')).toEqual([faeries, knights]);
    expect(await ids('format=racialEdicion')).toEqual([knights]);
    expect(await ids('race=Caballero')).toEqual([knights]);
    expect(await ids('race=Faerie&format=formatoLibre')).toEqual([faeries]);
    expect(await ids('block=Hijos%20de%20Daana')).toEqual([faeries]);
    expect(await ids('block=Espada%20Sagrada')).toEqual([knights]);
    expect(await ids('card=2')).toEqual([knights]);
    expect(await ids('card=1')).toEqual([faeries, knights]);
    expect(await ids('card=999')).toEqual([]);
    const [item] = await community.listAll(`author=${author.user.id}&card=2`);
    expect(item).toEqual({
      id: knights,
      name: 'Dragones de Fuego',
      format: 'racialEdicion',
      race: 'Caballero',
      block: 'Espada Sagrada',
      authorId: author.user.id,
      authorName: 'Filtros',
      cardCount: 5,
      likeCount: 0,
      publishedAt: expect.any(String),
    });
  });

  it('sorts by likes, most liked first, newest first among equals', async () => {
    const author = await signInAs(testApp, 'player');
    const fans = [await signInAs(testApp, 'player'), await signInAs(testApp, 'editor')];
    const [a, b, c] = [
      await community.publish(author),
      await community.publish(author),
      await community.publish(author),
    ];
    for (const fan of fans) expect((await community.like(fan, a ?? '')).statusCode).toBe(200);
    await community.like(fans[0] ?? null, c ?? '');

    const order = await community.listAll(`author=${author.user.id}&sort=likes&limit=1`);

    expect(order.map((deck) => [deck.id, deck.likeCount])).toEqual([
      [a, 2],
      [c, 1],
      [b, 0],
    ]);
  });

  it('pages by keyset with no duplicate and no gap while newer decks are published', async () => {
    const author = await signInAs(testApp, 'player');
    const original: string[] = [];
    for (let index = 0; index < 7; index += 1) original.unshift(await community.publish(author));
    const query = `author=${author.user.id}&limit=3`;

    const first = await community.listPage(query);
    const newer = [await community.publish(author), await community.publish(author)];
    const second = await community.listPage(`${query}&after=${first.nextCursor}`);
    const third = await community.listPage(`${query}&after=${second.nextCursor}`);

    const seen = [...first.decks, ...second.decks, ...third.decks].map((deck) => deck.id);
    expect(seen).toEqual(original);
    expect(third.nextCursor).toBeNull();
    expect(seen.some((id) => newer.includes(id))).toBe(false);
  });

  it.each([
    ['limit=51', 'limit'],
    ['limit=0', 'limit'],
    ['after=no-es-un-cursor', 'after'],
    ['sort=popular', 'sort'],
    ['card=abc', 'card'],
    ['otro=1', 'otro'],
  ])('refuses %s with 400 naming the field', async (query, field) => {
    const response = await community.send(null, 'GET', `${API_PATHS.communityDecks}?${query}`);

    expect(response.statusCode).toBe(400);
    expect(errorBodySchema.parse(response.json()).message).toContain(`«${field}»`);
  });

  it('refuses a cursor of the other order', async () => {
    const author = await signInAs(testApp, 'player');
    await community.publish(author);
    await community.publish(author);
    const page = await community.listPage(`author=${author.user.id}&limit=1`);

    const response = await community.send(
      null,
      'GET',
      `${API_PATHS.communityDecks}?sort=likes&after=${page.nextCursor}`,
    );

    expect(response.statusCode).toBe(400);
    expect(errorBodySchema.parse(response.json()).message).toContain('«after»');
  });
});
