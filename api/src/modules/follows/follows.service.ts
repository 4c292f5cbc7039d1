import { Injectable } from '@nestjs/common';

/** How the viewer stands to another member, as the seeds' `relation` field shows it. */
export type Relation = 'Follow' | 'Requested' | 'Following';

/** Follower and following counts of a member. */
export interface FollowCounts {
  followers_count: number;
  followings_count: number;
}

/**
 * Follow requests and follows. SKELETON: the signatures other modules call; being filled in.
 */
@Injectable()
export class FollowsService {
  /** The viewer's relation to each member (one query); 'Follow' when there is none. */
  async relationsOf(_viewerId: number, memberIds: readonly number[]): Promise<Map<number, Relation>> {
    return new Map(memberIds.map((id) => [id, 'Follow' as Relation]));
  }

  /** Counts per member (one query). */
  async countsOf(memberIds: readonly number[]): Promise<Map<number, FollowCounts>> {
    return new Map(memberIds.map((id) => [id, { followers_count: 0, followings_count: 0 }]));
  }
}
