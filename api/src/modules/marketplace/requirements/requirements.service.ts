import {
  type Page,
  type ReceivedQuote,
  type Requirement,
  type RequirementLead,
  type VendorInterest,
  VendorMessages,
} from '@app/contracts';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type DataSource, In } from 'typeorm';
import {
  DomainError,
  ForbiddenError,
  InvalidInputError,
  NotFoundError,
} from '../../../core/errors/domain-error';
import { NotificationsService } from '../../notifications';
import { ListingLifecycleService } from '../common/listing-lifecycle';
import { ListingMediaService } from '../common/listing-media';
import type { UploadedFile } from '../common/listing-uploads';
import type { ListQuery } from '../common/list-query.dto';
import { ListingOwnersService } from '../common/owners';
import { asPage, pageById } from '../common/paging';
import { RequirementQuoteEntity } from '../entities/requirement-quote.entity';
import { RequirementEntity } from '../entities/requirement.entity';
import { rupees } from '../marketplace.mappers';
import { MarketplaceErrors } from '../marketplace.errors';
import { QuoteMailsService } from './quote-mails';
import type { CreateRequirementDto, QuoteDto, UpdateRequirementDto } from './requirement.dto';
import { REQUIREMENT } from './requirement.kind';
import { REQUIREMENT_ROUTE } from '../leads/requirement-route';
import { openLeadsPage } from '../leads/open-leads';

/**
 * Owners' requirements on the shared listing life cycle (the kind is declared in `requirement.kind.ts`),
 * and vendors' quotes on them. Reads hide held requirements from everyone but their owner (a 404 for
 * others); writes check the owner on the requirement itself (403 for others). Every list answers with a
 * fixed number of queries: the page, its count, photos, owners, the caller's quotes.
 */
