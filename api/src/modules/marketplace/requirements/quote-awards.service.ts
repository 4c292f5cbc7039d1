import { type ComparedQuote, type Page, VendorMessages } from '@app/contracts';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type DataSource, Not } from 'typeorm';
import { DomainError, ForbiddenError, NotFoundError } from '../../../core/errors/domain-error';
import { ElitePolicyService } from '../common/elite-policy';
import { ListingOwnersService } from '../common/owners';
import { toPage } from '../../../core/http/page';
import { RequirementQuoteEntity } from '../entities/requirement-quote.entity';
import { RequirementEntity } from '../entities/requirement.entity';
import { flag, rupees } from '../marketplace.mappers';
import { MarketplaceErrors } from '../marketplace.errors';
import type { QuoteComparisonQuery } from './quote-awards.dto';
import { QuoteMailsService } from './quote-mails';

/**
 * The owner's quote comparison and award (decision 108): the quotes on one requirement side by side,
 * sorted by rate through the (requirement_id, rate_minor, id) index, and one of them accepted. The
 * accepted vendor and the other quoting vendors get a mail each, through the email queue.
 */
@Injectable()
export class QuoteAwardsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly owners: ListingOwnersService,
    private readonly elite: ElitePolicyService,
    private readonly mails: QuoteMailsService,
  ) {}

  /** `GET restaurants/requirement/{id}/quotes`: four queries whatever the number of quotes. */
  async compare(ownerId: number, id: number, query: QuoteComparisonQuery): Promise<Page<ComparedQuote>> {
    const requirement = await this.owned(ownerId, id);
    const direction = query.order_by === 'desc' ? 'DESC' : 'ASC';
    const rows = await this.db
      .getRepository(RequirementQuoteEntity)
      .createQueryBuilder('q')
      .where('q.requirement_id = :id', { id })
      .orderBy(query.sort === 'id' ? 'q.id' : 'q.rate_minor', direction)
      .addOrderBy('q.id', direction)
      .offset((query.page - 1) * query.per_page)
      .limit(query.per_page)
      .getMany();
    const vendorIds = rows.map((q) => q.vendor_id);
    const [vendors, elite] = await Promise.all([this.owners.of(vendorIds), this.elite.eliteAmong(vendorIds)]);
    const data = rows.flatMap((q): ComparedQuote[] => {
      const vendor = vendors.get(q.vendor_id);
      if (!vendor) return [];
      return [
        {
          id: q.id,
          rate: rupees(q.rate_minor),
          remark: q.remark,
          // The quote's own number, given by the vendor to this owner (decision 055: quote-received).
          mobile_no: q.mobile_no,
          updated_at: q.updated_at.toISOString(),
          is_accepted: flag(requirement.accepted_quote_id === q.id),
          vendor: {
            id: vendor.id,
            name: vendor.full_name,
            business_name: vendor.business_name,
            photo: vendor.profile_photo,
            blue_tick: vendor.blue_tick,
            is_elite: flag(elite.has(vendor.id)),
          },
        },
      ];
    });
    // quotes_count is kept in the quote's transaction: the exact total without counting.
    return toPage(data, requirement.quotes_count, query.page, query.per_page);
  }

  /**
   * `POST restaurants/requirement/{id}/accept-quote/{quoteId}`: the owner accepts one quote. Accepting the
   * accepted quote again changes nothing and sends nothing; another quote once one is accepted is a 409.
   */
  async accept(
    ownerId: number,
    id: number,
    quoteId: number,
  ): Promise<{ requirement_id: number; accepted_quote_id: number }> {
    const outcome = await this.db.transaction(async (em) => {
      const requirement = await em.findOne(RequirementEntity, {
        where: { id },
        lock: { mode: 'pessimistic_write' },
      });
      if (!requirement) throw new NotFoundError(MarketplaceErrors.requirementNotFound);
      if (requirement.user_id !== ownerId) throw new ForbiddenError(MarketplaceErrors.notYours);
      const quote = await em.findOneBy(RequirementQuoteEntity, { id: quoteId, requirement_id: id });
      if (!quote) throw new NotFoundError(VendorMessages.quoteNotFound);
      if (requirement.accepted_quote_id === quoteId) return null;
      if (requirement.accepted_quote_id) throw new DomainError(409, VendorMessages.alreadyAwarded);
      await em.update(RequirementEntity, id, { accepted_quote_id: quoteId, accepted_at: new Date() });
      return { requirement, quote };
    });
    if (outcome) await this.notify(outcome.requirement, outcome.quote);
    return { requirement_id: id, accepted_quote_id: quoteId };
  }

  private async notify(requirement: RequirementEntity, accepted: RequirementQuoteEntity): Promise<void> {
    const others = await this.db.getRepository(RequirementQuoteEntity).find({
      select: { vendor_id: true },
      where: { requirement_id: requirement.id, id: Not(accepted.id) },
    });
    const people = await this.owners.of([
      requirement.user_id,
      accepted.vendor_id,
      ...others.map((q) => q.vendor_id),
    ]);
    const owner = people.get(requirement.user_id);
    const winner = people.get(accepted.vendor_id);
    if (!owner || !winner) return;
    await this.mails.awarded(
      requirement.id,
      requirement.title,
      owner,
      winner,
      others.flatMap((q) => people.get(q.vendor_id) ?? []),
    );
  }

  private async owned(ownerId: number, id: number): Promise<RequirementEntity> {
    const requirement = await this.db.getRepository(RequirementEntity).findOneBy({ id });
    if (!requirement) throw new NotFoundError(MarketplaceErrors.requirementNotFound);
    if (requirement.user_id !== ownerId) throw new ForbiddenError(MarketplaceErrors.notYours);
    return requirement;
  }
}
