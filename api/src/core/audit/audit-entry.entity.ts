import { Column, Entity } from 'typeorm';
import { BigIdColumn, CreatedAtColumn, JsonColumn, RefColumn, VarcharColumn } from '../database/columns';

/** One staff write, as the audit log keeps it (insert only). */
@Entity('audit_log')
export class AuditEntryEntity {
  @BigIdColumn() id: string;
  @RefColumn() staff_id: number;
  @VarcharColumn() staff_role: string;
  @VarcharColumn() action: string;
  @VarcharColumn() target_type: string;
  @Column({ type: 'bigint', unsigned: true, nullable: true }) target_id: string | null;

  @VarcharColumn() summary: string;
  @JsonColumn({ nullable: true }) before: object | null;
  @JsonColumn({ nullable: true }) after: object | null;
  @VarcharColumn({ nullable: true }) ip: string | null;
  @CreatedAtColumn() created_at: Date;
}
