import type { SearchListing } from '@app/contracts';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { fulltextTerms } from '../../social';
import { ListingPlaces } from '../common/listing-places';
import { FranchiseOfferEntity } from '../entities/franchise-offer.entity';
import { JobEntity } from '../entities/job.entity';
import { RequirementEntity } from '../entities/requirement.entity';
import { RestaurantSaleEntity } from '../entities/restaurant-sale.entity';
import { restaurantTypeText } from '../restaurants/restaurant-types';

const MATCH = (alias: string) => `MATCH(${alias}.search_text) AGAINST (:terms IN BOOLEAN MODE)`;

interface Hit {
  id: number;
  score: number;
  user_type_text: SearchListing['user_type_text'];
  title: string;
  state_id: number | null;
  city_id: number | null;
}

interface Raw {
  id: number;
  score: number;
  title: string | null;
  type_id?: number | null;
  type_other?: string | null;
  state_id?: number | null;
  city_id?: number | null;
}

/**
 * Global search's listings group (decision 118): requirements, open jobs, franchise offers and sale
 * listings whose `search_text` (title, brand, type, place names) has every searchable word, through each
 * table's FULLTEXT index, best match first. Held listings and closed jobs are never found. No contact
 * fields. Five queries: one per table (each at most `limit` rows) and the place names.
 */
@Injectable()
export class ListingSearch {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly places: ListingPlaces,
  ) {}

  async search(text: string, limit: number): Promise<SearchListing[]> {
    const terms = fulltextTerms(text);
    if (!terms || limit < 1) return [];
    const top = Math.min(limit, 50);
    const found = <T extends ObjectLiteral>(qb: SelectQueryBuilder<T>, alias: string) =>
      qb
        .addSelect(`${alias}.id`, 'id')
        .addSelect(MATCH(alias), 'score')
        .where(MATCH(alias), { terms })
        .andWhere(`${alias}.held_at IS NULL`)
        .orderBy('score', 'DESC')
        .addOrderBy(`${alias}.id`, 'DESC')
        .limit(top);
    const [requirements, jobs, offers, sales] = await Promise.all([
      found(
        this.db.getRepository(RequirementEntity).createQueryBuilder('r').select('r.title', 'title'),
        'r',
      ).getRawMany<Raw>(),
      found(
        this.db
          .getRepository(JobEntity)
          .createQueryBuilder('j')
          .select('j.title', 'title')
          .addSelect('j.state_id', 'state_id')
          .addSelect('j.city_id', 'city_id'),
        'j',
      )
        .andWhere('j.is_closed = 0')
        .getRawMany<Raw>(),
      found(
        this.db
          .getRepository(FranchiseOfferEntity)
          .createQueryBuilder('f')
          .select('f.brand_name', 'title')
          .addSelect('f.state_id', 'state_id')
          .addSelect('f.city_id', 'city_id'),
        'f',
      ).getRawMany<Raw>(),
      found(
        this.db
          .getRepository(RestaurantSaleEntity)
          .createQueryBuilder('s')
          .select('s.restaurant_type_id', 'type_id')
          .addSelect('s.restaurant_type_other', 'type_other')
          .addSelect('s.state_id', 'state_id')
          .addSelect('s.city_id', 'city_id'),
        's',
      ).getRawMany<Raw>(),
    ]);
    const hit =
      (user_type_text: Hit['user_type_text']) =>
      (r: Raw): Hit => ({
        id: Number(r.id),
        score: Number(r.score),
        user_type_text,
        title:
          user_type_text === 'sell_my_restaurant'
            ? (restaurantTypeText(Number(r.type_id), r.type_other ?? null) ?? '')
            : (r.title ?? ''),
        state_id: r.state_id ? Number(r.state_id) : null,
        city_id: r.city_id ? Number(r.city_id) : null,
      });
    const hits = [
      ...requirements.map(hit('requirement')),
      ...jobs.map(hit('job')),
      ...offers.map(hit('give_franchise')),
      ...sales.map(hit('sell_my_restaurant')),
    ]
      .sort((a, b) => b.score - a.score || b.id - a.id)
      .slice(0, top);
    const names = await this.places.names(hits.map((h) => ({ ...h, country_id: null })));
    return hits.map((h) => {
      const place = [h.city_id && names.cities.get(h.city_id), h.state_id && names.states.get(h.state_id)]
        .filter(Boolean)
        .join(', ');
      return { id: h.id, user_type_text: h.user_type_text, title: h.title, place: place || null };
    });
  }
}
