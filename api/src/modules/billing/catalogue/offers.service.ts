import type { CouponResult, PlanEntry } from '@app/contracts';
import { Injectable } from '@nestjs/common';
import { CouponsService } from '../coupons/coupons.service';
import { toMajor } from '../money';
import { CatalogueService, type CountryPrice } from './catalogue.service';
import { discounted } from './pricing';

/** What the sign-up and upgrade pages show before anyone pays: plan prices and coupon previews. */
@Injectable()
export class OffersService {
  constructor(
    private readonly catalogue: CatalogueService,
    private readonly coupons: CouponsService,
  ) {}

  /** GET user/plan?country_id: every plan with the country's price (Elite first, as the seeds read it). */
  async plans(countryId: number): Promise<PlanEntry[]> {
    const prices = await this.catalogue.allCountryPrices(countryId);
    const codes = await this.coupons.advertised(
      prices.map((p) => ({ planId: p.plan.id, currency: p.currency.code })),
    );
    return prices.map((price, i) => this.toEntry(price, codes[i] ?? null));
  }

  /**
   * GET apply-coupon/{plan}: the price with the coupon, for the standard price in the country. Anonymous
   * (the elite sign-up page), so the per-member limit is checked again at checkout.
   */
  async applyCoupon(planId: number, countryId: number, code: string): Promise<CouponResult> {
    const price = await this.catalogue.listPrice(planId, countryId, null);
    const coupon = await this.coupons.check(code, { planId, currency: price.currency.code, userId: null });
    const unit = price.currency.minor_unit;
    const { discountMinor, amountMinor } = discounted(price.listMinor, unit, coupon);
    return {
      plan_id: planId,
      country_id: countryId,
      currency: price.currency.code,
      currency_symbol: price.currency.symbol,
      amount: toMajor(price.listMinor, unit),
      discount: toMajor(discountMinor, unit),
      payable_amount: toMajor(amountMinor, unit),
      applied_coupon: coupon.code,
    };
  }

  private toEntry({ plan, country, currency, row }: CountryPrice, couponCode: string | null): PlanEntry {
    const unit = currency.minor_unit;
    const major = (minor: number | null) => (minor === null ? null : toMajor(minor, unit));
    return {
      id: plan.id,
      name: plan.name,
      product_info: plan.product_info,
      kind: plan.kind,
      duration_months: plan.duration_months,
      coupon_code: couponCode,
      countries: {
        id: country.id,
        name: country.name,
        currency: currency.code,
        currency_symbol: currency.symbol,
        minor_unit: unit,
        pivot: {
          plan_id: plan.id,
          country_id: country.id,
          amount: toMajor(row.amount_minor, unit),
          amount_minor: row.amount_minor,
          display_amount: toMajor(row.display_minor, unit),
          intro_amount: major(row.intro_amount_minor),
          intro_display_amount: major(row.intro_display_minor),
        },
      },
    };
  }
}
