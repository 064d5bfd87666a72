import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  communityDeckPageSchema,
  deckLikeStateSchema,
  publicDeckSchema,
} from '../../contract/community';
import { errorBodySchema } from '../../contract/errors';
import { accountDecks, deckLikes } from '../db/schema';
import { createCommunityRequests } from '../testing/community-requests';
import { useSeededTestApp } from '../testing/seeded-test-app';
import { signInAs } from '../testing/test-accounts';
import { listTestDatabaseKinds } from '../testing/test-databases';

describe.each(listTestDatabaseKinds())('likes and moderation of community decks on %s', (kind) => {
  const testApp = useSeededTestApp(kind);
  const community = createCommunityRequests(testApp);

  /** The stored count and the rows it counts. */
  async function readLikes(id: string) {
    const db = testApp.database.db;
    const [deck] = await db
      .select({ likeCount: accountDecks.likeCount })
      .from(accountDecks)
      .where(eq(accountDecks.id, id));
    const rows = await db.select().from(deckLikes).where(eq(deckLikes.deckId, id));
    return { stored: deck?.likeCount, rows: rows.length };
  }

  it('counts one like per player, idempotently, and takes it back', async () => {
    const author = await signInAs(testApp, 'player');
    const fan = await signInAs(testApp, 'player');
    const id = await community.publish(author);

    const first = await community.like(fan, id);
    const again = await community.like(fan, id);
    const read = publicDeckSchema.parse((await community.readPublic(fan, id)).json());
    const undone = await community.unlike(fan, id);
    const undoneAgain = await community.unlike(fan, id);

    expect(deckLikeStateSchema.parse(first.json())).toEqual({ likeCount: 1, likedByMe: true });
    expect(deckLikeStateSchema.parse(again.json())).toEqual({ likeCount: 1, likedByMe: true });
    expect(read).toMatchObject({ likeCount: 1, likedByMe: true });
    expect(deckLikeStateSchema.parse(undone.json())).toEqual({ likeCount: 0, likedByMe: false });
    expect(undoneAgain.statusCode).toBe(200);
    expect(await readLikes(id)).toEqual({ stored: 0, rows: 0 });
  });

  it('keeps the count exact under 20 concurrent likes and unlikes by different players', async () => {
    const author = await signInAs(testApp, 'player');
    const fans = await Promise.all(Array.from({ length: 20 }, () => signInAs(testApp, 'player')));
    const id = await community.publish(author);
    await Promise.all(fans.slice(0, 10).map((fan) => community.like(fan, id)));

    // The first ten take their like back while the other ten like.
    const responses = await Promise.all(
      fans.map((fan, index) => (index < 10 ? community.unlike(fan, id) : community.like(fan, id))),
    );

    expect(responses.map((response) => response.statusCode)).toEqual(Array(20).fill(200));
    expect(await readLikes(id)).toEqual({ stored: 10, rows: 10 });
  });

  it('keeps the count exact under 20 concurrent likes and unlikes by the same player', async () => {
    const author = await signInAs(testApp, 'player');
    const fan = await signInAs(testApp, 'player');
    const id = await community.publish(author);

    await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        index % 2 === 0 ? community.like(fan, id) : community.unlike(fan, id),
      ),
    );

    const { stored, rows } = await readLikes(id);
    expect(rows).toBeLessThanOrEqual(1);
    expect(stored).toBe(rows);
  });

  it('refuses a visitor with 401 and a private, hidden or unknown deck with 404', async () => {
    const author = await signInAs(testApp, 'player');
    const admin = await signInAs(testApp, 'admin');
    const fan = await signInAs(testApp, 'player');
    const { id: privateId } = await community.decks.create(author);
    const hiddenId = await community.publish(author);
    await community.setHidden(admin, hiddenId, true);
    const publicId = await community.publish(author);

    expect((await community.like(null, publicId)).statusCode).toBe(401);
    for (const id of [privateId, hiddenId, 'no-existe']) {
      const response = await community.like(fan, id);
      expect(response.statusCode, id).toBe(404);
      expect(errorBodySchema.parse(response.json()).error).toBe('deck_not_found');
    }
  });

  it('lets only admins hide a deck: gone from the listing, 410 for others, readable by owner and admins', async () => {
    const author = await signInAs(testApp, 'player');
    const admin = await signInAs(testApp, 'admin');
    const editor = await signInAs(testApp, 'editor');
    const id = await community.publish(author);

    expect((await community.setHidden(null, id, true)).statusCode).toBe(401);
    expect((await community.setHidden(editor, id, true)).statusCode).toBe(403);
    const hidden = await community.setHidden(admin, id, true);
    const listed = await community.listAll(`author=${author.user.id}`);
    const byVisitor = await community.readPublic(null, id);
    const byOwner = await community.readPublic(author, id);
    const byAdmin = await community.readPublic(admin, id);

    expect(hidden.json()).toEqual({ id, hidden: true });
    expect(listed).toEqual([]);
    expect(byVisitor.statusCode).toBe(410);
    expect(errorBodySchema.parse(byVisitor.json())).toEqual({
      error: 'deck_hidden',
      message: 'Este mazo fue ocultado por la moderación.',
    });
    expect(publicDeckSchema.parse(byOwner.json())).toMatchObject({ hidden: true, isMine: true });
    expect(publicDeckSchema.parse(byAdmin.json())).toMatchObject({ hidden: true, isMine: false });

    await community.setHidden(admin, id, false);
    const page = communityDeckPageSchema.parse(
      (await community.send(null, 'GET', `/api/community/decks?author=${author.user.id}`)).json(),
    );
    expect(page.decks.map((deck) => deck.id)).toEqual([id]);
  });

  it('refuses to hide a private deck (404) and a body without a boolean (400)', async () => {
    const author = await signInAs(testApp, 'player');
    const admin = await signInAs(testApp, 'admin');
    const { id: privateId } = await community.decks.create(author);
    const publicId = await community.publish(author);

    const hidePrivate = await community.setHidden(admin, privateId, true);
    const badBody = await community.send(admin, 'PUT', `/api/community/decks/${publicId}/hidden`, {
      hidden: 'sí',
    });

    expect(hidePrivate.statusCode).toBe(404);
    expect(badBody.statusCode).toBe(400);
    expect(errorBodySchema.parse(badBody.json()).message).toContain('«hidden»');
  });
});
