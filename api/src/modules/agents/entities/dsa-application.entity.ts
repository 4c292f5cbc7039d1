import type { DsaApplicationStatus, DsaDeclarationSource } from '@app/contracts';
import { Entity } from 'typeorm';
import {
  CharColumn,
  CreatedAtColumn,
  EnumColumn,
  IdColumn,
  OptionalDateTimeColumn,
  OptionalRefColumn,
  RefColumn,
  UintColumn,
  UpdatedAtColumn,
  VarcharColumn,
} from '../../../core/database/columns';

/** An Atmnirbhar application; see the dsa_applications migration. Never returned as is: see the mappers. */
@Entity('dsa_applications')
export class DsaApplicationEntity {
  @IdColumn() id: number;
  @RefColumn() user_id: number;
  @EnumColumn(['pending', 'approved', 'rejected'], { default: 'pending' }) status: DsaApplicationStatus;
  @VarcharColumn() name: string;
  @VarcharColumn() email: string;
  @VarcharColumn() mobile_no: string;
  @VarcharColumn() address: string;
  @RefColumn() country_id: number;
  @RefColumn() state_id: number;
  @RefColumn() city_id: number;
  @VarcharColumn() business_name: string;
  @VarcharColumn() business_address: string;
  @VarcharColumn() current_occupation: string;
  @UintColumn() net_annual_income: number;
  @VarcharColumn() education: string;

  /** AES-256-GCM (PiiCipher); never leaves the API but to the reviewing staff member, decrypted. */
  @VarcharColumn() pan_cipher: string;

  @CharColumn({ length: 4 }) pan_last4: string;
  @VarcharColumn() aadhaar_cipher: string;
  @CharColumn({ length: 4 }) aadhaar_last4: string;
  @CharColumn({ length: 15, nullable: true }) gst_no: string | null;
  @VarcharColumn() education_certificate_key: string;
  @VarcharColumn() pancard_doc_key: string;
  @VarcharColumn() aadharcard_doc_key: string;
  @VarcharColumn({ nullable: true }) gst_no_proof_doc_key: string | null;
  @OptionalRefColumn() coupon_id: number | null;

  /** How the income declaration was given (decision 216). */
  @EnumColumn(['explicit', 'implied_by_old_client'], { default: 'explicit' })
  declaration_source: DsaDeclarationSource;
  @VarcharColumn({ nullable: true }) review_note: string | null;
  @OptionalRefColumn() reviewed_by: number | null;
  @OptionalDateTimeColumn() reviewed_at: Date | null;
  @CreatedAtColumn() created_at: Date;
  @UpdatedAtColumn() updated_at: Date;
}
