import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The restaurant types of 1795300000300's time (contracts' RESTAURANT_TYPES), frozen for the backfill. */
const TYPES: Array<[number, string]> = [
  [2, 'Fine Dining'],
  [3, 'Casual Dining'],
  [4, 'Quick Service Restaurant (QSR)'],
  [5, 'Cafe'],
  [6, 'Cloud Kitchen'],
  [7, 'Bakery & Confectionery'],
  [8, 'Bar & Pub'],
  [9, 'Sweet Shop'],
  [10, 'Dhaba'],
  [11, 'Food Truck'],
  [12, 'Catering'],
  [13, 'Family Restaurant'],
  [14, 'Buffet'],
];
const TYPE_NAME = `CASE s.restaurant_type_id ${TYPES.map(([id, name]) => `WHEN ${id} THEN '${name}'`).join(' ')} ELSE COALESCE(s.restaurant_type_other, '') END`;

const SEARCHED = ['requirements', 'jobs', 'franchise_offers', 'restaurant_sales'] as const;

/**
 * The marketplace, part 2 (decisions 115–119):
 * - `listing_interests`: a member's interest in a sale listing or a franchise offer (one per member and
 *   listing), read by the member (`relation`) through the unique key and by the listing's owner through
 *   (owner_id, id).
 * - `search_text` on the four listing tables, with a FULLTEXT index each: what global search finds a
 *   listing by (title, brand, type, place names), written by the API on every save; backfilled here.
 * - `restaurant_profiles (updated_at)`: the candidates of the promoted restaurants, most recently updated first.
 */
export class AddListingInterestsAndSearch1795488444130 implements MigrationInterface {
  name = 'AddListingInterestsAndSearch1795488444130';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE listing_interests (
        id INT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY,
        subject ENUM('franchise','restaurant_sale') NOT NULL,
        subject_id INT UNSIGNED NOT NULL,
        owner_id INT UNSIGNED NOT NULL,
        user_id INT UNSIGNED NOT NULL,
        created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
        UNIQUE KEY uq_listing_interests_member (user_id, subject, subject_id),
        KEY ix_listing_interests_owner (owner_id, id),
        KEY ix_listing_interests_subject (subject, subject_id),
        CONSTRAINT fk_listing_interests_owner FOREIGN KEY (owner_id) REFERENCES users (id) ON DELETE CASCADE,
        CONSTRAINT fk_listing_interests_user FOREIGN KEY (user_id) REFERENCES users (id) ON DELETE CASCADE
      ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
    await db.query('ALTER TABLE restaurant_profiles ADD KEY ix_restaurant_profiles_updated (updated_at)');
    for (const table of SEARCHED)
      await db.query(`ALTER TABLE ${table} ADD COLUMN search_text VARCHAR(1000) NOT NULL DEFAULT ''`);
    await db.query("UPDATE requirements SET search_text = LEFT(CONCAT_WS(' ', title, description), 1000)");
    await db.query(`
      UPDATE jobs j LEFT JOIN cities c ON c.id = j.city_id LEFT JOIN states st ON st.id = j.state_id
      SET j.search_text = LEFT(CONCAT_WS(' ', j.title, j.position, j.location, c.name, st.name), 1000)`);
    await db.query(`
      UPDATE franchise_offers f LEFT JOIN cities c ON c.id = f.city_id LEFT JOIN states st ON st.id = f.state_id
      SET f.search_text = LEFT(CONCAT_WS(' ', f.brand_name, f.company_name, f.franchise_type, f.segment_multi,
        c.name, st.name), 1000)`);
    await db.query(`
      UPDATE restaurant_sales s LEFT JOIN cities c ON c.id = s.city_id LEFT JOIN states st ON st.id = s.state_id
      SET s.search_text = LEFT(CONCAT_WS(' ', ${TYPE_NAME}, c.name, st.name), 1000)`);
    for (const table of SEARCHED)
      await db.query(`ALTER TABLE ${table} ADD FULLTEXT INDEX ft_${table}_search (search_text)`);
  }

  async down(db: QueryRunner): Promise<void> {
    for (const table of SEARCHED)
      await db.query(`ALTER TABLE ${table} DROP INDEX ft_${table}_search, DROP COLUMN search_text`);
    await db.query('ALTER TABLE restaurant_profiles DROP KEY ix_restaurant_profiles_updated');
    await db.query('DROP TABLE listing_interests');
  }
}
