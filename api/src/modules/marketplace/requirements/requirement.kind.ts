import type { Requirement } from '@app/contracts';
import { listingKind, type ListingServices } from '../common/listing-kind';
import { listingText } from '../common/listing-moderation';
import { searchText } from '../common/search-text';
import { RequirementQuoteEntity } from '../entities/requirement-quote.entity';
import { RequirementEntity } from '../entities/requirement.entity';
import { toTradeCategory } from '../leads/trade-categories.service';
import { flag } from '../marketplace.mappers';
import { MarketplaceErrors } from '../marketplace.errors';
import type { CreateRequirementDto, UpdateRequirementDto } from './requirement.dto';

type RequirementInput = CreateRequirementDto | UpdateRequirementDto;

/** The category sent (checked), or, none sent on create, the one its words suggest (decision 300). */
async function categoryOf(input: RequirementInput, current: RequirementEntity | null, s: ListingServices) {
  if (input.category_id) await s.categories.requireAll([input.category_id], 'category_id');
  if (!current)
    return {
      category_id: input.category_id || (await s.categories.suggest(input.title!, input.description!)),
    };
  // A new category routes it again to the vendors of that one (decision 301).
  if (input.category_id !== undefined && input.category_id !== current.category_id)
    return { category_id: input.category_id, routed_at: null };
  return {};
}

/**
 * Owners' requirements (Elite only; vendors quote on them: `RequirementsService`). No place, one photo
 * (a new one replaces it); a vendor's quote is their relation to it, and a vendor who quoted sees the
 * owner's mobile and e-mail (decision 107). Decision 240 for what a kind declares, 440 for these hooks.
 */
export const REQUIREMENT = listingKind({
  subject: 'requirement',
  entity: RequirementEntity,
  contact: 'requirement',
  list: 'requirements',
  maxImages: 1,
  photo: 'replaced',
  notFound: MarketplaceErrors.requirementNotFound,
  relation: { entity: RequirementQuoteEntity, listing: 'requirement_id', member: 'vendor_id' },
  owner: { contact: 'requirement-to-quote' },
  routing: { subject: 'requirement', due: (r) => !!r.category_id && !r.held_at },

  async columns(input: RequirementInput, current, services) {
    const out: Partial<RequirementEntity> = await categoryOf(input, current, services);
    if (input.title !== undefined) out.title = input.title;
    if (input.description !== undefined) out.description = input.description;
    if (input.contact_shown !== undefined) out.contact_shown = input.contact_shown;
    return out;
  },

  reads: (rows, { categories }) =>
    categories.byIds(
      rows.map((r) => r.category_id),
      rows.length > 0,
    ),

  title: (r) => r.title,
  screenedText: (r) => listingText(r.title, r.description),
  searchText: (r) => searchText(r.title, r.description),

  toView(r, { images, own, owner, ownerContact, access, relatedId }, categories): Requirement {
    const category = r.category_id ? categories.get(r.category_id) : undefined;
    return {
      id: r.id,
      title: r.title,
      description: r.description,
      photo: images[0]?.path ?? null,
      created_at: r.created_at.toISOString(),
      restaurant: {
        user_id: r.user_id,
        name: owner?.full_name ?? '',
        business_name: owner?.business_name ?? null,
        photo: owner?.profile_photo ?? null,
        // Contact details for the owner themself, and for a vendor once they quoted (decision 107).
        mobile_no: ownerContact?.mobile_no ?? null,
        email: ownerContact?.email ?? null,
      },
      relation: flag(relatedId !== null),
      my_quote_id: relatedId,
      quotes_count: own ? r.quotes_count : 0,
      is_held: flag(!!r.held_at),
      is_expired: flag(!!r.expired_at),
      expires_at: r.expires_at?.toISOString() ?? null,
      contact_shown: r.contact_shown,
      contact_access: access,
      category_id: category ? category.id : null,
      category: category ? toTradeCategory(category) : null,
      leads_count: own ? r.leads_count : 0,
    };
  },
});
