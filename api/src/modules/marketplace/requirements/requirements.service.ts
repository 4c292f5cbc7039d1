import {
  type ContactAccess,
  type Page,
  type ReceivedQuote,
  type Requirement,
  type RequirementLead,
  type VendorInterest,
  VendorMessages,
} from '@app/contracts';
import { Injectable } from '@nestjs/common';
import { Notifications } from '../../notifications';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { type DataSource, In, type Repository } from 'typeorm';
import {
  DomainError,
  ForbiddenError,
  InvalidInputError,
  NotFoundError,
} from '../../../core/errors/domain-error';
import { MemberDirectory, type MemberFacts } from '../../members';
import { ContactPolicy, contactAccess } from '../common/contact-policy';
import { ListingMedia } from '../common/listing-media';
import { MarketplaceTotals } from '../common/marketplace-totals';
import { ListingModeration, listingText } from '../common/listing-moderation';
import type { UploadedFile } from '../common/listing-uploads';
import type { ListQuery } from '../common/list-query.dto';
import { ListingOwners } from '../common/owners';
import { asPage, pageById } from '../common/paging';
import { ReadMoreGate } from '../common/read-more-gate';
import { searchText } from '../common/search-text';
import { RequirementQuoteEntity } from '../entities/requirement-quote.entity';
import { RequirementEntity } from '../entities/requirement.entity';
import { rupees } from '../marketplace.mappers';
import { MarketplaceErrors } from '../marketplace.errors';
import { QuoteMails } from './quote-mails';
import { LeadRouting } from '../leads/lead-routing';
import { TradeCategories, toTradeCategory } from '../leads/trade-categories.service';
import type { TradeCategoryEntity } from '../entities/trade-category.entity';
import type { CreateRequirementDto, QuoteDto, UpdateRequirementDto } from './requirement.dto';

const SUBJECT = 'requirement';

/**
 * Owners' requirements and vendors' quotes on them. Reads hide held requirements from everyone but their
 * owner (a 404 for others); writes check the owner on the requirement itself (403 for others). Every list
 * answers with a fixed number of queries: the page, its count, photos, owners, the caller's quotes.
 */
@Injectable()
export class RequirementsService {
  constructor(
    @InjectRepository(RequirementEntity) private readonly requirements: Repository<RequirementEntity>,
    @InjectRepository(RequirementQuoteEntity) private readonly quotes: Repository<RequirementQuoteEntity>,
    @InjectDataSource() private readonly db: DataSource,
    private readonly media: ListingMedia,
    private readonly moderation: ListingModeration,
    private readonly owners: ListingOwners,
    private readonly gate: ReadMoreGate,
    private readonly members: MemberDirectory,
    private readonly mails: QuoteMails,
    private readonly notifications: Notifications,
    private readonly totals: MarketplaceTotals,
    private readonly contactPolicy: ContactPolicy,
    private readonly categories: TradeCategories,
    private readonly routing: LeadRouting,
  ) {}

  /** The category sent (checked), or, none sent, the one its words suggest (decision 300). */
  private async categoryFor(sent: number | null | undefined, title: string, description: string) {
    if (sent) {
      await this.categories.requireAll([sent], 'category_id');
      return sent;
    }
    return this.categories.suggest(title, description);
  }

  async create(ownerId: number, input: CreateRequirementDto, files: UploadedFile[]): Promise<Requirement> {
    const images = await this.media.check(files);
    const categoryId = await this.categoryFor(input.category_id, input.title, input.description);
    const { requirement, stored } = await this.db.transaction(async (em) => {
      const requirement = await em.save(
        em.create(RequirementEntity, {
          user_id: ownerId,
          title: input.title,
          description: input.description,
          category_id: categoryId,
          search_text: searchText(input.title, input.description),
          contact_shown: input.contact_shown ?? 'elite',
          held_at: new Date(),
          updated_at: new Date(),
        }),
      );
      return { requirement, stored: await this.media.store(em, SUBJECT, requirement.id, images) };
    });
    await this.moderation.screenNew({
      subject: SUBJECT,
      id: requirement.id,
      authorId: ownerId,
      text: listingText(requirement.title, requirement.description),
      images: stored,
    });
    return this.view(ownerId, await this.requirements.findOneByOrFail({ id: requirement.id }));
  }

