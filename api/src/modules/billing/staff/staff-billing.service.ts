import type { StaffPayment, StaffPaymentDetail } from '@app/contracts';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type DataSource, In } from 'typeorm';
import type { ListQuery } from '../../../core/admin-rest/list-query';
import { NotFoundError } from '../../../core/errors/domain-error';
import { CreditNotesService, InvoicesService } from '../../invoices';
import { MemberDirectory, type MemberFacts } from '../../members';
import { ProviderUnavailableError } from '../billing.errors';
import { CatalogueService } from '../catalogue/catalogue.service';
import { PaymentEntity } from '../entities/payment.entity';
import { RefundEntity } from '../entities/refund.entity';
import { PlanEntity } from '../entities/plan.entity';
import { SubscriptionEntity } from '../entities/subscription.entity';
import { PaymentConfirmationService } from '../payments/payment-confirmation.service';
import { PaymentEventsService } from '../payments/payment-events.service';
import { PaymentProvidersService } from '../providers/payment-providers';
import type { ProviderVerdict } from '../providers/payment-provider';
import type { StaffPaymentFilter, StaffSubscriptionFilter } from './staff-billing-filters';
import { toStaffPayment, toStaffPaymentEvent, toStaffSubscription } from './staff-billing.mappers';
import { escapeLike } from '../../../core/database/escape-like';

/**
 * Payments and subscriptions for finance and support, read-only, plus the one action support needs: ask
 * the provider again about a payment, through the same verification and confirmation the API uses.
 */
