import { MaintenanceTasks } from '../src/core/maintenance/maintenance-tasks';
import { useTestApi } from './support/api';
import { createPost, newMember } from './support/social';

// The search windows' FULLTEXT indexes keep every removed row's id in a deleted-documents list that each
// search reads until the table is rebuilt (decision 197). The rebuild tasks empty it and keep every row
// findable.
const api = useTestApi();
const { http, outbox, bearer } = api;

/** How many removed rows the table's FULLTEXT index still lists (InnoDB's own view; root in tests). */
async function deletedDocuments(table: string): Promise<number> {
  const [{ db }] = await api.db.query('SELECT DATABASE() AS db');
  await api.db.query('SET GLOBAL innodb_ft_aux_table = ?', [`${db}/${table}`]);
  const [row] = await api.db.query('SELECT COUNT(*) AS n FROM information_schema.INNODB_FT_DELETED');
  await api.db.query('SET GLOBAL innodb_ft_aux_table = DEFAULT');
  return Number(row.n);
}

async function runTask(name: string): Promise<unknown> {
  const task = api.app.get(MaintenanceTasks).get(name);
  expect(task).toBeDefined();
  return task!.run(new Date());
}

describe('the posts search window rebuild', () => {
  it('empties the list of removed rows and keeps the rest findable', async () => {
    const author = await newMember(http, outbox);
    const word = `zephyrine${Date.now()}`;
    const kept = await createPost(http, author, { title: `Kept ${word}` });
    const removed = await createPost(http, author, { title: `Removed ${word}` });
    await http().delete(`/api/posts/${removed.id}`).set(bearer(author)).expect(200);
    expect(await deletedDocuments('post_search_window')).toBeGreaterThan(0);

    expect(await runTask('social.rebuild-search-window')).toEqual({ rebuilt: 1 });

    expect(await deletedDocuments('post_search_window')).toBe(0);
    const found = await http()
      .post('/api/global-search')
      .set(bearer(author))
      .send({ search: word })
      .expect(200);
    expect(found.body.data.post).toEqual([{ id: kept.id, title: `Kept ${word}` }]);
  });
});

describe('the listings search window rebuild', () => {
  it('empties the list of removed rows', async () => {
    await api.db.query(
      "INSERT INTO listing_search_window (subject, id, search_text) VALUES ('requirement', 999999001, 'upkeep probe')",
    );
    await api.db.query("DELETE FROM listing_search_window WHERE subject = 'requirement' AND id = 999999001");
    expect(await deletedDocuments('listing_search_window')).toBeGreaterThan(0);

    expect(await runTask('marketplace.rebuild-search-window')).toEqual({ rebuilt: 1 });

    expect(await deletedDocuments('listing_search_window')).toBe(0);
  });
});
