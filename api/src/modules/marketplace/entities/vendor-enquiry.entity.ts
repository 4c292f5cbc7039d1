import { Entity } from 'typeorm';
import { CreatedAtColumn, IdColumn, RefColumn } from '../../../core/database/columns';

/** An owner's interest in a vendor (the vendor's Enquiries); one per owner and vendor. */
@Entity('vendor_enquiries')
export class VendorEnquiryEntity {
  @IdColumn() id: number;
  @RefColumn() vendor_id: number;
  @RefColumn() owner_id: number;
  @CreatedAtColumn() created_at: Date;
}