@Injectable()
export class StaffBillingService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly directory: MemberDirectory,
    private readonly catalogue: CatalogueService,
    private readonly providers: PaymentProvidersService,
    private readonly confirmation: PaymentConfirmationService,
    private readonly events: PaymentEventsService,
    private readonly invoices: InvoicesService,
    private readonly creditNotes: CreditNotesService,
  ) {}

  async listPayments(query: ListQuery<StaffPaymentFilter>): Promise<[StaffPayment[], number]> {
    const f = query.filter;
    const qb = this.db.getRepository(PaymentEntity).createQueryBuilder('p');
    if (f.status) qb.andWhere('p.status = :status', { status: f.status });
    if (f.provider) qb.andWhere('p.provider = :provider', { provider: f.provider });
    if (f.purpose) qb.andWhere('p.purpose = :purpose', { purpose: f.purpose });
    if (f.user_id !== undefined) qb.andWhere('p.user_id = :userId', { userId: f.user_id });
    if (f.from) qb.andWhere('p.created_at >= :from', { from: `${f.from} 00:00:00` });
    if (f.to) qb.andWhere('p.created_at < :to', { to: `${f.to} 23:59:59.999` });
    if (f.q) {
      const conditions = ['p.provider_order_id LIKE :q', 'p.provider_payment_id LIKE :q'];
      if (/^\d{1,10}$/.test(f.q)) conditions.push('p.id = :qId');
      qb.andWhere(`(${conditions.join(' OR ')})`, { q: `${escapeLike(f.q)}%`, qId: Number(f.q) });
    }
    const total = await qb.clone().getCount();
    const rows = await qb
      .orderBy(`p.${query.sort.field}`, query.sort.order)
      .addOrderBy('p.id', query.sort.order)
      .offset(query.offset)
      .limit(query.limit)
      .getMany();
    return [await this.paymentRecords(rows), total];
  }

  async getPayment(id: number): Promise<StaffPaymentDetail> {
    const payment = await this.db.getRepository(PaymentEntity).findOneBy({ id });
    if (!payment) throw new NotFoundError('Payment not found');
    const [record] = await this.paymentRecords([payment]);
    const events = (await this.events.forPayment(id)).map(toStaffPaymentEvent);
    // What the provider last verified: the newest event that came from (or asked) the provider.
    const verified = events.find((e) => e.source !== 'return') ?? events[0] ?? null;
    const refund = await this.db.getRepository(RefundEntity).findOneBy({ payment_id: id });
    const creditNote = record.invoice ? await this.creditNotes.ofInvoice(record.invoice.id) : null;
    return {
      ...record,
      provider_verified: verified,
      events,
      refund: refund
        ? {
            provider_refund_id: refund.provider_refund_id,
            reason: refund.reason,
            staff_id: refund.staff_id,
            created_at: refund.created_at.toISOString(),
          }
        : null,
      credit_note: creditNote,
    };
  }

  /**
   * Asks the provider about the payment now (its status look-up, as the member's own status checks do) and
   * applies the answer through the one confirmation path: a payment the provider took is activated once,
   * however often this runs. An unreachable provider changes nothing; the check is kept as `unavailable`.
   */
  async recheck(id: number) {
    const payment = await this.db.getRepository(PaymentEntity).findOneBy({ id });
    if (!payment) throw new NotFoundError('Payment not found');
    let verdict: ProviderVerdict;
    try {
      verdict = await this.providers
        .byName(payment.provider)
        .lookup(payment, await this.catalogue.currency(payment.currency));
    } catch (error) {
      if (!(error instanceof ProviderUnavailableError)) throw error;
      // The answer support needs is "the provider could not be asked": the page shows it as the latest
      // check, and nothing changed.
      await this.events.record({
        paymentId: id,
        provider: payment.provider,
        source: 'staff_recheck',
        outcome: 'unavailable',
        detail: { error: error.detail, status_before: payment.status, status_after: payment.status },
      });
      return this.getPayment(id);
    }
    const settled = await this.confirmation.settle(payment, verdict);
    await this.events.record({
      paymentId: id,
      provider: payment.provider,
      source: 'staff_recheck',
      outcome: verdict.state,
      detail: {
        provider_ref: verdict.state === 'paid' ? verdict.providerRef : null,
        amount_minor: verdict.state === 'paid' ? verdict.amountMinor : null,
        currency: verdict.state === 'paid' ? verdict.currency : null,
        reason: verdict.state === 'failed' ? verdict.reason : null,
        status_before: payment.status,
        status_after: settled.status,
      },
    });
    return this.getPayment(id);
  }

  async listSubscriptions(query: ListQuery<StaffSubscriptionFilter>) {
    const f = query.filter;
    const qb = this.db.getRepository(SubscriptionEntity).createQueryBuilder('s');
    if (f.status) qb.andWhere('s.status = :status', { status: f.status });
    if (f.plan_id !== undefined) qb.andWhere('s.plan_id = :planId', { planId: f.plan_id });
    if (f.user_id !== undefined) qb.andWhere('s.user_id = :userId', { userId: f.user_id });
    const total = await qb.clone().getCount();
    const rows = await qb
      .orderBy(`s.${query.sort.field}`, query.sort.order)
      .addOrderBy('s.id', query.sort.order)
      .offset(query.offset)
      .limit(query.limit)
      .getMany();
    return [await this.subscriptionRecords(rows), total] as const;
  }

  async getSubscription(id: number) {
    const subscription = await this.db.getRepository(SubscriptionEntity).findOneBy({ id });
    if (!subscription) throw new NotFoundError('Subscription not found');
    return (await this.subscriptionRecords([subscription]))[0];
  }

  private async paymentRecords(rows: PaymentEntity[]): Promise<StaffPayment[]> {
    const [members, invoices, units] = await Promise.all([
      this.membersOf(rows.map((r) => r.user_id)),
      this.invoices.numbersOfPayments(rows.map((r) => r.id)),
      this.catalogue.minorUnits(rows.map((r) => r.currency)),
    ]);
    return rows.map((r) =>
      toStaffPayment(r, members.get(r.user_id), units.get(r.currency) ?? 2, invoices.get(r.id)),
    );
  }

  private async subscriptionRecords(rows: SubscriptionEntity[]) {
    const planIds = [...new Set(rows.map((r) => r.plan_id))];
    const [members, plans] = await Promise.all([
      this.membersOf(rows.map((r) => r.user_id)),
      planIds.length ? this.db.getRepository(PlanEntity).findBy({ id: In(planIds) }) : Promise.resolve([]),
    ]);
    const names = new Map(plans.map((p) => [p.id, p.name]));
    return rows.map((r) => toStaffSubscription(r, members.get(r.user_id), names.get(r.plan_id)));
  }

  private membersOf(ids: number[]): Promise<Map<number, MemberFacts>> {
    return ids.length ? this.directory.factsOf([...new Set(ids)]) : Promise.resolve(new Map());
  }
}
