import { Entity } from 'typeorm';
import {
  CreatedAtColumn,
  EnumColumn,
  OptionalDateTimeColumn,
  PrimaryRefColumn,
} from '../../../core/database/columns';

export type FollowStatus = 'pending' | 'accepted';

/** A follow request (pending) or a follow (accepted) from one member to another. */
@Entity('follows')
export class FollowEntity {
  @PrimaryRefColumn() follower_id: number;
  @PrimaryRefColumn() followee_id: number;
  @EnumColumn(['pending', 'accepted'], { default: 'pending' }) status: FollowStatus;
  @CreatedAtColumn() created_at: Date;
  @OptionalDateTimeColumn() accepted_at: Date | null;
}
