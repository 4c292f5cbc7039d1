import { Entity } from 'typeorm';
import {
  BigintNumberColumn,
  CreatedAtColumn,
  DateTimeColumn,
  IdColumn,
  NOW,
  RefColumn,
  VarcharColumn,
} from '../../../core/database/columns';

/** A vendor's quote on a requirement; one per vendor and requirement (a new quote replaces it). */
@Entity('requirement_quotes')
export class RequirementQuoteEntity {
  @IdColumn() id: number;
  @RefColumn() requirement_id: number;

  /** The requirement's owner, copied so the owner's received quotes page by an index. */
  @RefColumn() owner_id: number;

  @RefColumn() vendor_id: number;
  @VarcharColumn() mobile_no: string;

  /** Paise. */
  @BigintNumberColumn() rate_minor: number;

  @VarcharColumn({ nullable: true }) remark: string | null;
  @CreatedAtColumn() created_at: Date;
  @DateTimeColumn({ default: NOW }) updated_at: Date;
}
