import type { Page, Post, PostSearchHit } from '@app/contracts';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository, SelectQueryBuilder } from 'typeorm';
import { NotFoundError } from '../../core/errors/domain-error';
import { toPage } from '../../core/http/page';
import { PostEntity } from './entities/post.entity';
import { fulltextTerms } from './post-search-terms';
import { PostTotals } from './post-totals';
import { PostViews } from './post-views';
import { isVisibleTo, type Viewer, whereVisibleTo } from './post-visibility';
import { SocialErrors } from './social.errors';

const SEARCH_TITLE_FALLBACK = 80;

/**
 * Reading posts: one post, the feed, a member's posts, the most liked (public preview), and what other
 * modules ask of posts (global search, profile counts). Every read hides held posts from all but their
 * author, and answers with a fixed number of queries (see PostViews).
 */
@Injectable()
export class PostsService {
  constructor(
    @InjectRepository(PostEntity) private readonly posts: Repository<PostEntity>,
    private readonly views: PostViews,
    private readonly totals: PostTotals,
  ) {}

  async get(viewer: Viewer, id: number): Promise<Post> {
    return this.views.post(await this.findVisible(viewer, id), viewer);
  }

  /**
   * Newest first; only one member's posts when `authorId` is given (profile pages, my posts). The whole
   * feed's total comes from the maintained counters (PostTotals), one member's from their rows (an index
   * range).
   */
  async feed(viewer: number, page: number, perPage: number, authorId?: number): Promise<Page<Post>> {
    const qb = this.posts.createQueryBuilder('p');
    if (authorId !== undefined) qb.where('p.user_id = :authorId', { authorId });
    whereVisibleTo(qb, 'p', viewer).orderBy('p.id', 'DESC');
    if (authorId !== undefined) return this.page(qb, viewer, page, perPage);
    return this.page(qb, viewer, page, perPage, this.totals.visibleTo(viewer));
  }

  /** The logged-out preview: most liked first, newest first among equals, nothing held. */
  async mostLiked(page: number, pageSize: number): Promise<Page<Post>> {
    const qb = whereVisibleTo(this.posts.createQueryBuilder('p'), 'p', null)
      .orderBy('p.likes_count', 'DESC')
      .addOrderBy('p.id', 'DESC');
    return this.page(qb, null, page, pageSize, this.totals.visibleTo(null));
  }

  /**
   * Posts whose title or description has every searchable word of `text` (see fulltextTerms), best match
   * first, through the FULLTEXT index. A post without a title is listed by the start of its description.
   */
  async search(text: string, viewerId: number, limit: number): Promise<PostSearchHit[]> {
    const terms = fulltextTerms(text);
    if (!terms || limit < 1) return [];
    const match = 'MATCH(p.title, p.description) AGAINST (:terms IN BOOLEAN MODE)';
    const qb = this.posts
      .createQueryBuilder('p')
      .select('p.id', 'id')
      .addSelect('p.title', 'title')
      .addSelect(`LEFT(p.description, ${SEARCH_TITLE_FALLBACK})`, 'excerpt')
      .addSelect(match, 'score')
      .where(match, { terms });
    const rows = await whereVisibleTo(qb, 'p', viewerId)
      .orderBy('score', 'DESC')
      .addOrderBy('p.id', 'DESC')
      .limit(Math.min(limit, 50))
      .getRawMany<{ id: number; title: string | null; excerpt: string | null }>();
    return rows.map((r) => ({ id: Number(r.id), title: r.title || r.excerpt || '' }));
  }

  /** Visible (not held) posts per member, 0 for members without any; one query. */
  async countsByAuthor(ids: readonly number[]): Promise<Map<number, number>> {
    const unique = [...new Set(ids)];
    const counts = new Map(unique.map((id) => [id, 0]));
    if (!unique.length) return counts;
    const rows = await this.posts
      .createQueryBuilder('p')
      .select('p.user_id', 'user_id')
      .addSelect('COUNT(*)', 'count')
      .where('p.user_id IN (:...ids)', { ids: unique })
      .andWhere('p.held_at IS NULL')
      .groupBy('p.user_id')
      .getRawMany<{ user_id: number; count: string | number }>();
    for (const row of rows) counts.set(Number(row.user_id), Number(row.count));
    return counts;
  }

  /** The post if the viewer may see it; someone else's held post does not exist for them (404). */
  async findVisible(viewer: Viewer, id: number): Promise<PostEntity> {
    const post = await this.posts.findOneBy({ id });
    if (!post || !isVisibleTo(post, viewer)) throw new NotFoundError(SocialErrors.postNotFound);
    return post;
  }

  /** One page of `qb`; its total is `total` when given (counted elsewhere), else counted on `qb`'s rows. */
  private async page(
    qb: SelectQueryBuilder<PostEntity>,
    viewer: Viewer,
    page: number,
    perPage: number,
    total?: Promise<number>,
  ): Promise<Page<Post>> {
    qb.skip((page - 1) * perPage).take(perPage);
    const [rows, count] = await Promise.all([qb.getMany(), total ?? qb.getCount()]);
    return toPage(await this.views.posts(rows, viewer), count, page, perPage);
  }
}
