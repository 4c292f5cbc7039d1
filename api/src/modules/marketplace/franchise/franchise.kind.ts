import { DEFAULT_COUNTRY_ID, type FranchiseOffer, MARKETPLACE_LIMITS } from '@app/contracts';
import { listingKind } from '../common/listing-kind';
import { listingText } from '../common/listing-moderation';
import { placeRefs } from '../common/listing-places';
import { searchText } from '../common/search-text';
import { FranchiseOfferEntity } from '../entities/franchise-offer.entity';
import { flag, rupees } from '../marketplace.mappers';
import { MarketplaceErrors } from '../marketplace.errors';
import type { CreateFranchiseDto, UpdateFranchiseDto } from './franchise.dto';

const MONEY_FIELDS = [
  'turnover',
  'expected_turnover',
  'investment_needed',
  'franchise_fees',
  'total_investment',
  'net_profit',
  'working_capital',
] as const;
const TEXT_FIELDS = [
  'brand_name',
  'company_name',
  'segment_multi',
  'franchise_type',
  'return_on_investment',
  'contact_name',
  'contact_phone',
  'contact_email',
] as const;

/**
 * Owners' franchise offers (no Elite needed; decision 240 for what a kind declares). The contact fields
 * are the offer's own, published by the owner with it. The country defaults to India (101, the seed's
 * default); state and city are optional.
 */
const FRANCHISE_TYPE = 'give_franchise';

export const FRANCHISE = listingKind({
  subject: 'franchise',
  entity: FranchiseOfferEntity,
  contact: 'franchise',
  list: 'franchise_offers',
  maxImages: MARKETPLACE_LIMITS.maxFranchiseImages,
  type: FRANCHISE_TYPE,
  notFound: MarketplaceErrors.franchiseNotFound,
  defaultPlace: { country_id: DEFAULT_COUNTRY_ID, state_id: null, city_id: null },

  /** Texts as sent, amounts as paise, nothing for fields left out. */
  columns(input: CreateFranchiseDto | UpdateFranchiseDto) {
    const out: Record<string, unknown> = {};
    for (const key of TEXT_FIELDS) if (input[key] !== undefined) out[key] = input[key];
    if (input.contact_shown !== undefined) out.contact_shown = input.contact_shown;
    // An emptied amount is 0 (the columns hold no "unknown").
    for (const key of MONEY_FIELDS) if (input[key] !== undefined) out[`${key}_minor`] = input[key] ?? 0;
    if (input.outlet_count !== undefined) out.outlet_count = input.outlet_count ?? 0;
    return out as Partial<FranchiseOfferEntity>;
  },

  title: (f) => f.brand_name,

  screenedText: (f) =>
    listingText(...TEXT_FIELDS.filter((k) => k !== 'contact_phone').map((k) => f[k] as string | null)),

  searchText: (f, place) =>
    searchText(f.brand_name, f.company_name, f.franchise_type, f.segment_multi, place.city, place.state),

  toView(f, { images, names, access, interested }): FranchiseOffer {
    // Only a trade relation (or the owner) carries the contact here; Elite strangers reveal it (decision 210).
    const contacts = access === 'shown';
    return {
      id: f.id,
      user_id: f.user_id,
      brand_name: f.brand_name,
      company_name: f.company_name,
      ...placeRefs(f, names),
      segment_multi: f.segment_multi,
      outlet_count: f.outlet_count,
      franchise_type: f.franchise_type,
      turnover: rupees(f.turnover_minor),
      expected_turnover: rupees(f.expected_turnover_minor),
      investment_needed: rupees(f.investment_needed_minor),
      franchise_fees: rupees(f.franchise_fees_minor),
      total_investment: rupees(f.total_investment_minor),
      net_profit: rupees(f.net_profit_minor),
      return_on_investment: f.return_on_investment,
      working_capital: rupees(f.working_capital_minor),
      contact_name: contacts ? f.contact_name : null,
      contact_phone: contacts ? f.contact_phone : null,
      contact_email: contacts ? f.contact_email : null,
      images,
      photo: images[0]?.path ?? null,
      user_type_text: FRANCHISE_TYPE,
      relation: flag(interested),
      created_at: f.created_at.toISOString(),
      is_held: flag(!!f.held_at),
      is_expired: flag(!!f.expired_at),
      contact_shown: f.contact_shown,
      contact_access: access,
    };
  },
});
