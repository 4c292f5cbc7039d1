import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

export type FollowStatus = 'pending' | 'accepted';

/** A follow request (pending) or a follow (accepted) from one member to another. */
@Entity('follows')
export class FollowEntity {
  @PrimaryColumn({ type: 'int', unsigned: true })
  follower_id: number;

  @PrimaryColumn({ type: 'int', unsigned: true })
  followee_id: number;

  @Column({ type: 'enum', enum: ['pending', 'accepted'], default: 'pending' })
  status: FollowStatus;

  @CreateDateColumn({ type: 'datetime', precision: 3, default: () => 'CURRENT_TIMESTAMP(3)' })
  created_at: Date;

  @Column({ type: 'datetime', precision: 3, nullable: true })
  accepted_at: Date | null;
}
