import { CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** A member blocked another: no new messages either way, in any of their conversations. */
@Entity('member_blocks')
export class MemberBlockEntity {
  @PrimaryColumn({ type: 'int', unsigned: true })
  blocker_id: number;

  @PrimaryColumn({ type: 'int', unsigned: true })
  blocked_id: number;

  @CreateDateColumn({ type: 'datetime', precision: 3, default: () => 'CURRENT_TIMESTAMP(3)' })
  created_at: Date;
}
