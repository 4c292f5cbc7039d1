import type { QueryRunner } from 'typeorm';

/**
 * Altering `users` may rebuild its FULLTEXT name index, which then takes the session's stopword setting:
 * keep it without stopwords, as migration 1795300000120 built it ("Will", "May" are first names). Every
 * migration that alters a table with a stopword-free FULLTEXT index (users, review_items) goes through this.
 */
export async function withoutStopwords(db: QueryRunner, alter: () => Promise<unknown>): Promise<void> {
  await db.query('SET @previous_ft_stopword = @@SESSION.innodb_ft_enable_stopword');
  await db.query('SET SESSION innodb_ft_enable_stopword = OFF');
  try {
    await alter();
  } finally {
    await db.query('SET SESSION innodb_ft_enable_stopword = @previous_ft_stopword');
  }
}
