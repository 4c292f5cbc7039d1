import {
  type FollowActionResult,
  FollowActionType,
  FollowMessages,
  type FollowPerson,
  type FollowState,
  type FollowStatus,
  type MemberRelation,
  type Page,
} from '@app/contracts';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type Repository } from 'typeorm';
import { InvalidInputError, NotFoundError } from '../../core/errors/domain-error';
import { toPage } from '../../core/http/page';
import { MemberDirectory } from '../members';
import { NotificationsService } from '../notifications';
import { FollowEntity } from './entities/follow.entity';
import { toFollowPerson } from './follow.mappers';

/**
 * How the viewer stands to another member, as the seeds' `relation` field shows it: 'Follow' when there is
 * no follow, 'Requested' for a pending request and for an accepted follow alike (decision 015).
 */
export type Relation = MemberRelation;

/** Follower and following counts of a member (accepted follows only). */
export interface FollowCounts {
  followers_count: number;
  followings_count: number;
}

/** What a profile shows of follows: the viewer's relation (and where its follow stands) and the counts. */
export interface FollowStats extends FollowCounts {
  relation: Relation;
  follow_status: FollowStatus;
  /** Whether the member follows the viewer (accepted): with an accepted follow back, they may message. */
  follows_you: boolean;
}

/** The seeds' two-valued relation for a follow status: anything but no follow reads 'Requested'. */
export const relationOf = (status: FollowStatus): Relation => (status === 'none' ? 'Follow' : 'Requested');

export interface ListPaging {
  page: number;
  per_page: number;
}

/** Which side of the follows table each list reads: the member's column, the listed people's, the status. */
const LISTS = {
  followees: { mine: 'follower_id', other: 'followee_id', status: 'accepted' },
  followers: { mine: 'followee_id', other: 'follower_id', status: 'accepted' },
  requests: { mine: 'followee_id', other: 'follower_id', status: 'pending' },
} as const;
type FollowList = (typeof LISTS)[keyof typeof LISTS];

/**
 * Follow requests and follows. Every follow starts as a request the followee accepts (action 1) or rejects
 * (action 2, which also removes an accepted follower); the follower can withdraw either with unfollow.
 */
@Injectable()
export class FollowsService {
  constructor(
    @InjectRepository(FollowEntity) private readonly follows: Repository<FollowEntity>,
    private readonly members: MemberDirectory,
    private readonly notifications: NotificationsService,
  ) {}

  /** Sends a follow request; asking again (pending or accepted) changes nothing. */
  async request(followerId: number, followeeId: number): Promise<FollowState> {
    await this.assertFollowable(followerId, followeeId);
    // A repeat (or a race of two) keeps the existing row and its status.
    const written: { affectedRows: number } = await this.follows.query(
      'INSERT INTO follows (follower_id, followee_id) VALUES (?, ?) ON DUPLICATE KEY UPDATE follower_id = follower_id',
      [followerId, followeeId],
    );
    if (written.affectedRows === 1)
      await this.notifications.notify({
        recipientId: followeeId,
        kind: 'follow_requested',
        actorId: followerId,
        subject: { type: 'member', id: followeeId },
        link: `/Profile/${followeeId}/Request`,
      });
    // The request, or an accepted follow asked again, as it stands (one primary-key read).
    const status = (await this.statusesOf(followerId, [followeeId])).get(followeeId) ?? 'pending';
    return { followee_id: followeeId, relation: relationOf(status), follow_status: status };
  }

  /** Withdraws a pending request or ends a follow; nothing to withdraw is not an error. */
  async unfollow(followerId: number, followeeId: number): Promise<FollowState> {
    await this.assertFollowable(followerId, followeeId);
    const removed = await this.follows.delete({
      follower_id: followerId,
      followee_id: followeeId,
      status: 'pending',
    });
    if (removed.affected) {
      // A withdrawn request leaves the followee's bell (unread), so following again notifies once.
      await this.notifications.retract({
        recipientId: followeeId,
        kind: 'follow_requested',
        actorId: followerId,
        subject: { type: 'member', id: followeeId },
      });
    } else await this.follows.delete({ follower_id: followerId, followee_id: followeeId });
    return { followee_id: followeeId, relation: 'Follow', follow_status: 'none' };
  }

  /** The followee accepts a pending request, or rejects it / removes the follower. Only their own. */
  async act(followeeId: number, followerId: number, action: FollowActionType): Promise<FollowActionResult> {
    const follow = await this.follows.findOneBy({ follower_id: followerId, followee_id: followeeId });
    if (!follow) throw new NotFoundError(FollowMessages.requestNotFound);
    if (action === FollowActionType.Remove) {
      await this.follows.delete({ follower_id: followerId, followee_id: followeeId });
      return { follower_id: followerId, status: 'removed' };
    }
    if (follow.status === 'pending') {
      await this.follows.update(
        { follower_id: followerId, followee_id: followeeId, status: 'pending' },
        { status: 'accepted', accepted_at: new Date() },
      );
      await this.notifications.notify({
        recipientId: followerId,
        kind: 'follow_accepted',
        actorId: followeeId,
        subject: { type: 'member', id: followeeId },
        link: `/Profile/${followeeId}`,
      });
    }
    return { follower_id: followerId, status: 'accepted' };
  }

  /** Members the member follows (accepted), newest first. */
  followees(memberId: number, paging: ListPaging): Promise<Page<FollowPerson>> {
    return this.list(memberId, LISTS.followees, paging);
  }

  /** The member's followers (accepted), newest first. */
  followers(memberId: number, paging: ListPaging): Promise<Page<FollowPerson>> {
    return this.list(memberId, LISTS.followers, paging);
  }

