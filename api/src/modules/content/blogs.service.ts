import type { BlogShare, BlogStatus, Page, PublicBlog, StaffBlog } from '@app/contracts';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, Repository, type SelectQueryBuilder } from 'typeorm';
import { AppConfig } from '../../core/config/app-config';
import { InvalidInputError, NotFoundError } from '../../core/errors/domain-error';
import { ContentImagesService } from './content-images.service';
import { escapeLike } from '../../core/database/escape-like';
import { CONTENT_PER_PAGE, contentPage, slugify } from './content-paging';
import type { BlogInputDto, PublicListQuery } from './dto/content.dto';
import { BlogEntity } from './entities/blog.entity';
import { BlogVisitorEntity } from './entities/blog-visitor.entity';
import { plainExcerpt, sanitizeBlogHtml } from './html-sanitizer';
import { StaffContent, titleLike } from './staff-content';
import { isDuplicateKey } from '../../core/database/duplicate-key';

/** The sitemap lists at most this many blogs (the newest); past that a sitemap index would be needed. */
export const SITEMAP_BLOGS_MAX = 5_000;

const EXCERPT_CHARS = 200;

export interface BlogFilter {
  q: string;
  status: BlogStatus;
}

/** Who is reacting: `m:<member id>` for a signed-in member, `v:<cookie>` for a visitor (decision 141). */
export type VisitorKey = string;

/** Where visitors read a blog: the public page, which every visitor may open (decision 142). */
export const blogPublicPath = (id: number) => `/dummyblogs/${id}`;

/** Whether visitors may read this blog now: published or scheduled, and its time has come. */
function isReadable(row: Pick<BlogEntity, 'status' | 'publish_at'>, now = new Date()): boolean {
  return (
    (row.status === 'published' || row.status === 'scheduled') &&
    row.publish_at !== null &&
    row.publish_at.getTime() <= now.getTime()
  );
}

@Injectable()
export class BlogsService extends StaffContent<BlogEntity, StaffBlog, BlogInputDto, BlogFilter> {
  constructor(
    @InjectRepository(BlogEntity) blogs: Repository<BlogEntity>,
    @InjectRepository(BlogVisitorEntity) private readonly visitors: Repository<BlogVisitorEntity>,
    private readonly db: DataSource,
    private readonly images: ContentImagesService,
    private readonly config: AppConfig,
  ) {
    super(blogs, { alias: 'b', notFound: 'Blog not found', ties: 'DESC' });
  }

  /**
   * Blogs visitors may read: published or scheduled, once their time has come. Drafts and blogs scheduled
   * for later never leave the console (the same rule as `isReadable`, for one row).
   */
  private visible(qb: SelectQueryBuilder<BlogEntity>): SelectQueryBuilder<BlogEntity> {
    return qb
      .where('b.status IN (:...out)', { out: ['published', 'scheduled'] })
      .andWhere('b.publish_at IS NOT NULL')
      .andWhere('b.publish_at <= :now', { now: new Date() });
  }

  async publicList(query: PublicListQuery, visitor: VisitorKey | null): Promise<Page<PublicBlog>> {
    const qb = this.visible(this.rows.createQueryBuilder('b'));
    if (query.search) qb.andWhere('b.title LIKE :q', { q: `%${escapeLike(query.search)}%` });
    const direction = query.order === 'asc' ? 'ASC' : 'DESC';
    qb.orderBy('b.publish_at', direction).addOrderBy('b.id', direction);
    const page = await contentPage(qb, query.page ?? 1, query.per_page ?? CONTENT_PER_PAGE, (row) => row);
    const reactions = await this.reactionsOf(
      page.data.map((row) => row.id),
      visitor,
    );
    return { ...page, data: page.data.map((row) => this.toPublic(row, reactions.get(row.id) ?? null)) };
  }

