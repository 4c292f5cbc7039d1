import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Index-backed member name search (global search): a FULLTEXT index over first and last name for words of
 * at least the server's minimum token size, and a last-name index that, with the existing
 * (first_name, last_name) index, serves searches made only of shorter words by prefix ranges.
 *
 * The FULLTEXT index is built without stopwords: InnoDB's default list holds real first names ("Will",
 * "May", "Les"), which would otherwise never be found. The setting is read when the index is created and
 * kept with the table.
 */
export class AddUsersNameSearch1795300000120 implements MigrationInterface {
  name = 'AddUsersNameSearch1795300000120';

  async up(db: QueryRunner): Promise<void> {
    await db.query('SET @previous_ft_stopword = @@SESSION.innodb_ft_enable_stopword');
    await db.query('SET SESSION innodb_ft_enable_stopword = OFF');
    try {
      await db.query('ALTER TABLE users ADD FULLTEXT INDEX ft_users_name (first_name, last_name)');
    } finally {
      await db.query('SET SESSION innodb_ft_enable_stopword = @previous_ft_stopword');
    }
    await db.query('ALTER TABLE users ADD INDEX ix_users_last_name (last_name)');
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE users DROP INDEX ix_users_last_name, DROP INDEX ft_users_name');
  }
}
