import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { ListQuery } from '../../../core/admin-rest/list-query';
import { DomainError, InvalidInputError, NotFoundError } from '../../../core/errors/domain-error';
import { LocationsService } from '../../locations';
import type { PlanPriceDto } from '../dto/staff-catalogue.dto';
import { PlanPriceEntity } from '../entities/plan-price.entity';
import { PlanEntity } from '../entities/plan.entity';
import { CatalogueService } from './catalogue.service';
import { isDuplicateKey } from '../../../core/database/duplicate-key';

export interface PlanPriceFilter {
  plan_id: number;
  country_id: number;
  currency: string;
}

export const PlanPriceMessages = {
  duplicate: 'This plan has a price for this country already: edit that one.',
  worldDefault: 'The price for every other country cannot be removed; change it instead.',
} as const;

/**
 * Plans and their prices per country, for the console (docs/decisions/161). Checkout reads the price when
 * a payment starts and records it on the payment (list, discount, amount), so a change here applies to
 * checkouts started afterwards only; every change is in the audit log with its before and after.
 */
@Injectable()
export class StaffPlansService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly locations: LocationsService,
    private readonly catalogue: CatalogueService,
  ) {}

  async listPlans(query: ListQuery<object>): Promise<[PlanEntity[], number]> {
    return this.db.getRepository(PlanEntity).findAndCount({
      order: { [query.sort.field]: query.sort.order },
      skip: query.offset,
      take: query.limit,
    });
  }

  plan(id: number): Promise<PlanEntity> {
    return this.catalogue.plan(id);
  }

  async rename(id: number, name: string): Promise<PlanEntity> {
    await this.plan(id);
    await this.db.getRepository(PlanEntity).update(id, { name });
    return this.plan(id);
  }

  /** Prices of a plan, default row (every other country) first, then by country. */
  async listPrices(query: ListQuery<Partial<PlanPriceFilter>>): Promise<[PlanPriceEntity[], number]> {
    const { plan_id, country_id, currency } = query.filter;
    const qb = this.db.getRepository(PlanPriceEntity).createQueryBuilder('p');
    if (plan_id !== undefined) qb.andWhere('p.plan_id = :plan', { plan: Number(plan_id) || 0 });
    if (country_id !== undefined)
      qb.andWhere('p.country_id = :country', { country: Number(country_id) || 0 });
    if (typeof currency === 'string' && currency) qb.andWhere('p.currency = :currency', { currency });
    return qb
      .orderBy(`p.${query.sort.field}`, query.sort.order)
      .addOrderBy('p.id', 'ASC')
      .skip(query.offset)
      .take(query.limit)
      .getManyAndCount();
  }

  async price(id: number): Promise<PlanPriceEntity> {
    const row = await this.db.getRepository(PlanPriceEntity).findOneBy({ id });
    if (!row) throw new NotFoundError('Price not found');
    return row;
  }

  async createPrice(input: PlanPriceDto): Promise<PlanPriceEntity> {
    const values = await this.checked(input);
    try {
      return await this.db.manager.save(this.db.manager.create(PlanPriceEntity, values));
    } catch (error) {
      if (isDuplicateKey(error)) throw new InvalidInputError({ country_id: [PlanPriceMessages.duplicate] });
      throw error;
    }
  }

  /** A price row keeps its plan and country (that is what it is the price of); amounts and currency change. */
  async updatePrice(id: number, input: PlanPriceDto): Promise<PlanPriceEntity> {
    const current = await this.price(id);
    const values = await this.checked({ ...input, plan_id: current.plan_id, country_id: current.country_id });
    await this.db.getRepository(PlanPriceEntity).update(id, values);
    return this.price(id);
  }

  async removePrice(id: number): Promise<PlanPriceEntity> {
    const current = await this.price(id);
    if (current.country_id === null) throw new DomainError(409, PlanPriceMessages.worldDefault);
    await this.db.getRepository(PlanPriceEntity).delete(id);
    return current;
  }

  private async checked(input: PlanPriceDto): Promise<Omit<PlanPriceEntity, 'id'>> {
    const errors: Record<string, string[]> = {};
    const fail = (field: string, message: string) => (errors[field] ??= []).push(message);
    if (!(await this.catalogue.planExists(input.plan_id))) fail('plan_id', 'The selected plan is invalid.');
    if (!(await this.catalogue.currencyExists(input.currency)))
      fail('currency', 'The selected currency is invalid.');
    const countryId = input.country_id ?? null;
    if (countryId !== null) {
      try {
        await this.locations.findCountry(countryId);
      } catch (error) {
        if (!(error instanceof NotFoundError)) throw error;
        fail('country_id', 'The selected country is invalid.');
      }
    }
    const introAmount = input.intro_amount_minor ?? null;
    const introDisplay = input.intro_display_minor ?? null;
    if ((introAmount === null) !== (introDisplay === null)) {
      fail('intro_display_minor', 'Give both introductory amounts, or neither.');
    }
    if (Object.keys(errors).length) throw new InvalidInputError(errors);
    return {
      plan_id: input.plan_id,
      country_id: countryId,
      currency: input.currency,
      amount_minor: input.amount_minor,
      display_minor: input.display_minor,
      intro_amount_minor: introAmount,
      intro_display_minor: introDisplay,
    };
  }
}
