import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A message sent through the public contact form, for staff (console inbox and a mail). */
@Entity('contact_messages')
export class ContactMessageEntity {
  @PrimaryGeneratedColumn({ unsigned: true })
  id: number;

  @Column({ type: 'varchar' })
  name: string;

  @Column({ type: 'varchar' })
  email: string;

  @Column({ type: 'varchar' })
  subject: string;

  @Column({ type: 'text' })
  message: string;

  /** The signed-in member who sent it, if any. */
  @Column({ type: 'int', unsigned: true, nullable: true })
  member_id: number | null;

  @Column({ type: 'varchar', nullable: true, select: false })
  ip: string | null;

  @Column({ type: 'datetime', precision: 3, nullable: true })
  handled_at: Date | null;

  @Column({ type: 'int', unsigned: true, nullable: true })
  handled_by: number | null;

  @CreateDateColumn({ type: 'datetime', precision: 3, default: () => 'CURRENT_TIMESTAMP(3)' })
  created_at: Date;
}