  /** Pending requests to the member, newest first. */
  requests(memberId: number, paging: ListPaging): Promise<Page<FollowPerson>> {
    return this.list(memberId, LISTS.requests, paging);
  }

  /** The viewer's relation to each member (one query); 'Follow' when there is none. */
  async relationsOf(viewerId: number, memberIds: readonly number[]): Promise<Map<number, Relation>> {
    const statuses = await this.statusesOf(viewerId, memberIds);
    return new Map([...statuses].map(([id, status]) => [id, relationOf(status)]));
  }

  /** Where the viewer's follow of each member stands (one query); 'none' when there is none. */
  async statusesOf(viewerId: number, memberIds: readonly number[]): Promise<Map<number, FollowStatus>> {
    const statuses = new Map<number, FollowStatus>(memberIds.map((id) => [id, 'none']));
    if (!memberIds.length) return statuses;
    const rows = await this.follows.find({
      select: { followee_id: true, status: true },
      where: { follower_id: viewerId, followee_id: In([...new Set(memberIds)]) },
    });
    for (const row of rows) statuses.set(row.followee_id, row.status === 'accepted' ? 'accepted' : 'pending');
    return statuses;
  }

  /** Whether each follows the other (both follows accepted): members who may message without a trade. */
  async followEachOther(a: number, b: number): Promise<boolean> {
    const rows: Array<{ n: string | number }> = await this.follows.query(
      `SELECT COUNT(*) AS n FROM follows
       WHERE status = 'accepted' AND ((follower_id = ? AND followee_id = ?) OR (follower_id = ? AND followee_id = ?))`,
      [a, b, b, a],
    );
    return Number(rows[0]?.n ?? 0) === 2;
  }

  /**
   * Relation and counts per member, for profiles; an anonymous viewer (null) has no relation; members
   * without follows count 0. One statement: the counts from `follow_totals` (kept by triggers, decision 196:
   * one primary-key row per member however many follow them), and the viewer's follow rows of these
   * members (pending or accepted alike show 'Requested'; `follow_status` tells them apart), and these
   * members' accepted follows of the viewer (`follows_you`; both ways accepted is what `POST conversations
   * {user_id}` asks, decision 361).
   */
  async statsFor(viewerId: number | null, memberIds: readonly number[]): Promise<Map<number, FollowStats>> {
    const ids = [...new Set(memberIds)];
    const stats = new Map<number, FollowStats>(
      ids.map((id) => [
        id,
        {
          followers_count: 0,
          followings_count: 0,
          relation: 'Follow',
          follow_status: 'none',
          follows_you: false,
        },
      ]),
    );
    if (!ids.length) return stats;
    const relation =
      viewerId === null
        ? ''
        : `UNION ALL
       SELECT followee_id, IF(status = 'accepted', 2, 1), 0, 0 FROM follows WHERE follower_id = ? AND followee_id IN (?)
       UNION ALL
       SELECT follower_id, 3, 0, 0 FROM follows WHERE followee_id = ? AND status = 'accepted' AND follower_id IN (?)`;
    // related: 0 the counts row, 1 the viewer's pending request, 2 the viewer's accepted follow, 3 the
    // member's accepted follow of the viewer.
    const rows: Array<{ member_id: number; related: number; followers: number; followings: number }> =
      await this.follows.query(
        `SELECT member_id, 0 AS related, followers, followings FROM follow_totals WHERE member_id IN (?)
       ${relation}`,
        viewerId === null ? [ids] : [ids, viewerId, ids, viewerId, ids],
      );
    for (const row of rows) {
      const member = stats.get(Number(row.member_id))!;
      if (Number(row.related) === 3) {
        member.follows_you = true;
      } else if (Number(row.related)) {
        member.follow_status = Number(row.related) === 2 ? 'accepted' : 'pending';
        member.relation = relationOf(member.follow_status);
      } else {
        member.followers_count = Number(row.followers);
        member.followings_count = Number(row.followings);
      }
    }
    return stats;
  }

  private async assertFollowable(followerId: number, followeeId: number): Promise<void> {
    if (followerId === followeeId) throw new InvalidInputError({ followee_id: [FollowMessages.selfFollow] });
    if (!(await this.members.exists(followeeId))) throw new NotFoundError(FollowMessages.memberNotFound);
  }

  private async list(
    memberId: number,
    side: FollowList,
    { page, per_page }: ListPaging,
  ): Promise<Page<FollowPerson>> {
    const where = { [side.mine]: memberId, status: side.status };
    const [rows, total] = await Promise.all([
      this.follows.find({
        where,
        order: { created_at: 'DESC', [side.other]: 'DESC' },
        skip: (page - 1) * per_page,
        take: per_page,
      }),
      // Accepted follows are counted by the triggers (decision 196): a popular member's followers list does
      // not count every follower on every page. Pending requests are counted (one member's, by an index).
      side.status === 'accepted' ? this.acceptedTotal(memberId, side) : this.follows.count({ where }),
    ]);
    const ids = rows.map((row) => row[side.other]);
    const cards = await this.members.cards(ids);
    return toPage(
      ids.flatMap((id) => {
        const card = cards.get(id);
        return card ? [toFollowPerson(card)] : [];
      }),
      total,
      page,
      per_page,
    );
  }

  /** A member's accepted followers (their side is the followee) or followings, from `follow_totals`. */
  private async acceptedTotal(memberId: number, side: FollowList): Promise<number> {
    const [row]: Array<{ followers: number; followings: number }> = await this.follows.query(
      'SELECT followers, followings FROM follow_totals WHERE member_id = ?',
      [memberId],
    );
    if (!row) return 0;
    return Number(side.mine === 'followee_id' ? row.followers : row.followings);
  }
}
