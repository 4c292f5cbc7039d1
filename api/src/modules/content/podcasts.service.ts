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
import type { Repository, SelectQueryBuilder } from 'typeorm';
import { ContentImagesService } from './content-images.service';
import { escapeLike } from '../../core/database/escape-like';
import { CONTENT_PER_PAGE, contentPage } from './content-paging';
import type { PodcastInputDto, PodcastListQuery } from './dto/content.dto';
import { PodcastEntity } from './entities/podcast.entity';
import { StaffContent, titleLike } from './staff-content';

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
export class PodcastsService extends StaffContent<
  PodcastEntity,
  StaffPodcast,
  PodcastInputDto,
  PodcastFilter
> {
  constructor(
    @InjectRepository(PodcastEntity) podcasts: Repository<PodcastEntity>,
    private readonly images: ContentImagesService,
  ) {
    super(podcasts, { alias: 'p', notFound: 'Podcast not found', ties: 'DESC' });
  }

  /** Published podcasts, newest first unless `order=asc`; `title` picks a series, `search` words. */
  async publicList(query: PodcastListQuery): Promise<Page<PublicPodcast>> {
    const qb = this.rows.createQueryBuilder('p').where('p.published = 1');
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

  async create(input: PodcastInputDto): Promise<StaffPodcast> {
    const row = this.rows.create({
      title: input.title,
      series: input.series,
      description: input.description ?? '',
      image_key: input.image ?? null,
      link: input.link ?? '',
      published: input.published ?? false,
    });
    return this.toStaff(await this.rows.save(row));
  }

  /** When the published podcasts last changed (the sitemap's lastmod of the podcast pages). */
  lastChange(): Promise<Date | null> {
    return this.lastPublishedChange();
  }

  protected filter(
    qb: SelectQueryBuilder<PodcastEntity>,
    { q, series, published }: Partial<PodcastFilter>,
  ): void {
    titleLike(qb, q);
    if (typeof series === 'string') qb.andWhere('p.series = :series', { series });
    if (typeof published === 'boolean') qb.andWhere('p.published = :published', { published });
  }

  protected apply(row: PodcastEntity, input: PodcastInputDto): void {
    row.title = input.title;
    row.series = input.series;
    // A field sent as null is cleared (the columns hold '' for none).
    if (input.description !== undefined) row.description = input.description ?? '';
    if (input.image !== undefined) row.image_key = input.image;
    if (input.link !== undefined) row.link = input.link ?? '';
    if (input.published != null) row.published = input.published;
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

  protected toStaff(row: PodcastEntity): StaffPodcast {
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
