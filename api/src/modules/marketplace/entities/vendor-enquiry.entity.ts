import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** An owner's interest in a vendor (the vendor's Enquiries); one per owner and vendor. */
@Entity('vendor_enquiries')
export class VendorEnquiryEntity {
  @PrimaryGeneratedColumn({ unsigned: true })
  id: number;

  @Column({ type: 'int', unsigned: true })
  vendor_id: number;

  @Column({ type: 'int', unsigned: true })
  owner_id: number;

  @CreateDateColumn({ type: 'datetime', precision: 3, default: () => 'CURRENT_TIMESTAMP(3)' })
  created_at: Date;
}
