import { type Comment, SOCIAL_LIMITS } from '@app/contracts';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { ForbiddenError, NotFoundError } from '../../core/errors/domain-error';
import { NotificationsService } from '../notifications';
import { CommentEntity } from './entities/comment.entity';
import { bumpCounter, deleteComment, lockPost } from './post-counters';
import { PostViewsService } from './post-views';
import { isVisibleTo, whereVisibleTo } from './post-visibility';
import { PostsService } from './posts.service';
import { SocialModerationService } from './social-moderation';
import { SocialErrors } from './social.errors';

/**
 * Comments on posts. Anyone who sees a post reads and adds comments; only a comment's author edits or
 * deletes it. A held comment is seen by its author only and is not in its post's count.
 */
@Injectable()
export class CommentsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly reader: PostsService,
    private readonly views: PostViewsService,
    private readonly moderation: SocialModerationService,
    private readonly notifications: NotificationsService,
  ) {}

  /** Oldest first (a conversation reads downwards), a page at a time. */
  async list(viewerId: number, postId: number, page: number): Promise<Comment[]> {
    await this.reader.findVisible(viewerId, postId);
    const size = SOCIAL_LIMITS.listPageSize;
    const qb = this.db
      .getRepository(CommentEntity)
      .createQueryBuilder('c')
      .where('c.post_id = :postId', { postId });
    const rows = await whereVisibleTo(qb, 'c', viewerId)
      .orderBy('c.id', 'ASC')
      .skip((page - 1) * size)
      .take(size)
      .getMany();
    return this.views.comments(rows);
  }

  async add(authorId: number, postId: number, body: string): Promise<Comment> {
    const comment = await this.db.transaction(async (em) => {
      const post = await lockPost(em, postId);
      if (!post || !isVisibleTo(post, authorId)) throw new NotFoundError(SocialErrors.postNotFound);
      const saved = await em.save(em.create(CommentEntity, { post_id: postId, user_id: authorId, body }));
      await bumpCounter(em, postId, 'comments_count', 1);
      return Object.assign(saved, { postAuthorId: post.user_id });
    });
    await this.moderation.screenComment(comment);
    const link = `/posts/${postId}#comment-${comment.id}`;
    await this.notifications.notify({
      recipientId: comment.postAuthorId,
      kind: 'post_commented',
      actorId: authorId,
      subject: { type: 'post', id: postId },
      link,
      excerpt: body,
    });
    await this.notifications.mentions({
      authorId,
      text: body,
      subject: { type: 'comment', id: comment.id },
      link,
    });
    return this.get(authorId, comment.id);
  }

  async get(viewerId: number, id: number): Promise<Comment> {
    return this.views.comment(await this.findVisible(viewerId, id));
  }

  async update(authorId: number, id: number, body: string): Promise<Comment> {
    const comment = await this.ownComment(authorId, id);
    if (body !== comment.body) {
      await this.db.getRepository(CommentEntity).update({ id }, { body, updated_at: new Date() });
      await this.moderation.screenComment({ ...comment, body });
    }
    return this.get(authorId, id);
  }

  async remove(authorId: number, id: number): Promise<void> {
    const comment = await this.ownComment(authorId, id);
    await deleteComment(this.db, comment.post_id, id);
  }

  /** The comment if the viewer may see it and its post: held ones are their author's alone. */
  private async findVisible(viewerId: number, id: number): Promise<CommentEntity> {
    const comment = await this.db.getRepository(CommentEntity).findOneBy({ id });
    if (!comment || !isVisibleTo(comment, viewerId)) throw new NotFoundError(SocialErrors.commentNotFound);
    await this.reader.findVisible(viewerId, comment.post_id);
    return comment;
  }

  private async ownComment(authorId: number, id: number): Promise<CommentEntity> {
    const comment = await this.findVisible(authorId, id);
    if (comment.user_id !== authorId) throw new ForbiddenError(SocialErrors.notYourComment);
    return comment;
  }
}
