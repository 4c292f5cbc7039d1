import type { Page, Post } from '@app/contracts';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { NotFoundError } from '../../core/errors/domain-error';
import { toPage } from '../../core/http/page';
import { PostEntity } from './entities/post.entity';
import { PostTotalsService } from './post-totals';
import { PostViewsService } from './post-views';
import { isVisibleTo, type Viewer, whereVisibleTo } from './post-visibility';
import { SocialErrors } from './social.errors';

/** The columns of a post that answers use (not the address it was posted from). */
const POST_COLUMNS =
  'p.id, p.user_id, p.title, p.description, p.tags, p.location, p.likes_count, p.comments_count, p.held_at, p.created_at, p.updated_at';

/**
 * Reading posts: one post, the feed, a member's posts, the most liked (public preview), and what other
 * modules ask of posts (profile counts; search is the search module's, decision 251). Every read hides held posts from all but their
 * author, and answers with a fixed number of queries (see PostViewsService).
 */
@Injectable()
export class PostsService {
  constructor(
    @InjectRepository(PostEntity) private readonly posts: Repository<PostEntity>,
    private readonly views: PostViewsService,
    private readonly totals: PostTotalsService,
  ) {}

  async get(viewer: Viewer, id: number): Promise<Post> {
    return this.views.post(await this.findVisible(viewer, id), viewer);
  }

  /**
   * Newest first; only one member's posts when `authorId` is given (profile pages, my posts). Both totals
   * come from the maintained counters (PostTotalsService: the whole feed's slots, the member's row; decisions 180,
   * 201), plus the viewer's own held posts (an index range of one member's few held posts). The whole feed's page is found in indexes before any row is read (pageOfVisible).
   */
  async feed(viewer: number, page: number, perPage: number, authorId?: number): Promise<Page<Post>> {
    if (authorId === undefined) {
      const [rows, total] = await Promise.all([
        this.pageOfVisible(viewer, (page - 1) * perPage, perPage),
        this.totals.visibleTo(viewer),
      ]);
      return toPage(await this.views.posts(rows, viewer), total, page, perPage);
    }
    const qb = this.posts.createQueryBuilder('p').where('p.user_id = :authorId', { authorId });
    whereVisibleTo(qb, 'p', viewer)
      .orderBy('p.id', 'DESC')
      .skip((page - 1) * perPage)
      .take(perPage);
    const [rows, total] = await Promise.all([qb.getMany(), this.totals.visibleOfMember(authorId, viewer)]);
    return toPage(await this.views.posts(rows, viewer), total, page, perPage);
  }

  /**
   * The logged-out preview: most liked first, newest first among equals, nothing held. The page's ids come
   * from `ix_posts_visible_likes` alone (skipped rows are never read), then its rows; one query.
   */
  async mostLiked(page: number, pageSize: number): Promise<Page<Post>> {
    const [rows, total] = await Promise.all([
      this.rowsOf(
        `SELECT ${POST_COLUMNS} FROM posts p JOIN (
           SELECT id FROM posts FORCE INDEX (ix_posts_visible_likes)
           WHERE held_at IS NULL ORDER BY likes_count DESC, id DESC LIMIT ? OFFSET ?
         ) page ON page.id = p.id
         ORDER BY p.likes_count DESC, p.id DESC`,
        [pageSize, (page - 1) * pageSize],
      ),
      this.totals.visibleTo(null),
    ]);
    return toPage(await this.views.posts(rows, null), total, page, pageSize);
  }

  /**
   * The newest posts that passed moderation, one per author, for the landing page. Reads a bounded window
   * of the newest rows (the primary key), never the whole table.
   */
  async recent(limit: number): Promise<Post[]> {
    const rows = await whereVisibleTo(this.posts.createQueryBuilder('p'), 'p', null)
      .orderBy('p.id', 'DESC')
      .take(limit * 8)
      .getMany();
    const seen = new Set<number>();
    const picked = rows.filter((row) => {
      if (seen.has(row.user_id)) return false;
      seen.add(row.user_id);
      return true;
    });
    return this.views.posts(picked.slice(0, limit), null);
  }

  /**
   * Visible (not held) posts per member, 0 for members without any: the maintained counters (decision 201),
   * one query by primary key (every profile and members page asks).
   */
  countsByAuthor(ids: readonly number[]): Promise<Map<number, number>> {
    return this.totals.visibleByMember(ids);
  }

  /** The post if the viewer may see it; someone else's held post does not exist for them (404). */
  async findVisible(viewer: Viewer, id: number): Promise<PostEntity> {
    const post = await this.posts.findOneBy({ id });
    if (!post || !isVisibleTo(post, viewer)) throw new NotFoundError(SocialErrors.postNotFound);
    return post;
  }

  /**
   * `limit` posts from `offset` of what `viewer` sees, newest first: the visible posts walked in
   * `ix_posts_visible` (index only) merged with the viewer's own held posts, then only the page's rows are
   * read. A deep page costs an index walk, not the rows it skips. One query.
   */
  private pageOfVisible(viewer: number, offset: number, limit: number): Promise<PostEntity[]> {
    const reach = offset + limit;
    // Whether the viewer has held posts of their own is a constant of the statement, which MariaDB settles
    // while planning ("Impossible WHERE" for the other branch): almost nobody has, and then the page is read
    // straight from ix_posts_visible at its offset; otherwise the two id lists are merged as before. The
    // merge gathers and sorts `reach` ids: 5.4 against 3.7 ms for page 1000 at 1M posts.
    const ownHeld = 'SELECT 1 FROM posts h WHERE h.user_id = ? AND h.held_at IS NOT NULL';
    return this.rowsOf(
      `SELECT ${POST_COLUMNS} FROM posts p JOIN (
         (SELECT id FROM posts FORCE INDEX (ix_posts_visible)
          WHERE held_at IS NULL AND NOT EXISTS (${ownHeld})
          ORDER BY id DESC LIMIT ? OFFSET ?)
         UNION ALL
         (SELECT id FROM (
            (SELECT id FROM posts FORCE INDEX (ix_posts_visible) WHERE held_at IS NULL ORDER BY id DESC LIMIT ?)
            UNION ALL
            (SELECT id FROM posts WHERE user_id = ? AND held_at IS NOT NULL ORDER BY id DESC LIMIT ?)
          ) visible WHERE EXISTS (${ownHeld}) ORDER BY id DESC LIMIT ? OFFSET ?)
       ) page ON page.id = p.id
       ORDER BY p.id DESC`,
      [viewer, limit, offset, reach, viewer, reach, viewer, limit, offset],
    );
  }

  /**
   * Posts of a raw SELECT of POST_COLUMNS: the driver's rows already have the entity's column names and
   * types (dates as Date), so they are used as they come, without building entities.
   */
  private rowsOf(sql: string, params: unknown[]): Promise<PostEntity[]> {
    return this.posts.query(sql, params);
  }
}
