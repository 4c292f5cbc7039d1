import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, LessThanOrEqual, Not, type Repository } from 'typeorm';
import type { ListQuery } from '../../core/admin-rest/list-query';
import { DomainError, InvalidInputError, NotFoundError } from '../../core/errors/domain-error';
import type { ExchangeRateDto } from './dto/exchange-rate.dto';
import { ExchangeRateEntity } from './entities/exchange-rate.entity';
import { InvoiceEntity } from './entities/invoice.entity';
import { istDate } from './invoice-numbering';
import { applyInvoiceFilter, type StaffInvoiceFilter } from './staff/staff-invoice-filter';
import { toPaise } from './rupee-value';
import { isDuplicateKey } from '../../core/database/duplicate-key';

export interface ExchangeRateFilter {
  currency: string;
}

/** The rupee columns of an invoice, as valued at a rate. */
export type RupeeValue = Pick<
  InvoiceEntity,
  'inr_rate' | 'inr_rate_date' | 'total_inr_paise' | 'taxable_inr_paise'
>;

/** A foreign currency and date for which no rate exists yet (the export says which). */
export interface MissingRate {
  currency: string;
  invoice_date: string;
}

/**
 * Rupee values of foreign-currency invoices (decision 293). GST values a supply in a foreign currency at
 * the RBI reference rate of the date of supply (rule 34 of the CGST Rules); no rate service can be reached
 * from here, so finance staff enter the RBI's rates in the console. An invoice takes the rate of its own
 * date, or of the latest earlier date (the RBI publishes none on holidays), and keeps it.
 */
@Injectable()
export class ExchangeRatesService {
  constructor(
    @InjectRepository(ExchangeRateEntity) private readonly rates: Repository<ExchangeRateEntity>,
    @InjectRepository(InvoiceEntity) private readonly invoices: Repository<InvoiceEntity>,
  ) {}

  /** The rate for `currency` on `date`: that day's, else the latest before it; null when none. */
  rateOn(currency: string, date: string): Promise<ExchangeRateEntity | null> {
    return this.rates.findOne({
      where: { currency, rate_date: LessThanOrEqual(date) },
      order: { rate_date: 'DESC' },
    });
  }

  /** An invoice's rupee columns: paise as they are for rupees; at its date's rate otherwise, or nulls. */
  async valueOf(
    invoice: Pick<InvoiceEntity, 'currency' | 'invoice_date' | 'total_minor' | 'taxable_minor'>,
  ): Promise<RupeeValue> {
    if (invoice.currency === 'INR')
      return { inr_rate: null, inr_rate_date: null, total_inr_paise: null, taxable_inr_paise: null };
    const rate = await this.rateOn(invoice.currency, invoice.invoice_date);
    if (!rate) return { inr_rate: null, inr_rate_date: null, total_inr_paise: null, taxable_inr_paise: null };
    return {
      inr_rate: rate.inr_per_unit,
      inr_rate_date: rate.rate_date,
      total_inr_paise: toPaise(invoice.total_minor, invoice.currency, rate.inr_per_unit),
      taxable_inr_paise: toPaise(invoice.taxable_minor, invoice.currency, rate.inr_per_unit),
    };
  }

  /**
   * Values the foreign invoices of the period that were issued before their rate was entered, and names the
   * currencies and dates that still have none (the GSTR-1 export refuses to run with any).
   */
  async valueUnvalued(filter: StaffInvoiceFilter): Promise<MissingRate[]> {
    const qb = applyInvoiceFilter(this.invoices.createQueryBuilder('i'), filter)
      .andWhere("i.currency <> 'INR'")
      .andWhere('i.total_inr_paise IS NULL');
    const missing = new Map<string, MissingRate>();
    for (const invoice of await qb.orderBy('i.id', 'ASC').getMany()) {
      const value = await this.valueOf(invoice);
      if (value.total_inr_paise === null) {
        missing.set(`${invoice.currency} ${invoice.invoice_date}`, {
          currency: invoice.currency,
          invoice_date: invoice.invoice_date,
        });
        continue;
      }
      await this.invoices.update({ id: invoice.id, total_inr_paise: IsNull() }, value);
    }
    return [...missing.values()];
  }

  async list(query: ListQuery<Partial<ExchangeRateFilter>>): Promise<[ExchangeRateEntity[], number]> {
    const qb = this.rates.createQueryBuilder('r');
    const { currency } = query.filter;
    if (typeof currency === 'string' && currency.trim())
      qb.andWhere('r.currency = :currency', { currency: currency.trim().toUpperCase() });
    return qb
      .orderBy(`r.${query.sort.field}`, query.sort.order)
      .addOrderBy('r.id', query.sort.order)
      .skip(query.offset)
      .take(query.limit)
      .getManyAndCount();
  }

  async get(id: number): Promise<ExchangeRateEntity> {
    const rate = await this.rates.findOneBy({ id });
    if (!rate) throw new NotFoundError('Exchange rate not found');
    return rate;
  }

  async create(input: ExchangeRateDto): Promise<ExchangeRateEntity> {
    this.refuseFuture(input.rate_date);
    try {
      return await this.rates.save(this.rates.create(input));
    } catch (error) {
      if (isDuplicateKey(error)) throw duplicate(input);
      throw error;
    }
  }

  /** A rate an invoice was valued at is kept as it is: the invoice states it (409). */
  async update(id: number, input: ExchangeRateDto): Promise<ExchangeRateEntity> {
    const rate = await this.get(id);
    this.refuseFuture(input.rate_date);
    await this.refuseUsed(rate);
    try {
      await this.rates.update({ id }, input);
    } catch (error) {
      if (isDuplicateKey(error)) throw duplicate(input);
      throw error;
    }
    return this.get(id);
  }

  async remove(id: number): Promise<ExchangeRateEntity> {
    const rate = await this.get(id);
    await this.refuseUsed(rate);
    await this.rates.delete({ id });
    return rate;
  }

  private refuseFuture(date: string): void {
    if (date > istDate(new Date()))
      throw new InvalidInputError({ rate_date: ['The date of a rate cannot be in the future'] });
  }

  private async refuseUsed(rate: ExchangeRateEntity): Promise<void> {
    const used = await this.invoices.exists({
      where: { currency: rate.currency, inr_rate_date: rate.rate_date, inr_rate: Not(IsNull()) },
    });
    if (used)
      throw new DomainError(
        409,
        'Invoices were valued at this rate; it stays as it is. Enter a rate for another date instead.',
      );
  }
}

const duplicate = (input: ExchangeRateDto) =>
  new InvalidInputError({
    rate_date: [`There is already a ${input.currency} rate for ${input.rate_date}; edit that one`],
  });
