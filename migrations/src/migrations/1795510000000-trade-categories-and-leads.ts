import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 32, steps 1 and 2 (decisions 300–302): the trade categories staff edit (English and Hindi names,
 * the words a requirement's category is suggested from), each vendor's categories and served places on
 * the vendor profile, the (category, place, vendor) rows leads are routed by, a requirement's category and
 * the count of vendors it was sent to, the leads themselves (one per requirement and vendor), and each
 * member's lead-mail choice.
 */
export class TradeCategoriesAndLeads1795510000000 implements MigrationInterface {
  name = 'TradeCategoriesAndLeads1795510000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE trade_categories (
        id INT UNSIGNED NOT NULL AUTO_INCREMENT,
        name_en VARCHAR(100) NOT NULL,
        name_hi VARCHAR(100) NOT NULL,
        keywords VARCHAR(1000) NOT NULL DEFAULT '',
        position INT UNSIGNED NOT NULL DEFAULT 0,
        created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
        updated_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3) ON UPDATE CURRENT_TIMESTAMP(3),
        PRIMARY KEY (id),
        UNIQUE KEY ux_trade_categories_name_en (name_en)
      ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
    for (const [position, [en, hi, words]] of SEED.entries())
      await db.query(
        'INSERT INTO trade_categories (name_en, name_hi, keywords, position) VALUES (?, ?, ?, ?)',
        [en, hi, words, (position + 1) * 10],
      );
    await db.query(`
      ALTER TABLE vendor_profiles
        ADD COLUMN trade_category_ids JSON NULL,
        ADD COLUMN served_city_ids JSON NULL,
        ADD COLUMN served_state_ids JSON NULL`);
    await db.query(`
      CREATE TABLE vendor_lead_targets (
        category_id INT UNSIGNED NOT NULL,
        place_type ENUM('city','state') NOT NULL,
        place_id INT UNSIGNED NOT NULL,
        user_id INT UNSIGNED NOT NULL,
        PRIMARY KEY (category_id, place_type, place_id, user_id),
        KEY ix_vendor_lead_targets_user (user_id),
        CONSTRAINT fk_vendor_lead_targets_category FOREIGN KEY (category_id)
          REFERENCES trade_categories (id) ON DELETE CASCADE
      ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
    await db.query(`
      ALTER TABLE requirements
        ADD COLUMN category_id INT UNSIGNED NULL,
        ADD COLUMN leads_count INT UNSIGNED NOT NULL DEFAULT 0,
        ADD COLUMN routed_at DATETIME(3) NULL,
        ADD KEY ix_requirements_category (category_id),
        ADD KEY ix_requirements_unrouted (routed_at, held_at),
        ADD CONSTRAINT fk_requirements_category FOREIGN KEY (category_id)
          REFERENCES trade_categories (id) ON DELETE SET NULL`);
    // Requirements of before the routing are not sent to anyone: only those becoming visible from now on.
    await db.query('UPDATE requirements SET routed_at = created_at');
    await db.query(`
      CREATE TABLE requirement_leads (
        id BIGINT UNSIGNED NOT NULL AUTO_INCREMENT,
        requirement_id INT UNSIGNED NOT NULL,
        vendor_id INT UNSIGNED NOT NULL,
        in_digest TINYINT NULL,
        notified_at DATETIME(3) NULL,
        created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
        PRIMARY KEY (id),
        UNIQUE KEY ux_requirement_leads_pair (requirement_id, vendor_id),
        KEY ix_requirement_leads_vendor (vendor_id, id),
        KEY ix_requirement_leads_digest (in_digest, vendor_id, id),
        CONSTRAINT fk_requirement_leads_requirement FOREIGN KEY (requirement_id)
          REFERENCES requirements (id) ON DELETE CASCADE
      ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
    await db.query(`
      ALTER TABLE notification_preferences
        ADD COLUMN lead_mail ENUM('instant','daily','none') NOT NULL DEFAULT 'instant'`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE notification_preferences DROP COLUMN lead_mail');
    await db.query('DROP TABLE requirement_leads');
    await db.query(`
      ALTER TABLE requirements
        DROP FOREIGN KEY fk_requirements_category,
        DROP KEY ix_requirements_category,
        DROP KEY ix_requirements_unrouted,
        DROP COLUMN routed_at,
        DROP COLUMN leads_count,
        DROP COLUMN category_id`);
    await db.query('DROP TABLE vendor_lead_targets');
    await db.query(`
      ALTER TABLE vendor_profiles
        DROP COLUMN served_state_ids,
        DROP COLUMN served_city_ids,
        DROP COLUMN trade_category_ids`);
    await db.query('DROP TABLE trade_categories');
  }
}

/** The list: English, Hindi, and the words a requirement's title or description is matched by. */
const SEED: Array<[string, string, string]> = [
  [
    'Vegetables and fruit',
    'सब्ज़ियाँ और फल',
    'vegetable, vegetables, veggies, fruit, fruits, sabzi, sabji, onion, onions, tomato, tomatoes, potato, potatoes, greens, coriander, lemon, lemons, banana, bananas, apple, apples, mango, mangoes, सब्ज़ी, फल',
  ],
  [
    'Dairy',
    'डेयरी',
    'dairy, milk, paneer, curd, dahi, butter, ghee, cheese, cream, khoya, khoa, yogurt, दूध, पनीर',
  ],
  [
    'Meat and fish',
    'मांस और मछली',
    'meat, chicken, mutton, lamb, goat, fish, prawn, prawns, seafood, crab, egg, eggs, मांस, मछली',
  ],
  [
    'Spices and dry goods',
    'मसाले और सूखा सामान',
    'spice, spices, masala, rice, basmati, flour, atta, maida, besan, dal, pulses, lentils, oil, sugar, salt, grocery, groceries, dry fruits, nuts, मसाला, चावल',
  ],
  [
    'Beverages',
    'पेय पदार्थ',
    'beverage, beverages, drinks, drink, juice, juices, soda, tea, coffee, mineral water, cold drinks, syrup, चाय',
  ],
  [
    'Bakery supplies',
    'बेकरी सामग्री',
    'bakery, bread, breads, cake, cakes, yeast, baking, pastry, pastries, buns, cookies, chocolate',
  ],
  [
    'Kitchen equipment',
    'रसोई उपकरण',
    'kitchen equipment, equipment, tandoor, oven, ovens, stove, burner, burners, fryer, refrigerator, fridge, freezer, chiller, mixer, grinder, utensils, chimney, dishwasher, exhaust, griddle',
  ],
  [
    'Furniture',
    'फ़र्नीचर',
    'furniture, chair, chairs, table, tables, sofa, sofas, bench, benches, stool, stools, booth, booths',
  ],
  [
    'Packaging',
    'पैकेजिंग',
    'packaging, package, packing, box, boxes, container, containers, foil, carton, cartons, bags, takeaway, parcel, cups, straws',
  ],
  [
    'Cleaning and hygiene',
    'सफ़ाई और स्वच्छता',
    'cleaning, hygiene, detergent, sanitiser, sanitizer, soap, mop, mops, pest control, housekeeping, disinfectant, garbage',
  ],
  ['Uniforms', 'वर्दी', 'uniform, uniforms, apron, aprons, chef coat, chef coats, caps, t-shirts'],
  [
    'Software and POS',
    'सॉफ़्टवेयर और पीओएस',
    'software, pos, billing software, billing machine, app, website, printer, printers, tablet, inventory software',
  ],
  [
    'Interiors',
    'इंटीरियर',
    'interior, interiors, decor, decoration, lighting, lights, painting, flooring, renovation, carpentry, signage, design',
  ],
  [
    'Staffing',
    'स्टाफ़िंग',
    'staffing, manpower, waiters, waiter, stewards, cooks, helpers, recruitment, placement',
  ],
  [
    'Logistics',
    'लॉजिस्टिक्स',
    'logistics, transport, transportation, courier, truck, trucks, cold chain, delivery partner, shifting',
  ],
];
