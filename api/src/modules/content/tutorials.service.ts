import type { PublicTutorial, StaffTutorial } from '@app/contracts';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository, SelectQueryBuilder } from 'typeorm';
import { ContentImagesService } from './content-images.service';
import type { TutorialInputDto } from './dto/content.dto';
import { TutorialEntity } from './entities/tutorial.entity';
import { StaffContent, titleLike } from './staff-content';

/** The tutorials page shows at most this many (staff keep a handful; the seeds show three). */
export const PUBLIC_TUTORIALS_MAX = 100;

export interface TutorialFilter {
  q: string;
  published: boolean;
}

@Injectable()
export class TutorialsService extends StaffContent<
  TutorialEntity,
  StaffTutorial,
  TutorialInputDto,
  TutorialFilter
> {
  constructor(
    @InjectRepository(TutorialEntity) tutorials: Repository<TutorialEntity>,
    private readonly images: ContentImagesService,
  ) {
    super(tutorials, { alias: 't', notFound: 'Tutorial not found', ties: 'ASC' });
  }

  async publicList(): Promise<PublicTutorial[]> {
    const rows = await this.rows
      .createQueryBuilder('t')
      .where('t.published = 1')
      .orderBy('t.position', 'ASC')
      .addOrderBy('t.id', 'ASC')
      .limit(PUBLIC_TUTORIALS_MAX)
      .getMany();
    return rows.map((row) => ({
      id: row.id,
      title: row.title,
      link: row.link,
      image: this.images.url(row.image_key),
      position: row.position,
    }));
  }

  async create(input: TutorialInputDto): Promise<StaffTutorial> {
    const row = this.rows.create({
      title: input.title,
      link: input.link ?? '',
      image_key: input.image ?? null,
      position: input.position ?? 0,
      published: input.published ?? true,
    });
    return this.toStaff(await this.rows.save(row));
  }

  lastChange(): Promise<Date | null> {
    return this.lastPublishedChange();
  }

  protected filter(qb: SelectQueryBuilder<TutorialEntity>, { q, published }: Partial<TutorialFilter>): void {
    titleLike(qb, q);
    if (typeof published === 'boolean') qb.andWhere('t.published = :published', { published });
  }

  protected apply(row: TutorialEntity, input: TutorialInputDto): void {
    row.title = input.title;
    // A link sent as null is cleared (the column holds '' for none).
    if (input.link !== undefined) row.link = input.link ?? '';
    if (input.image !== undefined) row.image_key = input.image;
    if (input.position != null) row.position = input.position;
    if (input.published != null) row.published = input.published;
  }

  protected toStaff(row: TutorialEntity): StaffTutorial {
    return {
      id: row.id,
      title: row.title,
      link: row.link,
      image: row.image_key,
      image_url: this.images.url(row.image_key),
      position: row.position,
      published: Boolean(row.published),
      created_at: row.created_at.toISOString(),
      updated_at: row.updated_at.toISOString(),
    };
  }
}
