import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The lists read newest first (or most liked first) walk their index from its high end, a page's ids found
 * in the index alone and the rows a deep page skips walked past (decisions 182 and 186). InnoDB reads an
 * index forward faster than backward: page 1000 of the feed walked 10 000 entries of `(held_at, id)` in
 * 2.6–4.2 ms backward and 1.5–2.6 ms forward on `(held_at, id DESC)` at a million posts, the preview's
 * 15 000 entries 3.3–5.2 against 2.3–4.1 ms (decision 195). So each such index keeps its name and columns,
 * with the order columns descending: the lists' SQL (and their FORCE INDEX hints) stay as they are, and a
 * list asked oldest first (`order_by=asc`) reads the same index backward.
 *
 * MySQL 8 and MariaDB 10.8 and later keep a DESC key part in that order (older MariaDB parsed and ignored
 * it). A key dropped and added in one statement keeps a foreign key that needs it satisfied throughout.
 */
const INDEXES: Array<{ table: string; name: string; columns: string; newestFirst: string }> = [
  { table: 'posts', name: 'ix_posts_visible', columns: 'held_at, id', newestFirst: 'held_at, id DESC' },
  {
    table: 'posts',
    name: 'ix_posts_visible_likes',
    columns: 'held_at, likes_count, id',
    newestFirst: 'held_at, likes_count DESC, id DESC',
  },
  { table: 'posts', name: 'ix_posts_user', columns: 'user_id, id', newestFirst: 'user_id, id DESC' },
  {
    table: 'post_likes',
    name: 'ix_post_likes_post',
    columns: 'post_id, id, user_id',
    newestFirst: 'post_id, id DESC, user_id',
  },
  {
    table: 'requirements',
    name: 'ix_requirements_feed',
    columns: 'held_at, id',
    newestFirst: 'held_at, id DESC',
  },
  {
    table: 'requirements',
    name: 'ix_requirements_user',
    columns: 'user_id, id',
    newestFirst: 'user_id, id DESC',
  },
  {
    table: 'jobs',
    name: 'ix_jobs_feed',
    columns: 'is_closed, held_at, id',
    newestFirst: 'is_closed, held_at, id DESC',
  },
  { table: 'jobs', name: 'ix_jobs_user', columns: 'user_id, id', newestFirst: 'user_id, id DESC' },
  {
    table: 'franchise_offers',
    name: 'ix_franchise_offers_feed',
    columns: 'held_at, id',
    newestFirst: 'held_at, id DESC',
  },
  {
    table: 'franchise_offers',
    name: 'ix_franchise_offers_user',
    columns: 'user_id, id',
    newestFirst: 'user_id, id DESC',
  },
  {
    table: 'restaurant_sales',
    name: 'ix_restaurant_sales_feed',
    columns: 'held_at, id',
    newestFirst: 'held_at, id DESC',
  },
  {
    table: 'restaurant_sales',
    name: 'ix_restaurant_sales_user',
    columns: 'user_id, id',
    newestFirst: 'user_id, id DESC',
  },
  {
    table: 'requirement_quotes',
    name: 'ix_requirement_quotes_owner',
    columns: 'owner_id, id',
    newestFirst: 'owner_id, id DESC',
  },
  {
    table: 'requirement_quotes',
    name: 'ix_requirement_quotes_vendor',
    columns: 'vendor_id, id',
    newestFirst: 'vendor_id, id DESC',
  },
  {
    table: 'job_applications',
    name: 'ix_job_applications_owner',
    columns: 'owner_id, id',
    newestFirst: 'owner_id, id DESC',
  },
  {
    table: 'job_applications',
    name: 'ix_job_applications_applicant',
    columns: 'applicant_id, id',
    newestFirst: 'applicant_id, id DESC',
  },
];

/** One ALTER TABLE per table, each of its keys dropped and added again with `columnsOf` its key's columns. */
async function rebuild(
  db: QueryRunner,
  columnsOf: (index: (typeof INDEXES)[number]) => string,
): Promise<void> {
  const tables = [...new Set(INDEXES.map((index) => index.table))];
  for (const table of tables) {
    const changes = INDEXES.filter((index) => index.table === table).flatMap((index) => [
      `DROP KEY ${index.name}`,
      `ADD KEY ${index.name} (${columnsOf(index)})`,
    ]);
    await db.query(`ALTER TABLE ${table} ${changes.join(', ')}`);
  }
}

export class NewestFirstIndexes1795490600000 implements MigrationInterface {
  name = 'NewestFirstIndexes1795490600000';

  async up(db: QueryRunner): Promise<void> {
    await rebuild(db, (index) => index.newestFirst);
  }

  async down(db: QueryRunner): Promise<void> {
    await rebuild(db, (index) => index.columns);
  }
}
