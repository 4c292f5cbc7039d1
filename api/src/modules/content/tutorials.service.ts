import type { PublicTutorial, StaffTutorial } from '@app/contracts';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type { ListQuery } from '../../core/admin-rest/list-query';
import { NotFoundError } from '../../core/errors/domain-error';
import { ContentImages } from './content-images.service';
import { escapeLike } from './content-paging';
import type { TutorialInputDto } from './dto/content.dto';
import { TutorialEntity } from './entities/tutorial.entity';

/** The tutorials page shows at most this many (staff keep a handful; the seeds show three). */
export const PUBLIC_TUTORIALS_MAX = 100;

export interface TutorialFilter {
  q: string;
  published: boolean;
}

@Injectable()
export class TutorialsService {
  constructor(
    @InjectRepository(TutorialEntity) private readonly tutorials: Repository<TutorialEntity>,
    private readonly images: ContentImages,
  ) {}

  async publicList(): Promise<PublicTutorial[]> {
    const rows = await this.tutorials
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

  async list(query: ListQuery<Partial<TutorialFilter>>): Promise<[StaffTutorial[], number]> {
    const qb = this.tutorials.createQueryBuilder('t');
    const { q, published } = query.filter;
    if (typeof q === 'string' && q.trim()) qb.andWhere('t.title LIKE :q', { q: `%${escapeLike(q.trim())}%` });
    if (typeof published === 'boolean') qb.andWhere('t.published = :published', { published });
    const [rows, total] = await qb
      .orderBy(`t.${query.sort.field}`, query.sort.order)
      .addOrderBy('t.id', 'ASC')
      .offset(query.offset)
      .limit(query.limit)
      .getManyAndCount();
    return [rows.map((row) => this.toStaff(row)), total];
  }

  async get(id: number): Promise<StaffTutorial> {
    return this.toStaff(await this.find(id));
  }

  async create(input: TutorialInputDto): Promise<StaffTutorial> {
    const row = this.tutorials.create({
      title: input.title,
      link: input.link ?? '',
      image_key: input.image ?? null,
      position: input.position ?? 0,
      published: input.published ?? true,
    });
    return this.toStaff(await this.tutorials.save(row));
  }

  async update(
    id: number,
    input: TutorialInputDto,
  ): Promise<{ before: StaffTutorial; after: StaffTutorial }> {
    const row = await this.find(id);
    const before = this.toStaff(row);
    row.title = input.title;
    // A link sent as null is cleared (the column holds '' for none).
    if (input.link !== undefined) row.link = input.link ?? '';
    if (input.image !== undefined) row.image_key = input.image;
    if (input.position != null) row.position = input.position;
    if (input.published != null) row.published = input.published;
    return { before, after: this.toStaff(await this.tutorials.save(row)) };
  }

  async remove(id: number): Promise<StaffTutorial> {
    const row = await this.find(id);
    const gone = this.toStaff(row);
    await this.tutorials.delete({ id });
    return gone;
  }

  async lastChange(): Promise<Date | null> {
    const row = await this.tutorials
      .createQueryBuilder('t')
      .select('MAX(t.updated_at)', 'at')
      .where('t.published = 1')
      .getRawOne<{ at: Date | null }>();
    return row?.at ? new Date(row.at) : null;
  }

  private async find(id: number): Promise<TutorialEntity> {
    const row = await this.tutorials.findOneBy({ id });
    if (!row) throw new NotFoundError('Tutorial not found');
    return row;
  }

  private toStaff(row: TutorialEntity): StaffTutorial {
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
