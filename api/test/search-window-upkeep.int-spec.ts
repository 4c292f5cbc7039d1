import { createConnection } from 'mysql2/promise';
import { parseDatabaseUrl } from '@app/migrations';
import { FulltextUpkeepService, optimizeFulltextIndexes } from '../src/modules/search/engine/fulltext-upkeep';
import { MaintenanceTasksService } from '../src/core/maintenance/maintenance-tasks';
import { useTestApi } from './support/api';
import { createPost, newMember } from './support/social';

// The search windows' FULLTEXT indexes keep every removed row's id in a deleted-documents list that each
// search reads until the table is rebuilt (decision 197). The rebuild tasks empty it and keep every row
// findable. The large tables' lists are purged in place every night (decision 198).
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
  const task = api.app.get(MaintenanceTasksService).get(name);
  expect(task).toBeDefined();
  return task!.run(new Date());
}

/**
 * Two posts with a word of their own, one then deleted: the kept one (and its author), and the check that
 * the global search finds only it.
 */
async function keptAndRemovedPosts(stem: string) {
  const author = await newMember(http, outbox);
  const word = `${stem}${Date.now()}`;
  const kept = await createPost(http, author, { title: `Kept ${word}` });
  const removed = await createPost(http, author, { title: `Removed ${word}` });
  await http().delete(`/api/posts/${removed.id}`).set(bearer(author)).expect(200);
  const expectOnlyKeptFound = async () => {
    const found = await http()
      .post('/api/global-search')
      .set(bearer(author))
      .send({ search: word })
      .expect(200);
    expect(found.body.data.post).toEqual([{ id: kept.id, title: `Kept ${word}` }]);
  };
  return { expectOnlyKeptFound };
}

describe('the posts search window rebuild', () => {
  it('empties the list of removed rows and keeps the rest findable', async () => {
    const { expectOnlyKeptFound } = await keptAndRemovedPosts('zephyrine');
    expect(await deletedDocuments('post_search_window')).toBeGreaterThan(0);

    expect(await runTask('social.rebuild-search-window')).toEqual({ rebuilt: 1 });

    expect(await deletedDocuments('post_search_window')).toBe(0);
    await expectOnlyKeptFound();
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

/** The three global settings the nightly purge changes for a while and must put back. */
async function fulltextSettings(): Promise<{ only: number; words: number; aux: string | null }> {
  const [row] = await api.db.query(
    `SELECT @@GLOBAL.innodb_optimize_fulltext_only AS only, @@GLOBAL.innodb_ft_num_word_optimize AS words,
            @@GLOBAL.innodb_ft_aux_table AS aux`,
  );
  return { only: Number(row.only), words: Number(row.words), aux: row.aux ?? null };
}

describe('the nightly purge of the large FULLTEXT indexes', () => {
  it('empties the posts index list in place, within its time budget, and puts the settings back', async () => {
    const { expectOnlyKeptFound } = await keptAndRemovedPosts('quillwort');
    expect(await deletedDocuments('posts')).toBeGreaterThan(0);
    const before = await fulltextSettings();
    const task = api.app.get(MaintenanceTasksService).get('database.optimize-fulltext');
    expect(task).toBeDefined();

    // No time left: nothing is optimized, and the list is reported as it stands.
    const none = await api.app.get(FulltextUpkeepService).optimize({ budgetMs: 0 });
    expect(none).toMatchObject({ permitted: 1, passes: 0 });
    expect(none.listed).toBeGreaterThan(0);
    expect(await deletedDocuments('posts')).toBeGreaterThan(0);

    const done = (await task!.run(new Date())) as { passes: number; cleared: number; listed: number };
    expect(done.passes).toBeGreaterThan(0);
    // posts, users and the four listing tables, each with nothing listed after.
    expect(done).toMatchObject({ permitted: 1, cleared: 6, listed: 0 });
    expect(await deletedDocuments('posts')).toBe(0);
    expect(await fulltextSettings()).toEqual(before);

    await expectOnlyKeptFound();
  });

  it('skips the run, changing nothing, for an account that may not change global settings', async () => {
    const target = parseDatabaseUrl(process.env.DATABASE_URL!);
    const password = 'dev-only-fulltext-probe';
    await api.db.query("CREATE USER IF NOT EXISTS 'ft_upkeep_probe'@'127.0.0.1' IDENTIFIED BY ?", [password]);
    await api.db.query("CREATE USER IF NOT EXISTS 'ft_upkeep_probe'@'localhost' IDENTIFIED BY ?", [password]);
    await api.db.query(`GRANT ALL ON \`${target.database}\`.* TO 'ft_upkeep_probe'@'127.0.0.1'`);
    await api.db.query(`GRANT ALL ON \`${target.database}\`.* TO 'ft_upkeep_probe'@'localhost'`);
    const before = await fulltextSettings();
    const connection = await createConnection({
      host: target.host,
      port: target.port,
      user: 'ft_upkeep_probe',
      password,
      database: target.database,
    });
    try {
      const rows = {
        query: async (sql: string, params?: unknown[]) => (await connection.query(sql, params))[0],
      };
      expect(await optimizeFulltextIndexes(rows, ['posts'])).toEqual({
        permitted: 0,
        passes: 0,
        cleared: 0,
        listed: 0,
      });
    } finally {
      await connection.end();
      await api.db.query("DROP USER IF EXISTS 'ft_upkeep_probe'@'127.0.0.1', 'ft_upkeep_probe'@'localhost'");
    }
    expect(await fulltextSettings()).toEqual(before);
  });
});
