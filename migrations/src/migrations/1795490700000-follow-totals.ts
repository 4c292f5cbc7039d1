import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Each member's accepted followers and followings, kept exact without counting follows (issue 15, decision
 * 196): every profile, members page, login and `GET user` shows them, and counting a member's follows reads
 * as many index entries as they have followers. Triggers on follows keep `follow_totals` in step with every
 * request, acceptance, removal and unfollow, in the same statement as the change, whichever code path makes
 * it. A member without a row has no accepted follows.
 *
 * Follows deleted by a foreign-key cascade (a member's account row removed) fire no trigger: the maintenance
 * job recounts every night (FollowTotalsService.reconcile), as for posts (decision 180).
 */
export class FollowTotals1795490700000 implements MigrationInterface {
  name = 'FollowTotals1795490700000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE follow_totals (
        member_id INT UNSIGNED NOT NULL PRIMARY KEY,
        followers INT UNSIGNED NOT NULL DEFAULT 0,
        followings INT UNSIGNED NOT NULL DEFAULT 0
      ) ENGINE=InnoDB`);
    await db.query(`
      INSERT INTO follow_totals (member_id, followers, followings)
      SELECT member_id, SUM(followers), SUM(followings) FROM (
        SELECT followee_id AS member_id, COUNT(*) AS followers, 0 AS followings
        FROM follows WHERE status = 'accepted' GROUP BY followee_id
        UNION ALL
        SELECT follower_id, 0, COUNT(*) FROM follows WHERE status = 'accepted' GROUP BY follower_id
      ) counted GROUP BY member_id`);
    // One accepted follow more (+1) or less (-1) for both of its members. GREATEST: never below zero, even
    // for a row a cascade left behind before the nightly recount.
    const add = (row: 'NEW' | 'OLD', delta: '+1' | '-1') =>
      delta === '+1'
        ? `INSERT INTO follow_totals (member_id, followers) VALUES (${row}.followee_id, 1)
             ON DUPLICATE KEY UPDATE followers = followers + 1;
           INSERT INTO follow_totals (member_id, followings) VALUES (${row}.follower_id, 1)
             ON DUPLICATE KEY UPDATE followings = followings + 1;`
        : `UPDATE follow_totals SET followers = GREATEST(followers, 1) - 1 WHERE member_id = ${row}.followee_id;
           UPDATE follow_totals SET followings = GREATEST(followings, 1) - 1 WHERE member_id = ${row}.follower_id;`;
    await db.query(`
      CREATE TRIGGER follows_total_insert AFTER INSERT ON follows FOR EACH ROW
      BEGIN
        IF NEW.status = 'accepted' THEN ${add('NEW', '+1')} END IF;
      END`);
    await db.query(`
      CREATE TRIGGER follows_total_delete AFTER DELETE ON follows FOR EACH ROW
      BEGIN
        IF OLD.status = 'accepted' THEN ${add('OLD', '-1')} END IF;
      END`);
    await db.query(`
      CREATE TRIGGER follows_total_update AFTER UPDATE ON follows FOR EACH ROW
      BEGIN
        IF OLD.status = 'accepted' AND NEW.status <> 'accepted' THEN ${add('OLD', '-1')} END IF;
        IF OLD.status <> 'accepted' AND NEW.status = 'accepted' THEN ${add('NEW', '+1')} END IF;
      END`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TRIGGER IF EXISTS follows_total_update');
    await db.query('DROP TRIGGER IF EXISTS follows_total_delete');
    await db.query('DROP TRIGGER IF EXISTS follows_total_insert');
    await db.query('DROP TABLE follow_totals');
  }
}