  /** The owner only; a new photo replaces the old one. */
  async update(
    ownerId: number,
    id: number,
    input: UpdateRequirementDto,
    files: UploadedFile[],
  ): Promise<Requirement> {
    const requirement = await this.owned(ownerId, id);
    const images = await this.media.check(files.slice(0, 1));
    if (input.category_id) await this.categories.requireAll([input.category_id], 'category_id');
    const categoryChanged = input.category_id !== undefined && input.category_id !== requirement.category_id;
    const textChanged =
      (input.title !== undefined && input.title !== requirement.title) ||
      (input.description !== undefined && input.description !== requirement.description);
    const { stored, dropped } = await this.db.transaction(async (em) => {
      await em.update(RequirementEntity, id, {
        ...(input.title !== undefined && { title: input.title }),
        ...(input.description !== undefined && { description: input.description }),
        ...(input.contact_shown !== undefined && { contact_shown: input.contact_shown }),
        // A new category routes it again to the vendors of that one (decision 301).
        ...(categoryChanged && { category_id: input.category_id, routed_at: null }),
        search_text: searchText(
          input.title ?? requirement.title,
          input.description ?? requirement.description,
        ),
        updated_at: new Date(),
      });
      const dropped = images.length ? await this.media.remove(em, SUBJECT, id) : [];
      return { stored: await this.media.store(em, SUBJECT, id, images), dropped };
    });
    await this.media.dropFiles(dropped);
    const text = textChanged
      ? listingText(input.title ?? requirement.title, input.description ?? requirement.description)
      : null;
    await this.moderation.screenEdit({ subject: SUBJECT, id, authorId: ownerId, text, images: stored });
    const saved = await this.requirements.findOneByOrFail({ id });
    if (categoryChanged && saved.category_id && !saved.held_at)
      await this.routing.schedule('requirement', id);
    return this.view(ownerId, saved);
  }

  /** The owner only; its quotes go with it. */
  async remove(ownerId: number, id: number): Promise<void> {
    await this.owned(ownerId, id);
    await this.media.deleteListing(SUBJECT, id, RequirementEntity);
  }

  /**
   * `GET restaurants/requirement/{id}` (read-more): the owner, vendors who quoted on it, and Elite members
   * (decision 115).
   */
  async get(viewerId: number, id: number): Promise<Requirement> {
    const requirement = await this.requirements.findOneBy({ id });
    if (!requirement || (requirement.held_at && requirement.user_id !== viewerId))
      throw new NotFoundError(MarketplaceErrors.requirementNotFound);
    const view = await this.view(viewerId, requirement);
    await this.gate.check(viewerId, requirement.user_id, view.relation === 1);
    return view;
  }

  private async view(viewerId: number, requirement: RequirementEntity): Promise<Requirement> {
    return (await this.views([requirement], viewerId))[0]!;
  }

  /** `GET restaurants/my-requirements`: the owner's own, held ones included. */
  async mine(ownerId: number, query: ListQuery): Promise<Page<Requirement>> {
    const qb = this.requirements.createQueryBuilder('r').where('r.user_id = :ownerId', { ownerId });
    const { rows, total } = await pageById(qb, 'r', query);
    return asPage(await this.views(rows, ownerId), total, query);
  }

  /** `GET restaurants/requirement` and `GET vendor/requirements`: everyone's, nothing held. */
  async feed(viewerId: number, query: ListQuery): Promise<Page<Requirement>> {
    const qb = this.requirements
      .createQueryBuilder('r')
      .where('r.held_at IS NULL')
      .andWhere('r.expired_at IS NULL');
    const { rows, total } = await pageById(qb, 'r', query, () => this.totals.of('requirements'));
    return asPage(await this.views(rows, viewerId), total, query);
  }

  /**
   * `GET vendor/leads` (decision 301): the requirements routed to the vendor that are still open (visible,
   * not awarded), quoted or not, newest lead first, with the quotes each received. The vendor's leads by
   * the `(vendor_id, id)` index; the page's requirements then as every list reads them.
   */
  async leads(vendorId: number, query: ListQuery): Promise<Page<RequirementLead>> {
    const open = `FROM requirement_leads l JOIN requirements r ON r.id = l.requirement_id
      WHERE l.vendor_id = ? AND r.held_at IS NULL AND r.accepted_quote_id IS NULL AND r.expired_at IS NULL`;
    const direction = query.order_by === 'asc' ? 'ASC' : 'DESC';
    const [page, [{ total }]]: [
      Array<{ requirement_id: number; created_at: Date }>,
      Array<{ total: number | string }>,
    ] = await Promise.all([
      this.db.query(
        `SELECT l.requirement_id, l.created_at ${open} ORDER BY l.id ${direction} LIMIT ? OFFSET ?`,
        [vendorId, query.per_page, (query.page - 1) * query.per_page],
      ),
      this.db.query(`SELECT COUNT(*) AS total ${open}`, [vendorId]),
    ]);
    const rows = page.length
      ? await this.requirements.findBy({ id: In(page.map((p) => p.requirement_id)) })
      : [];
    const byId = new Map(rows.map((r) => [r.id, r]));
    const ordered = page.flatMap((p) => byId.get(p.requirement_id) ?? []);
    const views = await this.views(ordered, vendorId);
    const data = views.map((view, i): RequirementLead => ({
      ...view,
      lead_at: page[i]!.created_at.toISOString(),
      quotes_received: ordered[i]!.quotes_count,
    }));
    return asPage(data, Number(total), query);
  }

