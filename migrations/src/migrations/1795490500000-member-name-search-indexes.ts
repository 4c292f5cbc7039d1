import type { MigrationInterface, QueryRunner } from 'typeorm';
import { withoutStopwords } from '../without-stopwords';

/**
 * The members search at any number of members (docs/decisions/193):
 * - the name indexes carry the columns that decide whether a member is listed (verified, not banned, not
 *   deleted), after the id so that name order stays (first_name, last_name, id): walks and counts by name
 *   never read the rows;
 * - `name_multi_word` holds the whole name of members whose first or last name is more than one plain
 *   word ("Mary Ann", "Jean-Luc", anything beyond ASCII letters and digits), NULL for everyone else, with
 *   its own FULLTEXT index: a name made of two plain words is found by the name indexes alone, so only
 *   these names need a FULLTEXT read, and that index holds only their words.
 */
export class MemberNameSearchIndexes1795490500000 implements MigrationInterface {
  name = 'MemberNameSearchIndexes1795490500000';

  async up(db: QueryRunner): Promise<void> {
    await withoutStopwords(db, () =>
      db.query(
        `ALTER TABLE users
          DROP INDEX ix_users_name,
          ADD INDEX ix_users_name (first_name, last_name, id, email_verified_at, banned_at, deleted_at),
          DROP INDEX ix_users_last_name,
          ADD INDEX ix_users_last_name (last_name, first_name, id, email_verified_at, banned_at, deleted_at),
          ADD COLUMN name_multi_word VARCHAR(201) AS (IF(
            first_name REGEXP '^[A-Za-z0-9]*$' AND last_name REGEXP '^[A-Za-z0-9]*$',
            NULL, CONCAT(first_name, ' ', last_name))) STORED`,
      ),
    );
    await withoutStopwords(db, () =>
      db.query('ALTER TABLE users ADD FULLTEXT INDEX ft_users_name_multi_word (name_multi_word)'),
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await withoutStopwords(db, () =>
      db.query(
        `ALTER TABLE users
          DROP INDEX ft_users_name_multi_word,
          DROP COLUMN name_multi_word,
          DROP INDEX ix_users_last_name,
          ADD INDEX ix_users_last_name (last_name),
          DROP INDEX ix_users_name,
          ADD INDEX ix_users_name (first_name, last_name)`,
      ),
    );
  }
}
