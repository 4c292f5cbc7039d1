import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Decision 213 (amends 210): a restaurant's phone and e-mail on the restaurant feed, with the owner's
 * consent.
 * - `restaurant_profiles.contact_consent_at`: when the owner let Elite vendors and professionals see the
 *   restaurant's phone and e-mail; null (every existing profile) keeps them private.
 * - `contact_reveals.subject` gains 'restaurant' (subject_id is the owner's user id, as for a CV).
 */
export class RestaurantContactConsent1795512000000 implements MigrationInterface {
  name = 'RestaurantContactConsent1795512000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE restaurant_profiles ADD COLUMN contact_consent_at DATETIME NULL');
    await db.query(
      `ALTER TABLE contact_reveals MODIFY subject
         ENUM('requirement', 'job', 'franchise', 'sale', 'cv', 'restaurant') NOT NULL`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    // The log's restaurant rows cannot be kept under the narrower type.
    await db.query("DELETE FROM contact_reveals WHERE subject = 'restaurant'");
    await db.query(
      `ALTER TABLE contact_reveals MODIFY subject
         ENUM('requirement', 'job', 'franchise', 'sale', 'cv') NOT NULL`,
    );
    await db.query('ALTER TABLE restaurant_profiles DROP COLUMN contact_consent_at');
  }
}
