import { seedSocialDemo } from '../src/dev/demo/social-demo';
import { useTestApi } from './support/api';

const api = useTestApi();

/** Rows the demo owns, by table, for the demo members only. */
async function demoRows() {
  const [row] = await api.db.query(`
    SELECT
      (SELECT COUNT(*) FROM posts p JOIN users u ON u.id = p.user_id WHERE u.email LIKE '%@restaurant.local') AS posts,
      (SELECT COUNT(*) FROM post_medias m JOIN posts p ON p.id = m.post_id JOIN users u ON u.id = p.user_id WHERE u.email LIKE '%@restaurant.local') AS medias,
      (SELECT COUNT(*) FROM post_likes l JOIN users u ON u.id = l.user_id WHERE u.email LIKE '%@restaurant.local') AS likes,
      (SELECT COUNT(*) FROM post_comments c JOIN users u ON u.id = c.user_id WHERE u.email LIKE '%@restaurant.local') AS comments,
      (SELECT SUM(p.likes_count) FROM posts p JOIN users u ON u.id = p.user_id WHERE u.email LIKE '%@restaurant.local') AS counted_likes`);
  return Object.fromEntries(Object.entries(row as Record<string, unknown>).map(([k, v]) => [k, Number(v)]));
}

describe('social demo data', () => {
  it('loads posts with images, likes and comments, and changes nothing when run again', async () => {
    jest.spyOn(console, 'log').mockImplementation(() => undefined);
    await seedSocialDemo(api.app);
    const first = await demoRows();
    expect(first).toEqual({ posts: 4, medias: 6, likes: 6, comments: 4, counted_likes: 6 });
    await seedSocialDemo(api.app);
    expect(await demoRows()).toEqual(first);
  });
});
