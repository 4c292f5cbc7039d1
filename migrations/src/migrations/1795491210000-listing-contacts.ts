import type { MigrationInterface, QueryRunner } from 'typeorm';

const LISTING_TABLES = ['requirements', 'jobs', 'franchise_offers', 'restaurant_sales'] as const;

/**
 * Issue 36 part 1 (decisions 210-212): who sees a listing's contact, and a record of every reveal.
 * - `contact_shown` on each listing table: 'elite' (the seeds' behaviour and the default: Elite members of
 *   the types the seeds show it to may reveal it) or 'after_trade' (only after a quote, an application or
 *   an interest, the owner's choice on that listing).
 * - `manpower_profiles.cv_consent_at`: when the professional let Elite owners see their CV and contact;
 *   null (every existing profile) keeps the CV private.
 * - `contact_reveals`: who revealed whose contact, on which listing (or the CV), when. Read newest first per
 *   member shown (the member's log) and per viewer (their own erasure).
 */
export class ListingContacts1795491210000 implements MigrationInterface {
  name = 'ListingContacts1795491210000';

  async up(db: QueryRunner): Promise<void> {
    for (const table of LISTING_TABLES)
      await db.query(
        `ALTER TABLE ${table} ADD COLUMN contact_shown ENUM('elite', 'after_trade') NOT NULL DEFAULT 'elite'`,
      );
    await db.query('ALTER TABLE manpower_profiles ADD COLUMN cv_consent_at DATETIME NULL');
    await db.query(`
      CREATE TABLE contact_reveals (
        id BIGINT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY,
        viewer_id INT UNSIGNED NOT NULL,
        member_id INT UNSIGNED NOT NULL,
        subject ENUM('requirement', 'job', 'franchise', 'sale', 'cv') NOT NULL,
        subject_id INT UNSIGNED NOT NULL,
        created_at DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
        KEY contact_reveals_member (member_id, id),
        KEY contact_reveals_viewer (viewer_id, subject, subject_id),
        CONSTRAINT contact_reveals_viewer_fk FOREIGN KEY (viewer_id) REFERENCES users (id) ON DELETE CASCADE,
        CONSTRAINT contact_reveals_member_fk FOREIGN KEY (member_id) REFERENCES users (id) ON DELETE CASCADE
      ) ENGINE=InnoDB`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE contact_reveals');
    await db.query('ALTER TABLE manpower_profiles DROP COLUMN cv_consent_at');
    for (const table of LISTING_TABLES) await db.query(`ALTER TABLE ${table} DROP COLUMN contact_shown`);
  }
}