@Injectable()
export class RequirementsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly listings: ListingLifecycleService,
    private readonly media: ListingMediaService,
    private readonly owners: ListingOwnersService,
    private readonly mails: QuoteMailsService,
    private readonly notifications: NotificationsService,
  ) {}

  create(ownerId: number, input: CreateRequirementDto, files: UploadedFile[]): Promise<Requirement> {
    return this.listings.create(REQUIREMENT, ownerId, input, files);
  }

  /** The owner only; a new photo replaces the old one. */
  update(ownerId: number, id: number, input: UpdateRequirementDto, files: UploadedFile[]) {
    return this.listings.update(REQUIREMENT, ownerId, id, input, files);
  }

  /** The owner only; its quotes go with it. */
  remove(ownerId: number, id: number): Promise<void> {
    return this.listings.remove(REQUIREMENT, ownerId, id);
  }

  /**
   * `GET restaurants/requirement/{id}` (read-more): the owner, vendors who quoted on it, and Elite members
   * (decision 115).
   */
  get(viewerId: number, id: number): Promise<Requirement> {
    return this.listings.get(REQUIREMENT, viewerId, id);
  }

  /** `GET restaurants/my-requirements`: the owner's own, held ones included. */
  mine(ownerId: number, query: ListQuery): Promise<Page<Requirement>> {
    return this.listings.mine(REQUIREMENT, ownerId, query);
  }

  /** `GET restaurants/requirement` and `GET vendor/requirements`: everyone's, nothing held. */
  feed(viewerId: number, query: ListQuery): Promise<Page<Requirement>> {
    return this.listings.list(REQUIREMENT, viewerId, query);
  }

  /**
   * `GET vendor/leads` (decision 301): the requirements routed to the vendor that are still open (visible,
   * not awarded), quoted or not, newest lead first, with the quotes each received. The vendor's leads by
   * the `(vendor_id, id)` index; the page's requirements then as every list reads them.
   */
  async leads(vendorId: number, query: ListQuery): Promise<Page<RequirementLead>> {
    const { leads, total } = await openLeadsPage(this.db, REQUIREMENT_ROUTE, vendorId, query);
    const rows = leads.length
      ? await this.db.getRepository(RequirementEntity).findBy({ id: In(leads.map((lead) => lead.listingId)) })
      : [];
    const byId = new Map(rows.map((r) => [r.id, r]));
    const ordered = leads.flatMap((lead) => byId.get(lead.listingId) ?? []);
    const views = await this.listings.answers(REQUIREMENT, vendorId, ordered);
    const data = views.map((view, i): RequirementLead => ({
      ...view,
      lead_at: leads[i]!.routedAt.toISOString(),
      quotes_received: ordered[i]!.quotes_count,
    }));
    return asPage(data, total, query);
  }

  /**
   * `POST vendor/vendors/interested/{id}`: a vendor quotes on a requirement others can see (not their own).
   * A second quote from the same vendor replaces the first (the count stays).
   */
  async quote(vendorId: number, requirementId: number, input: QuoteDto): Promise<VendorInterest> {
    if (input.is_intrested !== 1)
      throw new InvalidInputError({ is_intrested: ['The is intrested must be 1.'] });
    const requirement = await this.db.getRepository(RequirementEntity).findOneBy({ id: requirementId });
    if (!requirement || requirement.held_at) throw new NotFoundError(MarketplaceErrors.requirementNotFound);
    if (requirement.user_id === vendorId) throw new ForbiddenError(MarketplaceErrors.ownRequirement);
    const { quote, created } = await this.db.transaction(async (em) => {
      // The requirement's row lock orders concurrent quotes, so the counter and the unique key agree.
      const locked = await em.findOne(RequirementEntity, {
        where: { id: requirementId },
        lock: { mode: 'pessimistic_write' },
      });
      // An awarded requirement takes no more quotes (decision 108).
      if (locked?.accepted_quote_id) throw new DomainError(409, VendorMessages.awardedNoQuotes);
      const existing = await em.findOneBy(RequirementQuoteEntity, {
        requirement_id: requirementId,
        vendor_id: vendorId,
      });
      const fields = {
        mobile_no: input.mobile_no,
        rate_minor: input.rate,
        remark: input.remark ?? null,
        updated_at: new Date(),
      };
      if (existing) {
        await em.update(RequirementQuoteEntity, existing.id, fields);
        return { quote: { ...existing, ...fields }, created: false };
      }
      const created = await em.save(
        em.create(RequirementQuoteEntity, {
          ...fields,
          requirement_id: requirementId,
          owner_id: requirement.user_id,
          vendor_id: vendorId,
        }),
      );
      await em.increment(RequirementEntity, { id: requirementId }, 'quotes_count', 1);
      return { quote: created, created: true };
    });
    if (created) await this.mailOwner(requirement, quote);
    if (created)
      await this.notifications.notify({
        recipientId: requirement.user_id,
        kind: 'quote_received',
        actorId: quote.vendor_id,
        subject: { type: 'requirement', id: requirement.id },
        link: `/RecievedQuote/${requirement.id}`,
        excerpt: requirement.title,
      });
    return toVendorInterest(quote);
  }

  /**
   * `GET restaurants/received-interested-requirements`: quotes on the owner's requirements, newest first,
   * with the quoting vendor's mobile number (the owner sees it to call back).
   */
  async receivedQuotes(ownerId: number, query: ListQuery): Promise<Page<ReceivedQuote>> {
    const qb = this.db
      .getRepository(RequirementQuoteEntity)
      .createQueryBuilder('q')
      .where('q.owner_id = :ownerId', { ownerId });
    const { rows, total } = await pageById(qb, 'q', query);
    const requirementIds = [...new Set(rows.map((q) => q.requirement_id))];
    const [requirements, vendors, photos] = await Promise.all([
      requirementIds.length
        ? this.db.getRepository(RequirementEntity).findBy({ id: In(requirementIds) })
        : [],
      this.owners.of(rows.map((q) => q.vendor_id)),
      this.media.of(REQUIREMENT.subject, requirementIds),
    ]);
    const byId = new Map(requirements.map((r) => [r.id, r]));
    const data = rows.flatMap((q): ReceivedQuote[] => {
      const requirement = byId.get(q.requirement_id);
      const vendor = vendors.get(q.vendor_id);
      if (!requirement || !vendor) return [];
      return [
        {
          id: requirement.id,
          title: requirement.title,
          description: requirement.description,
          photo: photos.get(requirement.id)?.[0]?.path ?? null,
          user: {
            id: vendor.id,
            name: vendor.full_name,
            full_name: vendor.full_name,
            business_name: vendor.business_name,
            profile_photo: vendor.profile_photo,
          },
          vendor_interest: toVendorInterest(q),
        },
      ];
    });
    return asPage(data, total, query);
  }

  /** The owner hears of each vendor's first quote on a requirement (decision 108). */
  private async mailOwner(requirement: RequirementEntity, quote: RequirementQuoteEntity): Promise<void> {
    const people = await this.owners.of([requirement.user_id, quote.vendor_id]);
    const owner = people.get(requirement.user_id);
    const vendor = people.get(quote.vendor_id);
    if (owner && vendor)
      await this.mails.newQuote(
        quote.id,
        requirement.id,
        owner,
        vendor,
        requirement.title,
        rupees(quote.rate_minor),
      );
  }
}

function toVendorInterest(q: RequirementQuoteEntity): VendorInterest {
  return {
    id: q.id,
    mobile_no: q.mobile_no,
    remark: q.remark,
    rate: rupees(q.rate_minor),
    created_at: q.created_at.toISOString(),
  };
}
