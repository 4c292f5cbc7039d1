import type { StaffTradeCategory, TradeCategory } from '@app/contracts';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Like, type Repository } from 'typeorm';
import type { ListQuery as StaffListQuery } from '../../../core/admin-rest/list-query';
import { InvalidInputError, NotFoundError } from '../../../core/errors/domain-error';
import { TradeCategoryEntity } from '../entities/trade-category.entity';
import { MarketplaceErrors } from '../marketplace.errors';
import { suggestCategory } from './category-suggestion';
import type { TradeCategoryDto } from './trade-category.dto';
import { isDuplicateKey } from '../../../core/database/duplicate-key';

export interface TradeCategoryFilter {
  q: string;
  id: number[];
}

export const toTradeCategory = (c: TradeCategoryEntity): TradeCategory => ({
  id: c.id,
  name: c.name_en,
  name_hi: c.name_hi,
});

export const toStaffTradeCategory = (c: TradeCategoryEntity): StaffTradeCategory => ({
  id: c.id,
  name_en: c.name_en,
  name_hi: c.name_hi,
  keywords: c.keywords,
  position: c.position,
  created_at: c.created_at.toISOString(),
  updated_at: c.updated_at.toISOString(),
});

/**
 * The trade categories (decision 300): a short list staff edit (tens of rows, read whole), the
 * suggestion of a requirement's category from its words, and the checks of ids members send.
 */
@Injectable()
export class TradeCategoriesService {
  constructor(
    @InjectRepository(TradeCategoryEntity) private readonly categories: Repository<TradeCategoryEntity>,
  ) {}

  /** Every category in list order. */
  all(): Promise<TradeCategoryEntity[]> {
    return this.categories.find({ order: { position: 'ASC', id: 'ASC' } });
  }

  /**
   * These categories by id (unknown ids are absent). Nulls are skipped; with `anyRows`, the query runs
   * even when none is left, so a list page costs the same statements whether its rows have a category.
   */
  async byIds(ids: ReadonlyArray<number | null>, anyRows = false): Promise<Map<number, TradeCategoryEntity>> {
    const unique = [...new Set(ids.filter((id): id is number => id !== null))];
    if (!unique.length && !anyRows) return new Map();
    if (!unique.length) unique.push(0);
    const rows = await this.categories.findBy({ id: In(unique) });
    return new Map(rows.map((row) => [row.id, row]));
  }

  /** A 422 on `field` unless every id names a category. */
  async requireAll(ids: readonly number[], field: string): Promise<void> {
    const found = await this.byIds(ids);
    if (ids.some((id) => !found.has(id)))
      throw new InvalidInputError({ [field]: [MarketplaceErrors.unknownTradeCategory] });
  }

  /** The category a requirement's words suggest, or null (decision 300). */
  async suggest(title: string, description: string): Promise<number | null> {
    return suggestCategory(title, description, await this.all());
  }

  // The console's side (ra-data-simple-rest).

  async list(query: StaffListQuery<Partial<TradeCategoryFilter>>): Promise<[TradeCategoryEntity[], number]> {
    const { q, id } = query.filter;
    const where = id?.length
      ? { id: In(id) }
      : typeof q === 'string' && q.trim()
        ? { name_en: Like(`%${q.trim().replace(/[%_\\]/g, '\\$&')}%`) }
        : {};
    return this.categories.findAndCount({
      where,
      order: { [query.sort.field]: query.sort.order, id: 'ASC' },
      skip: query.offset,
      take: query.limit,
    });
  }

  async get(id: number): Promise<TradeCategoryEntity> {
    const row = await this.categories.findOneBy({ id });
    if (!row) throw new NotFoundError(MarketplaceErrors.tradeCategoryNotFound);
    return row;
  }

  async create(input: TradeCategoryDto): Promise<TradeCategoryEntity> {
    try {
      const saved = await this.categories.save(
        this.categories.create({
          name_en: input.name_en,
          name_hi: input.name_hi,
          keywords: input.keywords ?? '',
          position: input.position ?? 0,
        }),
      );
      return this.get(saved.id);
    } catch (error) {
      throw this.duplicate(error);
    }
  }

  async update(id: number, input: TradeCategoryDto): Promise<TradeCategoryEntity> {
    await this.get(id);
    try {
      await this.categories.update(id, {
        name_en: input.name_en,
        name_hi: input.name_hi,
        ...(input.keywords !== undefined && { keywords: input.keywords }),
        ...(input.position !== undefined && { position: input.position }),
        updated_at: new Date(),
      });
    } catch (error) {
      throw this.duplicate(error);
    }
    return this.get(id);
  }

  /**
   * Removes a category: vendors lose it (their routing rows go with it, by the foreign key), requirements
   * keep their text and lose the category.
   */
  async remove(id: number): Promise<TradeCategoryEntity> {
    const row = await this.get(id);
    await this.categories.delete(id);
    return row;
  }

  private duplicate(error: unknown): unknown {
    return isDuplicateKey(error)
      ? new InvalidInputError({ name_en: [MarketplaceErrors.tradeCategoryTaken] })
      : error;
  }
}
