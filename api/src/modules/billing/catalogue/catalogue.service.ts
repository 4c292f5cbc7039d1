import { BLUE_TICK_PLAN_ID, type CountryLight } from '@app/contracts';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, IsNull, type Repository } from 'typeorm';
import { InvalidInputError, NotFoundError } from '../../../core/errors/domain-error';
import { LocationsService } from '../../locations';
import { CurrencyEntity } from '../entities/currency.entity';
import { PlanPriceEntity } from '../entities/plan-price.entity';
import { PlanEntity } from '../entities/plan.entity';
import { isYoungAccount } from './pricing';

/** A plan's price for one country: its own row, or the plan's price for everywhere else. */
export interface CountryPrice {
  plan: PlanEntity;
  country: CountryLight;
  currency: CurrencyEntity;
  row: PlanPriceEntity;
}

/** What one member pays for a plan before any coupon, and what the page shows for it. */
export interface ListPrice extends CountryPrice {
  listMinor: number;
  displayMinor: number;
  /** The struck-through headline when the introductory price applies. */
  strikeDisplayMinor: number | null;
  intro: boolean;
}

/** Plans and their prices per country (the catalogue is loaded by migration 1795300000200). */
@Injectable()
export class CatalogueService {
  constructor(
    @InjectRepository(PlanEntity) private readonly plans: Repository<PlanEntity>,
    @InjectRepository(PlanPriceEntity) private readonly prices: Repository<PlanPriceEntity>,
    @InjectRepository(CurrencyEntity) private readonly currencies: Repository<CurrencyEntity>,
    private readonly locations: LocationsService,
  ) {}

  async plan(id: number): Promise<PlanEntity> {
    const plan = await this.plans.findOneBy({ id });
    if (!plan) throw new NotFoundError('Plan not found');
    return plan;
  }

  /** Whether a plan has this id (the console's forms name plans by id). */
  planExists(id: number): Promise<boolean> {
    return this.plans.existsBy({ id });
  }

  /** Whether the catalogue has this currency (the console's forms name currencies by code). */
  currencyExists(code: string): Promise<boolean> {
    return this.currencies.existsBy({ code });
  }

  async allPlans(): Promise<PlanEntity[]> {
    return this.plans.find({ order: { id: 'ASC' } });
  }

  /** The plan's price in the country; 422 for a country id that does not exist. */
  async countryPrice(planId: number, countryId: number): Promise<CountryPrice> {
    const [plan, country] = await Promise.all([this.plan(planId), this.country(countryId)]);
    const rows = await this.prices.find({
      where: [
        { plan_id: planId, country_id: countryId },
        { plan_id: planId, country_id: IsNull() },
      ],
    });
    const row = priceRowFor(rows, countryId);
    const currency = await this.currencies.findOneByOrFail({ code: row.currency });
    return { plan, country, currency, row };
  }

  /**
   * Every plan's price in the country, in four queries however many plans staff add (GET user/plan read
   * them plan by plan: five queries a plan).
   */
  async allCountryPrices(countryId: number): Promise<CountryPrice[]> {
    const [plans, country] = await Promise.all([this.allPlans(), this.country(countryId)]);
    if (!plans.length) return [];
    const planIds = plans.map((p) => p.id);
    const rows = await this.prices.find({
      where: [
        { plan_id: In(planIds), country_id: countryId },
        { plan_id: In(planIds), country_id: IsNull() },
      ],
    });
    const codes = [...new Set(rows.map((r) => r.currency))];
    const currencies = new Map(
      (codes.length ? await this.currencies.findBy({ code: In(codes) }) : []).map((c) => [c.code, c]),
    );
    return plans.map((plan) => {
      const row = priceRowFor(
        rows.filter((r) => r.plan_id === plan.id),
        countryId,
      );
      const currency = currencies.get(row.currency);
      if (!currency) throw new Error(`Plan price ${row.id} names an unknown currency ${row.currency}`);
      return { plan, country, currency, row };
    });
  }

  /**
   * The member's price: the blue tick costs the introductory amount while the account is young
   * (`createdAt` null = an anonymous visitor, who is shown the standard price).
   */
  async listPrice(
    planId: number,
    countryId: number,
    accountCreatedAt: Date | null,
    now = new Date(),
  ): Promise<ListPrice> {
    const price = await this.countryPrice(planId, countryId);
    const { row } = price;
    const intro =
      planId === BLUE_TICK_PLAN_ID &&
      row.intro_amount_minor !== null &&
      !!accountCreatedAt &&
      isYoungAccount(accountCreatedAt, now);
    return intro
      ? {
          ...price,
          listMinor: row.intro_amount_minor!,
          displayMinor: row.intro_display_minor!,
          strikeDisplayMinor: row.display_minor,
          intro,
        }
      : {
          ...price,
          listMinor: row.amount_minor,
          displayMinor: row.display_minor,
          strikeDisplayMinor: null,
          intro,
        };
  }

  async currency(code: string): Promise<CurrencyEntity> {
    return this.currencies.findOneByOrFail({ code });
  }

  /** The minor units of these currencies, in one query however many a page of money rows names. */
  async minorUnits(codes: string[]): Promise<Map<string, number>> {
    const unique = [...new Set(codes)];
    const rows = unique.length ? await this.currencies.findBy({ code: In(unique) }) : [];
    return new Map(rows.map((c) => [c.code, c.minor_unit]));
  }

  private async country(id: number): Promise<CountryLight> {
    try {
      return await this.locations.findCountry(id);
    } catch (error) {
      if (error instanceof NotFoundError)
        throw new InvalidInputError({ country_id: ['The selected country is invalid.'] });
      throw error;
    }
  }
}

/** A plan's own row for the country, else its row for everywhere else. */
function priceRowFor(rows: PlanPriceEntity[], countryId: number): PlanPriceEntity {
  const row = rows.find((r) => r.country_id === countryId) ?? rows.find((r) => r.country_id === null);
  if (!row) throw new NotFoundError('This plan has no price');
  return row;
}
