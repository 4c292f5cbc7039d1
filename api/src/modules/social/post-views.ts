import type { Comment, Post } from '@app/contracts';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { PublicFilesService } from '../../core/storage/public-files';
import { MemberDirectory } from '../members';
import type { CommentEntity } from './entities/comment.entity';
import { PostLikeEntity } from './entities/post-like.entity';
import { PostMediaEntity } from './entities/post-media.entity';
import type { PostEntity } from './entities/post.entity';
import type { Viewer } from './post-visibility';
import { toComment, toPost } from './social.mappers';

/**
 * Turns rows into the seeds' shapes with a fixed number of queries however many rows there are: one for
 * the images, one for the authors, one for the viewer's likes (none for an anonymous viewer).
 */
@Injectable()
export class PostViewsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly directory: MemberDirectory,
    private readonly files: PublicFilesService,
  ) {}

  async posts(posts: PostEntity[], viewer: Viewer): Promise<Post[]> {
    if (!posts.length) return [];
    const ids = posts.map((p) => p.id);
    const [medias, authors, liked] = await Promise.all([
      this.imagesOf(ids),
      this.directory.cards(posts.map((p) => p.user_id)),
      this.likedBy(viewer, ids),
    ]);
    const mediasOf = new Map<number, PostMediaEntity[]>();
    for (const media of medias) mediasOf.set(media.post_id, [...(mediasOf.get(media.post_id) ?? []), media]);
    return posts.map((p) =>
      toPost(p, mediasOf.get(p.id) ?? [], authors.get(p.user_id), liked.has(p.id), this.files),
    );
  }

  async post(post: PostEntity, viewer: Viewer): Promise<Post> {
    const [view] = await this.posts([post], viewer);
    return view!;
  }

  async comments(comments: CommentEntity[]): Promise<Comment[]> {
    if (!comments.length) return [];
    const authors = await this.directory.cards(comments.map((c) => c.user_id));
    return comments.map((c) => toComment(c, authors.get(c.user_id)));
  }

  async comment(comment: CommentEntity): Promise<Comment> {
    const [view] = await this.comments([comment]);
    return view!;
  }

  // The two reads below are plain SQL: they run for every page of every feed, and TypeORM's query building
  // and entity hydration cost more CPU than the queries themselves (docs/decisions/190).

  private imagesOf(postIds: number[]): Promise<PostMediaEntity[]> {
    return this.db.getRepository(PostMediaEntity).query(
      `SELECT id, post_id, path, feed_path, thumb_path, width, height, created_at
       FROM post_medias WHERE post_id IN (?) ORDER BY id`,
      [postIds],
    );
  }

  private async likedBy(viewer: Viewer, postIds: number[]): Promise<Set<number>> {
    if (viewer === null) return new Set();
    const rows: Array<{ post_id: number }> = await this.db
      .getRepository(PostLikeEntity)
      .query('SELECT post_id FROM post_likes WHERE post_id IN (?) AND user_id = ?', [postIds, viewer]);
    return new Set(rows.map((r) => r.post_id));
  }
}
