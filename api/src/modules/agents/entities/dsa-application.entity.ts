import type { DsaApplicationStatus, DsaDeclarationSource } from '@app/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** An Atmnirbhar application; see the dsa_applications migration. Never returned as is: see the mappers. */
@Entity('dsa_applications')
export class DsaApplicationEntity {
  @PrimaryGeneratedColumn({ unsigned: true })
  id: number;

  @Column({ type: 'int', unsigned: true })
  user_id: number;

  @Column({ type: 'enum', enum: ['pending', 'approved', 'rejected'], default: 'pending' })
  status: DsaApplicationStatus;

  @Column({ type: 'varchar' })
  name: string;

  @Column({ type: 'varchar' })
  email: string;

  @Column({ type: 'varchar' })
  mobile_no: string;

  @Column({ type: 'varchar' })
  address: string;

  @Column({ type: 'int', unsigned: true })
  country_id: number;

  @Column({ type: 'int', unsigned: true })
  state_id: number;

  @Column({ type: 'int', unsigned: true })
  city_id: number;

  @Column({ type: 'varchar' })
  business_name: string;

  @Column({ type: 'varchar' })
  business_address: string;

  @Column({ type: 'varchar' })
  current_occupation: string;

  @Column({ type: 'int', unsigned: true })
  net_annual_income: number;

  @Column({ type: 'varchar' })
  education: string;

  /** AES-256-GCM (PiiCipher); never leaves the API but to the reviewing staff member, decrypted. */
  @Column({ type: 'varchar' })
  pan_cipher: string;

  @Column({ type: 'char', length: 4 })
  pan_last4: string;

  @Column({ type: 'varchar' })
  aadhaar_cipher: string;

  @Column({ type: 'char', length: 4 })
  aadhaar_last4: string;

  @Column({ type: 'char', length: 15, nullable: true })
  gst_no: string | null;

  @Column({ type: 'varchar' })
  education_certificate_key: string;

  @Column({ type: 'varchar' })
  pancard_doc_key: string;

  @Column({ type: 'varchar' })
  aadharcard_doc_key: string;

  @Column({ type: 'varchar', nullable: true })
  gst_no_proof_doc_key: string | null;

  @Column({ type: 'int', unsigned: true, nullable: true })
  coupon_id: number | null;

  /** How the income declaration was given (decision 216). */
  @Column({ type: 'enum', enum: ['explicit', 'implied_by_old_client'], default: 'explicit' })
  declaration_source: DsaDeclarationSource;

  @Column({ type: 'varchar', nullable: true })
  review_note: string | null;

  @Column({ type: 'int', unsigned: true, nullable: true })
  reviewed_by: number | null;

  @Column({ type: 'datetime', precision: 3, nullable: true })
  reviewed_at: Date | null;

  @CreateDateColumn({ type: 'datetime', precision: 3, default: () => 'CURRENT_TIMESTAMP(3)' })
  created_at: Date;

  @UpdateDateColumn({ type: 'datetime', precision: 3, default: () => 'CURRENT_TIMESTAMP(3)' })
  updated_at: Date;
}
