import type { Post } from '@app/contracts';
import { DataSource } from 'typeorm';
import { createPost, newMember } from './support/social';
import { useTestApi } from './support/api';

/** GET posts/recent: the landing page's short preview (decision 173). */
const api = useTestApi();
const { http, outbox } = api;

const recent = async (limit?: number) =>
  (
    await http()
      .get('/api/posts/recent')
      .query(limit ? { limit } : {})
      .expect(200)
  ).body.data as Post[];

describe('GET posts/recent', () => {
  it('answers a few of the newest posts that passed moderation, one per author, without a token', async () => {
    const [asha, bina, chen] = await Promise.all([
      newMember(http, outbox),
      newMember(http, outbox),
      newMember(http, outbox),
    ]);
    const older = await createPost(http, asha, { title: 'Asha older' });
    const newer = await createPost(http, asha, { title: 'Asha newer' });
    const binas = await createPost(http, bina, { title: 'Bina post' });
    const held = await createPost(http, chen, { title: 'Chen held post' });
    await api.app.get(DataSource).query('UPDATE posts SET held_at = NOW(3) WHERE id = ?', [held.id]);

    const ids = (await recent(6)).map((post) => post.id);
    expect(ids).not.toContain(held.id);
    expect(ids).not.toContain(older.id);
    expect(ids.indexOf(binas.id)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(newer.id)).toBeGreaterThan(ids.indexOf(binas.id));
    expect(await recent()).toHaveLength(Math.min(3, (await recent(6)).length));
  });

  it('refuses a limit outside 1 to 6', async () => {
    for (const limit of ['0', '7', 'x']) {
      const res = await http().get('/api/posts/recent').query({ limit });
      expect([400, 422]).toContain(res.status);
    }
  });
});
