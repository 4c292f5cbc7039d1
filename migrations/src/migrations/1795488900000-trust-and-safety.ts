import type { MigrationInterface, QueryRunner } from 'typeorm';
import { withoutStopwords } from '../without-stopwords';

/**
 * Trust and safety (issue 13, docs/decisions/121-128):
 * - review_items becomes one open item per subject: its reports move to review_reports (one per reporter),
 *   open items of one subject are merged into the oldest, and items carry the IT Rules due times, the
 *   staff decision, a snapshot of the content as flagged and the automatic signals;
 * - review_actions (every staff action, also on members), moderation_notices (statements of reasons),
 *   moderation_appeals (one per notice), escalations (child-safety evidence, kept a year);
 * - users.suspended_until and users.banned_at; blocked_images remember their item and thumbnail;
 * - posts and post_medias remember the address they were uploaded from.
 */
export class TrustAndSafety1795488900000 implements MigrationInterface {
  name = 'TrustAndSafety1795488900000';

  async up(db: QueryRunner): Promise<void> {
    // The excerpt's FULLTEXT index without stopwords, like the users' name index (moderators search any word).
    await withoutStopwords(db, () =>
      db.query(`
        ALTER TABLE review_items
          ADD COLUMN priority TINYINT UNSIGNED NOT NULL DEFAULT 2 AFTER reason,
          ADD COLUMN reports_count INT UNSIGNED NOT NULL DEFAULT 0 AFTER priority,
          ADD COLUMN excerpt VARCHAR(300) NULL AFTER details,
          ADD COLUMN snapshot JSON NULL AFTER evidence,
          ADD COLUMN signals JSON NULL AFTER snapshot,
          ADD COLUMN acknowledged_at DATETIME(3) NULL AFTER created_at,
          ADD COLUMN ack_due_at DATETIME(3) NULL AFTER acknowledged_at,
          ADD COLUMN resolve_due_at DATETIME(3) NULL AFTER ack_due_at,
          ADD COLUMN remove_due_at DATETIME(3) NULL AFTER resolve_due_at,
          ADD COLUMN decision_action VARCHAR(20) NULL,
          ADD COLUMN decision_note VARCHAR(1000) NULL,
          ADD COLUMN decided_by INT UNSIGNED NULL,
          ADD COLUMN escalated_at DATETIME(3) NULL,
          ADD KEY ix_review_items_open (status, priority, created_at),
          ADD FULLTEXT KEY ft_review_items_excerpt (excerpt),
          ADD KEY ix_review_items_resolved (resolved_at)`),
    );
    await db.query(`
      CREATE TABLE review_reports (
        id INT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY,
        review_item_id INT UNSIGNED NOT NULL,
        reporter_id INT UNSIGNED NULL,
        reason VARCHAR(40) NOT NULL,
        details TEXT NULL,
        held TINYINT(1) NOT NULL DEFAULT 0,
        created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
        UNIQUE KEY uq_review_reports_item_reporter (review_item_id, reporter_id),
        KEY ix_review_reports_reporter (reporter_id, id),
        CONSTRAINT fk_review_reports_item FOREIGN KEY (review_item_id) REFERENCES review_items (id) ON DELETE CASCADE,
        CONSTRAINT fk_review_reports_reporter FOREIGN KEY (reporter_id) REFERENCES users (id) ON DELETE SET NULL
      ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);

    // The data: every report row becomes a report of its item, then open items of one subject are merged.
    await db.query(`
      INSERT INTO review_reports (review_item_id, reporter_id, reason, details, held, created_at)
      SELECT id, reporter_id, reason, details, held, created_at FROM review_items WHERE source = 'report'`);
    await db.query(`
      CREATE TEMPORARY TABLE review_merge AS
      SELECT i.id, k.keep_id FROM review_items i
      JOIN (SELECT subject_type, subject_id, MIN(id) AS keep_id FROM review_items WHERE status = 'open'
            GROUP BY subject_type, subject_id) k
        ON k.subject_type = i.subject_type AND k.subject_id = i.subject_id
      WHERE i.status = 'open' AND i.id <> k.keep_id`);
    await db.query(`
      UPDATE review_reports r JOIN review_merge m ON m.id = r.review_item_id
      LEFT JOIN review_reports dup ON dup.review_item_id = m.keep_id AND dup.reporter_id = r.reporter_id
      SET r.review_item_id = m.keep_id WHERE dup.id IS NULL`);
    await db.query(`
      UPDATE review_items k JOIN (
        SELECT m.keep_id, MAX(i.held) AS held, MAX(i.reason = 'child_safety') AS child_safety
        FROM review_merge m JOIN review_items i ON i.id = m.id GROUP BY m.keep_id) g ON g.keep_id = k.id
      SET k.held = GREATEST(k.held, g.held), k.reason = IF(g.child_safety, 'child_safety', k.reason)`);
    // The merged automatic findings become the kept item's signals.
    await db.query(`
      UPDATE review_items k JOIN (
        SELECT m.keep_id, JSON_ARRAYAGG(JSON_OBJECT('kind', i.source, 'detail', i.evidence)) AS merged
        FROM review_merge m JOIN review_items i ON i.id = m.id WHERE i.source <> 'report'
        GROUP BY m.keep_id) g ON g.keep_id = k.id
      SET k.signals = g.merged`);
    await db.query('DELETE i FROM review_items i JOIN review_merge m ON m.id = i.id');
    await db.query('DROP TEMPORARY TABLE review_merge');
    await db.query(`
      UPDATE review_items SET
        priority = CASE reason WHEN 'child_safety' THEN 0 WHEN 'nudity' THEN 1 ELSE 2 END,
        reports_count = (SELECT COUNT(*) FROM review_reports r WHERE r.review_item_id = review_items.id),
        ack_due_at = created_at + INTERVAL 24 HOUR,
        resolve_due_at = created_at + INTERVAL 15 DAY,
        remove_due_at = IF(reason IN ('child_safety', 'nudity'), created_at + INTERVAL 24 HOUR, NULL),
        open_key = IF(status = 'open', SHA2(CONCAT('subject:', subject_type, ':', subject_id), 256), NULL)`);
    await db.query(`
      ALTER TABLE review_items
        MODIFY ack_due_at DATETIME(3) NOT NULL,
        MODIFY resolve_due_at DATETIME(3) NOT NULL`);

    await db.query(`
      CREATE TABLE review_actions (
        id INT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY,
        review_item_id INT UNSIGNED NULL,
        member_id INT UNSIGNED NULL,
        action VARCHAR(20) NOT NULL,
        days SMALLINT UNSIGNED NULL,
        note VARCHAR(1000) NULL,
        staff_id INT UNSIGNED NULL,
        created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
        KEY ix_review_actions_item (review_item_id, id),
        KEY ix_review_actions_member (member_id, id),
        KEY ix_review_actions_created (created_at),
        CONSTRAINT fk_review_actions_item FOREIGN KEY (review_item_id) REFERENCES review_items (id) ON DELETE SET NULL,
        CONSTRAINT fk_review_actions_member FOREIGN KEY (member_id) REFERENCES users (id) ON DELETE SET NULL
      ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
    await db.query(`
      CREATE TABLE moderation_notices (
        id INT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY,
        user_id INT UNSIGNED NOT NULL,
        review_item_id INT UNSIGNED NULL,
        action_id INT UNSIGNED NULL,
        subject_type VARCHAR(20) NOT NULL,
        subject_excerpt VARCHAR(300) NULL,
        action VARCHAR(20) NOT NULL,
        rule VARCHAR(300) NOT NULL,
        decided_by ENUM('automatic','staff') NOT NULL,
        staff_id INT UNSIGNED NULL,
        appeal_until DATETIME(3) NOT NULL,
        created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
        KEY ix_moderation_notices_user (user_id, id),
        CONSTRAINT fk_moderation_notices_user FOREIGN KEY (user_id) REFERENCES users (id) ON DELETE CASCADE,
        CONSTRAINT fk_moderation_notices_item FOREIGN KEY (review_item_id) REFERENCES review_items (id) ON DELETE SET NULL
      ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
    await db.query(`
      CREATE TABLE moderation_appeals (
        id INT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY,
        notice_id INT UNSIGNED NOT NULL,
        user_id INT UNSIGNED NOT NULL,
        text TEXT NOT NULL,
        status ENUM('open','decided') NOT NULL DEFAULT 'open',
        outcome ENUM('upheld','reversed') NULL,
        note VARCHAR(1000) NULL,
        decided_by INT UNSIGNED NULL,
        created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
        decided_at DATETIME(3) NULL,
        UNIQUE KEY uq_moderation_appeals_notice (notice_id),
        KEY ix_moderation_appeals_status (status, id),
        CONSTRAINT fk_moderation_appeals_notice FOREIGN KEY (notice_id) REFERENCES moderation_notices (id) ON DELETE CASCADE
      ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
    // No foreign key to users: the evidence outlives the account (docs/decisions/126).
    await db.query(`
      CREATE TABLE escalations (
        id INT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY,
        review_item_id INT UNSIGNED NOT NULL,
        subject_type VARCHAR(20) NOT NULL,
        subject_id INT UNSIGNED NOT NULL,
        author_id INT UNSIGNED NULL,
        author_name VARCHAR(250) NULL,
        staff_id INT UNSIGNED NOT NULL,
        metadata JSON NOT NULL,
        files JSON NOT NULL,
        created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
        retain_until DATETIME(3) NOT NULL,
        UNIQUE KEY uq_escalations_item (review_item_id)
      ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
    await withoutStopwords(db, () =>
      db.query(`
        ALTER TABLE users
          ADD COLUMN suspended_until DATETIME(3) NULL,
          ADD COLUMN banned_at DATETIME(3) NULL,
          ADD KEY ix_users_restricted (banned_at, suspended_until)`),
    );
    await db.query(`
      ALTER TABLE blocked_images
        ADD COLUMN review_item_id INT UNSIGNED NULL,
        ADD COLUMN thumbnail_key VARCHAR(255) NULL`);
    await db.query('ALTER TABLE posts ADD COLUMN created_ip VARCHAR(45) NULL');
    await db.query('ALTER TABLE post_medias ADD COLUMN upload_ip VARCHAR(45) NULL');
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE post_medias DROP COLUMN upload_ip');
    await db.query('ALTER TABLE posts DROP COLUMN created_ip');
    await db.query('ALTER TABLE blocked_images DROP COLUMN thumbnail_key, DROP COLUMN review_item_id');
    await withoutStopwords(db, () =>
      db.query(
        'ALTER TABLE users DROP KEY ix_users_restricted, DROP COLUMN banned_at, DROP COLUMN suspended_until',
      ),
    );
    await db.query('DROP TABLE escalations');
    await db.query('DROP TABLE moderation_appeals');
    await db.query('DROP TABLE moderation_notices');
    await db.query('DROP TABLE review_actions');
    // Back to one item per report: each further report of an item becomes an item of its own again.
    await db.query(`
      INSERT INTO review_items (source, subject_type, subject_id, author_id, reporter_id, reason, details,
                                evidence, held, status, open_key, created_at, resolved_at,
                                ack_due_at, resolve_due_at)
      SELECT 'report', i.subject_type, i.subject_id, i.author_id, r.reporter_id, r.reason, r.details,
             JSON_OBJECT('hold', IF(r.held, 'applied', 'none')), r.held, i.status,
             IF(i.status = 'open', SHA2(CONCAT('report:', r.reporter_id, ':', i.subject_type, ':', i.subject_id), 256), NULL),
             r.created_at, i.resolved_at, i.ack_due_at, i.resolve_due_at
      FROM review_reports r JOIN review_items i ON i.id = r.review_item_id
      WHERE r.id <> (SELECT MIN(f.id) FROM review_reports f WHERE f.review_item_id = i.id)`);
    // The item itself goes back to its first report (merged automatic findings are not split again).
    await db.query(`
      UPDATE review_items i JOIN review_reports f
        ON f.id = (SELECT MIN(r.id) FROM review_reports r WHERE r.review_item_id = i.id)
      SET i.reporter_id = f.reporter_id, i.reason = f.reason, i.details = f.details, i.held = f.held
      WHERE i.source = 'report'`);
    await db.query(`
      UPDATE review_items SET open_key = IF(status = 'open',
        SHA2(IF(source = 'report', CONCAT('report:', reporter_id, ':', subject_type, ':', subject_id),
                CONCAT(source, ':', subject_type, ':', subject_id, ':', id)), 256), NULL)`);
    await db.query('DROP TABLE review_reports');
    await db.query(`
      ALTER TABLE review_items
        DROP KEY ix_review_items_open, DROP KEY ix_review_items_resolved, DROP KEY ft_review_items_excerpt,
        DROP COLUMN priority, DROP COLUMN reports_count, DROP COLUMN excerpt, DROP COLUMN snapshot,
        DROP COLUMN signals, DROP COLUMN acknowledged_at, DROP COLUMN ack_due_at, DROP COLUMN resolve_due_at,
        DROP COLUMN remove_due_at, DROP COLUMN decision_action, DROP COLUMN decision_note,
        DROP COLUMN decided_by, DROP COLUMN escalated_at`);
  }
}