  async publicShow(id: number, visitor: VisitorKey | null): Promise<PublicBlog> {
    const row = await this.findVisible(id);
    const reactions = await this.reactionsOf([id], visitor);
    return this.toPublic(row, reactions.get(id) ?? null);
  }

  /**
   * The visitor's reaction becomes `reaction`: counted once per visitor however often it is sent; a like
   * turned into a dislike (the seeds' client un-likes with a dislike) moves from one counter to the other.
   */
  async react(id: number, visitor: VisitorKey, reaction: 'like' | 'dislike'): Promise<PublicBlog> {
    await this.findVisible(id);
    const wanted = reaction === 'like' ? 1 : -1;
    await this.db.transaction(async (m) => {
      await m.query('INSERT IGNORE INTO blog_visitors (blog_id, visitor) VALUES (?, ?)', [id, visitor]);
      const [row]: Array<{ reaction: number | null }> = await m.query(
        'SELECT reaction FROM blog_visitors WHERE blog_id = ? AND visitor = ? FOR UPDATE',
        [id, visitor],
      );
      const previous = row?.reaction === null || row?.reaction === undefined ? 0 : Number(row.reaction);
      if (previous === wanted) return;
      await m.query('UPDATE blog_visitors SET reaction = ? WHERE blog_id = ? AND visitor = ?', [
        wanted,
        id,
        visitor,
      ]);
      const likes = (wanted === 1 ? 1 : 0) - (previous === 1 ? 1 : 0);
      const dislikes = (wanted === -1 ? 1 : 0) - (previous === -1 ? 1 : 0);
      await m.query(
        `UPDATE blogs SET likes_count = GREATEST(CAST(likes_count AS SIGNED) + ?, 0),
           dislikes_count = GREATEST(CAST(dislikes_count AS SIGNED) + ?, 0) WHERE id = ?`,
        [likes, dislikes, id],
      );
    });
    return this.publicShow(id, visitor);
  }

  /** The blog's public address; the share counter counts each visitor once. */
  async share(id: number, visitor: VisitorKey): Promise<BlogShare> {
    await this.findVisible(id);
    await this.db.transaction(async (m) => {
      await m.query('INSERT IGNORE INTO blog_visitors (blog_id, visitor) VALUES (?, ?)', [id, visitor]);
      const result: { affectedRows?: number } = await m.query(
        'UPDATE blog_visitors SET shared = 1 WHERE blog_id = ? AND visitor = ? AND shared = 0',
        [id, visitor],
      );
      if (result.affectedRows)
        await m.query('UPDATE blogs SET shares_count = shares_count + 1 WHERE id = ?', [id]);
    });
    const row = await this.findVisible(id);
    return { share_url: this.publicUrl(id), share: row.shares_count };
  }

  /** The newest readable blogs for the sitemap (ids only, capped). */
  async sitemapEntries(): Promise<Array<{ id: number; updated_at: string }>> {
    const rows = await this.visible(this.rows.createQueryBuilder('b'))
      .select(['b.id', 'b.updated_at'])
      .orderBy('b.publish_at', 'DESC')
      .limit(SITEMAP_BLOGS_MAX)
      .getMany();
    return rows.map((row) => ({ id: row.id, updated_at: row.updated_at.toISOString() }));
  }

  async create(input: BlogInputDto, author: { id: number; name: string }): Promise<StaffBlog> {
    const row = this.rows.create({ author_id: author.id, author_name: author.name });
    this.apply(row, input);
    return this.toStaff(await this.save(row, input));
  }

  protected filter(qb: SelectQueryBuilder<BlogEntity>, { q, status }: Partial<BlogFilter>): void {
    titleLike(qb, q);
    if (typeof status === 'string') qb.andWhere('b.status = :status', { status });
  }

