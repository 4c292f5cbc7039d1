import {
  DEFAULT_PODCAST_SERIES_TITLE,
  type Page,
  PODCAST_SERIES,
  type PodcastSeries,
  type PublicPodcast,
  type StaffPodcast,
} from '@app/contracts';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type { ListQuery } from '../../core/admin-rest/list-query';
import { NotFoundError } from '../../core/errors/domain-error';
import { ContentImages } from './content-images.service';
import { CONTENT_PER_PAGE, contentPage, escapeLike } from './content-paging';
import type { PodcastInputDto, PodcastListQuery } from './dto/content.dto';
import { PodcastEntity } from './entities/podcast.entity';

export interface PodcastFilter {
  q: string;
  series: PodcastSeries;
  published: boolean;
}

/**
 * The series a `title=` names (decision 140): a series title, case-insensitive; the seeds' default
 * 'The Phoenix Tales' is The Phoenix Tale. Any other title names no series (an empty list).
 */
export function seriesOf(title: string): PodcastSeries | null {
  const wanted = title.trim().toLowerCase();
  if (wanted === DEFAULT_PODCAST_SERIES_TITLE.toLowerCase()) return 'The Phoenix Tale';
  return PODCAST_SERIES.find((series) => series.toLowerCase() === wanted) ?? null;
}

@Injectable()
export class PodcastsService {
  constructor(
    @InjectRepository(PodcastEntity) private readonly podcasts: Repository<PodcastEntity>,
    private readonly images: ContentImages,
  ) {}

  /** Published podcasts, newest first unless `order=asc`; `title` picks a series, `search` words. */
  async publicList(query: PodcastListQuery): Promise<Page<PublicPodcast>> {
    const qb = this.podcasts.createQueryBuilder('p').where('p.published = 1');
    if (query.title) {
      const series = seriesOf(query.title);
      if (!series) return contentPage(qb.andWhere('1 = 0'), 1, 1, (row) => this.toPublic(row));
      qb.andWhere('p.series = :series', { series });
    }
    if (query.search) {
      qb.andWhere('(p.title LIKE :q OR p.description LIKE :q)', { q: `%${escapeLike(query.search)}%` });
    }
    qb.orderBy('p.id', query.order === 'asc' ? 'ASC' : 'DESC');
    return contentPage(qb, query.page ?? 1, query.per_page ?? CONTENT_PER_PAGE, (row) => this.toPublic(row));
  }

  async list(query: ListQuery<Partial<PodcastFilter>>): Promise<[StaffPodcast[], number]> {
    const qb = this.podcasts.createQueryBuilder('p');
    const { q, series, published } = query.filter;
    if (typeof q === 'string' && q.trim()) qb.andWhere('p.title LIKE :q', { q: `%${escapeLike(q.trim())}%` });
    if (typeof series === 'string') qb.andWhere('p.series = :series', { series });
    if (typeof published === 'boolean') qb.andWhere('p.published = :published', { published });
    const [rows, total] = await qb
      .orderBy(`p.${query.sort.field}`, query.sort.order)
      .addOrderBy('p.id', 'DESC')
      .offset(query.offset)
      .limit(query.limit)
      .getManyAndCount();
    return [rows.map((row) => this.toStaff(row)), total];
  }

  async get(id: number): Promise<StaffPodcast> {
    return this.toStaff(await this.find(id));
  }

  async create(input: PodcastInputDto): Promise<StaffPodcast> {
    const row = this.podcasts.create({
      title: input.title,
      series: input.series,
      description: input.description ?? '',
      image_key: input.image ?? null,
      link: input.link ?? '',
      published: input.published ?? false,
    });
    return this.toStaff(await this.podcasts.save(row));
  }

  async update(id: number, input: PodcastInputDto): Promise<{ before: StaffPodcast; after: StaffPodcast }> {
    const row = await this.find(id);
    const before = this.toStaff(row);
    row.title = input.title;
    row.series = input.series;
    // A field sent as null is cleared (the columns hold '' for none).
    if (input.description !== undefined) row.description = input.description ?? '';
    if (input.image !== undefined) row.image_key = input.image;
    if (input.link !== undefined) row.link = input.link ?? '';
    if (input.published != null) row.published = input.published;
    return { before, after: this.toStaff(await this.podcasts.save(row)) };
  }

  async remove(id: number): Promise<StaffPodcast> {
    const row = await this.find(id);
    const gone = this.toStaff(row);
    await this.podcasts.delete({ id });
    return gone;
  }

  /** When the published podcasts last changed (the sitemap's lastmod of the podcast pages). */
  async lastChange(): Promise<Date | null> {
    const row = await this.podcasts
      .createQueryBuilder('p')
      .select('MAX(p.updated_at)', 'at')
      .where('p.published = 1')
      .getRawOne<{ at: Date | null }>();
    return row?.at ? new Date(row.at) : null;
  }

  private async find(id: number): Promise<PodcastEntity> {
    const row = await this.podcasts.findOneBy({ id });
    if (!row) throw new NotFoundError('Podcast not found');
    return row;
  }

  private toPublic(row: PodcastEntity): PublicPodcast {
    return {
      id: row.id,
      title: row.title,
      name: row.series,
      description: row.description,
      image: this.images.url(row.image_key),
      link: row.link,
      created_at: row.created_at.toISOString(),
    };
  }

  private toStaff(row: PodcastEntity): StaffPodcast {
    return {
      id: row.id,
      title: row.title,
      series: row.series,
      description: row.description,
      image: row.image_key,
      image_url: this.images.url(row.image_key),
      link: row.link,
      published: Boolean(row.published),
      created_at: row.created_at.toISOString(),
      updated_at: row.updated_at.toISOString(),
    };
  }
}
