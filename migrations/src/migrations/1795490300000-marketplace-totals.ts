import type { MigrationInterface, QueryRunner } from 'typeorm';

/** A public list, the table its rows live in, and when a row is on it (the services' own filters). */
const LISTS: Array<{ list: string; table: string; on: (row: 'NEW' | 'OLD' | 't') => string }> = [
  { list: 'requirements', table: 'requirements', on: (r) => `${r}.held_at IS NULL` },
  { list: 'jobs', table: 'jobs', on: (r) => `(${r}.is_closed = 0 AND ${r}.held_at IS NULL)` },
  { list: 'franchise_offers', table: 'franchise_offers', on: (r) => `${r}.held_at IS NULL` },
  { list: 'restaurant_sales', table: 'restaurant_sales', on: (r) => `${r}.held_at IS NULL` },
];

/** A member listed in the marketplace's directories (MemberDirectory.pageOfType's filter). */
const LISTED = (r: 'NEW' | 'OLD' | 'u') =>
  `(${r}.email_verified_at IS NOT NULL AND ${r}.banned_at IS NULL AND ${r}.deleted_at IS NULL)`;
const MEMBER_TYPES = ['6', '7', '8'];

/**
 * The totals of the marketplace's public lists (issue 15, decision 186), kept exact by triggers as
 * `post_totals` is for the feed (decision 180): the open listings of each kind, and the directory's listed
 * members of each type (`members:6`, `members:7`, `members:8`). The feeds and directories answered with a
 * count capped at 5 000 rows, which read up to 5 000 index entries (or member rows) per page and stopped
 * `total` and `last_page` growing past the cap; they now read one row.
 *
 * Rows removed by a foreign-key cascade fire no trigger: account purges delete a member's listings
 * themselves (MarketplaceMemberDataService), and the nightly task `marketplace.reconcile-totals` recounts.
 */
export class MarketplaceTotals1795490300000 implements MigrationInterface {
  name = 'MarketplaceTotals1795490300000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE marketplace_totals (
        list VARCHAR(32) NOT NULL PRIMARY KEY,
        n BIGINT NOT NULL DEFAULT 0
      ) ENGINE=InnoDB`);
    for (const { list, table, on } of LISTS) {
      await db.query(
        `INSERT INTO marketplace_totals (list, n) SELECT ?, COUNT(*) FROM ${table} t WHERE ${on('t')}`,
        [list],
      );
      const add = (row: 'NEW' | 'OLD', sign: 1 | -1) =>
        `IF ${on(row)} THEN UPDATE marketplace_totals SET n = n + (${sign}) WHERE list = '${list}'; END IF;`;
      await db.query(
        `CREATE TRIGGER ${table}_total_insert AFTER INSERT ON ${table} FOR EACH ROW BEGIN ${add('NEW', 1)} END`,
      );
      await db.query(
        `CREATE TRIGGER ${table}_total_delete AFTER DELETE ON ${table} FOR EACH ROW BEGIN ${add('OLD', -1)} END`,
      );
      // Only a change of on-the-list-or-not takes the counter's row lock: edits and counters leave it alone.
      await db.query(`
        CREATE TRIGGER ${table}_total_update AFTER UPDATE ON ${table} FOR EACH ROW
        BEGIN
          IF (${on('OLD')}) <> (${on('NEW')}) THEN
            UPDATE marketplace_totals SET n = n + IF(${on('NEW')}, 1, -1) WHERE list = '${list}';
          END IF;
        END`);
    }
    for (const type of MEMBER_TYPES)
      await db.query(
        `INSERT INTO marketplace_totals (list, n) SELECT ?, COUNT(*) FROM users u WHERE u.user_type = ? AND ${LISTED('u')}`,
        [`members:${type}`, type],
      );
    const member = (row: 'NEW' | 'OLD', sign: 1 | -1) =>
      `IF ${LISTED(row)} THEN UPDATE marketplace_totals SET n = n + (${sign}) WHERE list = CONCAT('members:', ${row}.user_type); END IF;`;
    await db.query(
      `CREATE TRIGGER users_directory_total_insert AFTER INSERT ON users FOR EACH ROW BEGIN ${member('NEW', 1)} END`,
    );
    await db.query(
      `CREATE TRIGGER users_directory_total_delete AFTER DELETE ON users FOR EACH ROW BEGIN ${member('OLD', -1)} END`,
    );
    // A login or a profile edit changes neither the type nor listed-or-not: no counter row is touched.
    await db.query(`
      CREATE TRIGGER users_directory_total_update AFTER UPDATE ON users FOR EACH ROW
      BEGIN
        IF (${LISTED('OLD')}) <> (${LISTED('NEW')}) OR NOT (OLD.user_type <=> NEW.user_type) THEN
          ${member('OLD', -1)}
          ${member('NEW', 1)}
        END IF;
      END`);
  }

  async down(db: QueryRunner): Promise<void> {
    for (const event of ['update', 'delete', 'insert'])
      await db.query(`DROP TRIGGER IF EXISTS users_directory_total_${event}`);
    for (const { table } of LISTS)
      for (const event of ['update', 'delete', 'insert'])
        await db.query(`DROP TRIGGER IF EXISTS ${table}_total_${event}`);
    await db.query('DROP TABLE marketplace_totals');
  }
}
