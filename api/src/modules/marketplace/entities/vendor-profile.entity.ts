import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A vendor's business details, beside the member account (which keeps name, contact and place). */
@Entity('vendor_profiles')
export class VendorProfileEntity {
  @PrimaryColumn({ type: 'int', unsigned: true })
  user_id: number;

  /** "Contact Person Name" (the seed's `name`). */
  @Column({ type: 'varchar', nullable: true })
  contact_name: string | null;

  @Column({ type: 'varchar', nullable: true })
  business_category: string | null;

  /** "Time to provide goods". */
  @Column({ type: 'varchar', nullable: true })
  time_limit: string | null;

  /** "About You". */
  @Column({ type: 'text', nullable: true })
  comments: string | null;

  /** "Main Office City". */
  @Column({ type: 'int', unsigned: true, nullable: true })
  native_city_id: number | null;

  /** Set on every save: the promoted vendors are the most recently updated (decision 106). */
  @Column({ type: 'datetime', precision: 3, default: () => 'CURRENT_TIMESTAMP(3)' })
  updated_at: Date;
}
