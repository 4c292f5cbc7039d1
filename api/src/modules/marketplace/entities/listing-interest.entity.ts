import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** The listings members can show interest in: sale listings and franchise offers. */
export type InterestSubject = 'franchise' | 'restaurant_sale';

/** A member's interest in a listing: at most one per member and listing (`relation` 1 for them). */
@Entity('listing_interests')
export class ListingInterestEntity {
  @PrimaryGeneratedColumn({ unsigned: true })
  id: number;

  @Column({ type: 'enum', enum: ['franchise', 'restaurant_sale'] })
  subject: InterestSubject;

  @Column({ type: 'int', unsigned: true })
  subject_id: number;

  /** The listing's owner, copied so that their list of received interests reads one index. */
  @Column({ type: 'int', unsigned: true })
  owner_id: number;

  @Column({ type: 'int', unsigned: true })
  user_id: number;

  @CreateDateColumn({ type: 'datetime', precision: 3, default: () => 'CURRENT_TIMESTAMP(3)' })
  created_at: Date;
}
