import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Directories sorted by rating (issue 33, decision 283): each member's Bayesian score, kept in
 * `review_totals` as a stored column computed from the counters (prior 3.5 stars worth 5 reviews), with the
 * member's type copied in when their row is created, so one index range serves "vendors by rating" however
 * many reviews there are. A member's type never changes.
 */
export class ReviewRanking1795504200000 implements MigrationInterface {
  name = 'ReviewRanking1795504200000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE review_totals
        ADD COLUMN member_type ENUM('6','7','8') NULL,
        ADD COLUMN score DECIMAL(7,4) AS ((rating_sum + 3.5 * 5) / (reviews + 5)) STORED,
        ADD KEY ix_review_totals_ranking (member_type, score, member_id)`);
    await db.query(
      'UPDATE review_totals t JOIN users u ON u.id = t.member_id SET t.member_type = u.user_type',
    );
    await db.query(`
      CREATE TRIGGER review_totals_member_type BEFORE INSERT ON review_totals FOR EACH ROW
        SET NEW.member_type = (SELECT user_type FROM users WHERE id = NEW.member_id)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TRIGGER IF EXISTS review_totals_member_type');
    await db.query(
      'ALTER TABLE review_totals DROP KEY ix_review_totals_ranking, DROP COLUMN score, DROP COLUMN member_type',
    );
  }
}
