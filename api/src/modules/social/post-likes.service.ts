import { type LikeEntry, type LikeToggle, SOCIAL_LIMITS } from '@app/contracts';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { NotFoundError } from '../../core/errors/domain-error';
import { FollowsService, relationOf } from '../follows';
import { MemberDirectory } from '../members';
import { NotificationsService } from '../notifications';
import { PostLikeEntity } from './entities/post-like.entity';
import { bumpCounter, lockPost } from './post-counters';
import { isVisibleTo } from './post-visibility';
import { PostsService } from './posts.service';
import { SocialErrors } from './social.errors';
import { toLikeEntry } from './social.mappers';

/** Liking posts and listing who liked one. */
@Injectable()
export class PostLikesService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly reader: PostsService,
    private readonly directory: MemberDirectory,
    private readonly follows: FollowsService,
    private readonly notifications: NotificationsService,
  ) {}

  /**
   * Likes the post, or takes the like back. Under the post row's lock, so the count read back is exact
   * however many members (or tabs of one member) toggle at once.
   */
  async toggle(memberId: number, postId: number): Promise<LikeToggle> {
    // READ COMMITTED: the DELETE of a like that is not there then locks no gap of uq_post_likes. Under
    // REPEATABLE READ two members liking two posts at once each held the gap the other's INSERT needed, and
    // one of them got a deadlock (a 500; found by the soak, docs/operations.md). The post's row lock still
    // puts the toggles of one post in a line.
    const { toggle, authorId, excerpt } = await this.db.transaction('READ COMMITTED', async (em) => {
      const post = await lockPost(em, postId);
      if (!post || !isVisibleTo(post, memberId)) throw new NotFoundError(SocialErrors.postNotFound);
      const { affected } = await em.delete(PostLikeEntity, { post_id: postId, user_id: memberId });
      const liked = !affected;
      if (liked) await em.insert(PostLikeEntity, { post_id: postId, user_id: memberId });
      await bumpCounter(em, postId, 'likes_count', liked ? 1 : -1);
      const toggle: LikeToggle = {
        likes_count: post.likes_count + (liked ? 1 : -1),
        is_liked: liked ? 1 : 0,
      };
      return { toggle, authorId: post.user_id, excerpt: post.title };
    });
    const event = {
      recipientId: authorId,
      kind: 'post_liked',
      actorId: memberId,
      subject: { type: 'post', id: postId },
    } as const;
    if (toggle.is_liked) await this.notifications.notify({ ...event, link: `/posts/${postId}`, excerpt });
    else await this.notifications.retract(event);
    return toggle;
  }

  /** Who liked the post, newest first, a page at a time, with the caller's relation to each. */
  async likers(viewerId: number, postId: number, page: number): Promise<LikeEntry[]> {
    await this.reader.findVisible(viewerId, postId);
    const size = SOCIAL_LIMITS.listPageSize;
    const likes = await this.db.getRepository(PostLikeEntity).find({
      // The columns of ix_post_likes_post: a page is read from the index, newest first, without sorting.
      select: { id: true, post_id: true, user_id: true },
      where: { post_id: postId },
      order: { id: 'DESC' },
      skip: (page - 1) * size,
      take: size,
    });
    const ids = likes.map((like) => like.user_id);
    const [cards, statuses] = await Promise.all([
      this.directory.cards(ids),
      this.follows.statusesOf(viewerId, ids),
    ]);
    return likes.flatMap((like) => {
      const liker = cards.get(like.user_id);
      const status = statuses.get(like.user_id) ?? 'none';
      return liker ? [toLikeEntry(like, liker, relationOf(status), status)] : [];
    });
  }
}