  protected apply(row: BlogEntity, input: BlogInputDto): void {
    row.title = input.title;
    // A slug stays what it was unless staff change it: shared links and search engines keep working.
    if (input.slug) row.slug = input.slug;
    else if (!row.slug) row.slug = slugify(input.title);
    row.body = sanitizeBlogHtml(input.body, this.images.base());
    if (input.cover_image !== undefined) row.cover_image_key = input.cover_image;
    row.status = input.status;
    if (input.status === 'scheduled') {
      row.publish_at = new Date(input.publish_at as string);
    } else if (input.status === 'published') {
      // Published now, unless staff give the date it went out; a re-save keeps the first date.
      row.publish_at = input.publish_at ? new Date(input.publish_at) : (row.publish_at ?? new Date());
      if (row.publish_at.getTime() > Date.now()) row.publish_at = new Date();
    }
    if (Number.isNaN(row.publish_at?.getTime())) {
      throw new InvalidInputError({ publish_at: ['The publish at must be a date and time.'] });
    }
  }

  /** Saves; a slug made from the title gets a number when taken, a slug staff chose is refused. */
  protected override async save(row: BlogEntity, input: BlogInputDto): Promise<BlogEntity> {
    const generated = !input.slug;
    const base = row.slug;
    for (let attempt = 0; attempt < 20; attempt++) {
      try {
        return await this.rows.save(row);
      } catch (error) {
        if (!isDuplicateKey(error)) throw error;
        if (!generated) throw new InvalidInputError({ slug: ['The slug has already been taken.'] });
        row.slug = `${base.slice(0, 150)}-${attempt + 2}`;
      }
    }
    throw new InvalidInputError({ slug: ['The slug has already been taken.'] });
  }

  private async findVisible(id: number): Promise<BlogEntity> {
    const row = await this.visible(this.rows.createQueryBuilder('b')).andWhere('b.id = :id', { id }).getOne();
    if (!row) throw new NotFoundError('Blog not found');
    return row;
  }

  private async reactionsOf(
    ids: number[],
    visitor: VisitorKey | null,
  ): Promise<Map<number, 'like' | 'dislike'>> {
    if (!visitor || !ids.length) return new Map();
    const rows = await this.visitors
      .createQueryBuilder('v')
      .where('v.visitor = :visitor', { visitor })
      .andWhere('v.blog_id IN (:...ids)', { ids })
      .andWhere('v.reaction IS NOT NULL')
      .getMany();
    return new Map(rows.map((row) => [row.blog_id, Number(row.reaction) === 1 ? 'like' : 'dislike']));
  }

  private publicUrl(id: number): string {
    return `${this.config.PUBLIC_WEB_URL.replace(/\/+$/, '')}${blogPublicPath(id)}`;
  }

  private toPublic(row: BlogEntity, reaction: 'like' | 'dislike' | null): PublicBlog {
    return {
      id: row.id,
      slug: row.slug,
      title: row.title,
      blogger_name: row.author_name,
      posted_date: (row.publish_at ?? row.created_at).toISOString(),
      description: row.body,
      excerpt: plainExcerpt(row.body, EXCERPT_CHARS),
      cover_image: this.images.url(row.cover_image_key),
      like: row.likes_count,
      dislike: row.dislikes_count,
      share: row.shares_count,
      reaction,
    };
  }

  protected toStaff(row: BlogEntity): StaffBlog {
    return {
      id: row.id,
      title: row.title,
      slug: row.slug,
      body: row.body,
      cover_image: row.cover_image_key,
      cover_image_url: this.images.url(row.cover_image_key),
      status: row.status,
      publish_at: row.publish_at ? row.publish_at.toISOString() : null,
      author_id: row.author_id,
      author_name: row.author_name,
      likes: row.likes_count,
      dislikes: row.dislikes_count,
      shares: row.shares_count,
      // Only a blog visitors can read has an address there: a draft's or a future one's would answer 404.
      public_url: isReadable(row) ? this.publicUrl(row.id) : null,
      created_at: row.created_at.toISOString(),
      updated_at: row.updated_at.toISOString(),
    };
  }
}
