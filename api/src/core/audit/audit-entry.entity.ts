import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** One staff write, as the audit log keeps it (insert only). */
@Entity('audit_log')
export class AuditEntryEntity {
  @PrimaryGeneratedColumn({ type: 'bigint', unsigned: true })
  id: string;

  @Column({ type: 'int', unsigned: true })
  staff_id: number;

  @Column({ type: 'varchar' })
  staff_role: string;

  @Column({ type: 'varchar' })
  action: string;

  @Column({ type: 'varchar' })
  target_type: string;

  @Column({ type: 'bigint', unsigned: true, nullable: true })
  target_id: string | null;

  @Column({ type: 'varchar' })
  summary: string;

  @Column({ type: 'json', nullable: true })
  before: object | null;

  @Column({ type: 'json', nullable: true })
  after: object | null;

  @Column({ type: 'varchar', nullable: true })
  ip: string | null;

  @CreateDateColumn({ type: 'datetime', precision: 3, default: () => 'CURRENT_TIMESTAMP(3)' })
  created_at: Date;
}
