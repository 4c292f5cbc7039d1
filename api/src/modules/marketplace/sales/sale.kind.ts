import { MARKETPLACE_LIMITS, OTHER_RESTAURANT_TYPE_ID, type SaleListing } from '@app/contracts';
import { InvalidInputError } from '../../../core/errors/domain-error';
import { listingKind } from '../common/listing-kind';
import { listingText } from '../common/listing-moderation';
import { placeRefs } from '../common/listing-places';
import { searchText } from '../common/search-text';
import { RestaurantSaleEntity } from '../entities/restaurant-sale.entity';
import { flag, rupees } from '../marketplace.mappers';
import { MarketplaceErrors } from '../marketplace.errors';
import { restaurantTypeText } from '../restaurants/restaurant-types';
import type { CreateSaleDto, UpdateSaleDto } from './sale.dto';

const MONEY_FIELDS = ['turnover', 'cost', 'profit', 'expected_price'] as const;
const TEXT_FIELDS = [
  'operate_since',
  'price_include_list',
  'contact_name',
  'contact_phone',
  'contact_email',
] as const;

const today = () => new Date().toISOString().slice(0, 10);

/** Type 1 (Other) needs its free text (422 on restaurant_type); other types keep none. */
function typeOther(typeId: number, text: string | null): string | null {
  if (typeId !== OTHER_RESTAURANT_TYPE_ID) return null;
  if (!text) throw new InvalidInputError({ restaurant_type: [MarketplaceErrors.otherTypeRequired] });
  return text;
}

/**
 * Restaurants for sale (only Elite members write them; decision 240 for what a kind declares). The
 * contact fields are the listing's own, published by the owner with it. The place defaults to the owner's.
 */
const SALE_TYPE = 'sell_my_restaurant';

/** A sale listing is known by its restaurant type (or the owner's words for type 1, Other). */
const saleTitle = (s: RestaurantSaleEntity) =>
  restaurantTypeText(s.restaurant_type_id, s.restaurant_type_other) ?? '';

export const SALE = listingKind({
  subject: 'restaurant_sale',
  entity: RestaurantSaleEntity,
  contact: 'sale',
  list: 'restaurant_sales',
  maxImages: MARKETPLACE_LIMITS.maxSaleImages,
  type: SALE_TYPE,
  notFound: MarketplaceErrors.saleNotFound,
  defaultPlace: 'owner',

  columns(input: CreateSaleDto | UpdateSaleDto, current) {
    const typeId = input.restaurant_type_id ?? current!.restaurant_type_id;
    const otherText =
      input.restaurant_type !== undefined
        ? (input.restaurant_type ?? null)
        : (current?.restaurant_type_other ?? null);
    // Both checked before either refuses: one answer names both fields.
    const errors: Record<string, string[]> = {};
    if (typeId === OTHER_RESTAURANT_TYPE_ID && !otherText)
      errors.restaurant_type = [MarketplaceErrors.otherTypeRequired];
    if (input.operate_since && input.operate_since > today())
      errors.operate_since = [MarketplaceErrors.futureDate];
    if (Object.keys(errors).length) throw new InvalidInputError(errors);
    const other = typeOther(typeId, otherText);
    const out: Record<string, unknown> = { restaurant_type_other: other };
    for (const key of TEXT_FIELDS) if (input[key] !== undefined) out[key] = input[key];
    if (input.contact_shown !== undefined) out.contact_shown = input.contact_shown;
    // An emptied amount is 0 (the columns hold no "unknown").
    for (const key of MONEY_FIELDS) if (input[key] !== undefined) out[`${key}_minor`] = input[key] ?? 0;
    if (input.restaurant_type_id !== undefined) out.restaurant_type_id = input.restaurant_type_id;
    if (input.is_closed !== undefined) out.is_closed = input.is_closed === 1;
    return out as Partial<RestaurantSaleEntity>;
  },

  title: saleTitle,

  screenedText: (s) =>
    listingText(s.restaurant_type_other, s.price_include_list, s.contact_name, s.contact_email),

  searchText: (s, place) =>
    searchText(
      restaurantTypeText(s.restaurant_type_id!, s.restaurant_type_other ?? null),
      place.city,
      place.state,
    ),

  toView(s, { images, names, access, interested }): SaleListing {
    // Only a trade relation (or the owner) carries the contact here; Elite strangers reveal it (decision 210).
    const contacts = access === 'shown';
    return {
      id: s.id,
      user_id: s.user_id,
      restaurant_type_id: s.restaurant_type_id,
      restaurant_type: saleTitle(s),
      operate_since: s.operate_since,
      ...placeRefs(s, names),
      turnover: rupees(s.turnover_minor),
      cost: rupees(s.cost_minor),
      profit: rupees(s.profit_minor),
      expected_price: rupees(s.expected_price_minor),
      price_include_list: s.price_include_list,
      contact_name: contacts ? s.contact_name : null,
      contact_phone: contacts ? s.contact_phone : null,
      contact_email: contacts ? s.contact_email : null,
      is_closed: s.is_closed ? '1' : '0',
      is_closed_text: s.is_closed ? 'Closed' : 'Running',
      medias: images,
      created_at: s.created_at.toISOString(),
      user_type_text: SALE_TYPE,
      relation: flag(interested),
      is_held: flag(!!s.held_at),
      is_expired: flag(!!s.expired_at),
      contact_shown: s.contact_shown,
      contact_access: access,
    };
  },
});