  /**
   * `POST vendor/vendors/interested/{id}`: a vendor quotes on a requirement others can see (not their own).
   * A second quote from the same vendor replaces the first (the count stays).
   */
  async quote(vendorId: number, requirementId: number, input: QuoteDto): Promise<VendorInterest> {
    if (input.is_intrested !== 1)
      throw new InvalidInputError({ is_intrested: ['The is intrested must be 1.'] });
    const requirement = await this.requirements.findOneBy({ id: requirementId });
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
    const qb = this.quotes.createQueryBuilder('q').where('q.owner_id = :ownerId', { ownerId });
    const { rows, total } = await pageById(qb, 'q', query);
    const requirementIds = [...new Set(rows.map((q) => q.requirement_id))];
    const [requirements, vendors, photos] = await Promise.all([
      requirementIds.length ? this.requirements.findBy({ id: In(requirementIds) }) : [],
      this.owners.of(rows.map((q) => q.vendor_id)),
      this.media.of(SUBJECT, requirementIds),
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

  private async owned(ownerId: number, id: number): Promise<RequirementEntity> {
    const requirement = await this.requirements.findOneBy({ id });
    if (!requirement) throw new NotFoundError(MarketplaceErrors.requirementNotFound);
    if (requirement.user_id !== ownerId) throw new ForbiddenError(MarketplaceErrors.notYours);
    return requirement;
  }

  private async views(rows: RequirementEntity[], viewerId: number): Promise<Requirement[]> {
    const ids = rows.map((r) => r.id);
    const [photos, owners, quoted, viewer, categories] = await Promise.all([
      this.media.of(SUBJECT, ids),
      this.owners.of(rows.map((r) => r.user_id)),
      ids.length
        ? this.quotes.find({
            select: { id: true, requirement_id: true },
            where: { vendor_id: viewerId, requirement_id: In(ids) },
          })
        : [],
      this.contactPolicy.viewer(viewerId),
      this.categories.byIds(
        rows.map((r) => r.category_id),
        rows.length > 0,
      ),
    ]);
    // The viewer's own quotes only (one per requirement): their ids open the conversations about them.
    const myQuotes = new Map(quoted.map((q) => [q.requirement_id, q.id]));
    const quotedIds = new Set(myQuotes.keys());
    // A vendor who quoted on a requirement sees its owner's mobile and e-mail (decision 107).
    const contacts = quotedIds.size
      ? await this.members.contacts(
          rows.filter((r) => quotedIds.has(r.id)).map((r) => r.user_id),
          { viewerId, relation: 'requirement-to-quote' },
        )
      : new Map<number, { mobile_no: string | null; email: string }>();
    return rows.map((r) =>
      toRequirement(
        r,
        owners.get(r.user_id),
        photos.get(r.id)?.[0]?.path ?? null,
        viewerId,
        myQuotes.get(r.id) ?? null,
        quotedIds.has(r.id) ? (contacts.get(r.user_id) ?? null) : null,
        contactAccess('requirement', viewer, {
          ownerId: r.user_id,
          related: quotedIds.has(r.id),
          shown: r.contact_shown,
        }),
        r.category_id ? categories.get(r.category_id) : undefined,
      ),
    );
  }
}

function toRequirement(
  r: RequirementEntity,
  owner: MemberFacts | undefined,
  photo: string | null,
  viewerId: number,
  myQuoteId: number | null,
  quoterContact: { mobile_no: string | null; email: string } | null,
  access: ContactAccess,
  category: TradeCategoryEntity | undefined,
): Requirement {
  const own = r.user_id === viewerId;
  return {
    id: r.id,
    title: r.title,
    description: r.description,
    photo,
    created_at: r.created_at.toISOString(),
    restaurant: {
      user_id: r.user_id,
      name: owner?.full_name ?? '',
      business_name: owner?.business_name ?? null,
      photo: owner?.profile_photo ?? null,
      // Contact details for the owner themself, and for a vendor once they quoted (decision 107).
      mobile_no: own ? (owner?.mobile_no ?? null) : (quoterContact?.mobile_no ?? null),
      email: own ? (owner?.email ?? null) : (quoterContact?.email ?? null),
    },
    relation: myQuoteId !== null ? 1 : 0,
    my_quote_id: myQuoteId,
    quotes_count: own ? r.quotes_count : 0,
    is_held: r.held_at ? 1 : 0,
    is_expired: r.expired_at ? 1 : 0,
    expires_at: r.expires_at?.toISOString() ?? null,
    contact_shown: r.contact_shown,
    contact_access: access,
    category_id: category ? category.id : null,
    category: category ? toTradeCategory(category) : null,
    leads_count: own ? r.leads_count : 0,
  };
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
