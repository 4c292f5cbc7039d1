import {
  type MemberRestaurant,
  OTHER_RESTAURANT_TYPE_ID,
  type RestaurantProfile,
  UserType,
} from '@app/contracts';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { ForbiddenError, InvalidInputError, NotFoundError } from '../../../core/errors/domain-error';
import { MemberDirectory } from '../../members';
import { joinedCityRef, ListingPlacesService, namedRef as named } from '../common/listing-places';
import { RestaurantProfileEntity } from '../entities/restaurant-profile.entity';
import { MarketplaceErrors } from '../marketplace.errors';
import { RESTAURANT_PROFILE_KEYS, type RestaurantProfileFieldsDto } from './restaurant-profile.dto';
import { restaurantTypeText } from './restaurant-types';

type ProfileFields = Pick<RestaurantProfileFieldsDto, (typeof RESTAURANT_PROFILE_KEYS)[number]>;

/** A restaurant profile's About text and links as its views show them (null: not given, or no profile). */
export function restaurantLinks(
  profile:
    | Pick<
        RestaurantProfileEntity,
        'business_url' | 'comments' | 'facbook_url' | 'linkedin_url' | 'instagram_url' | 'twiter_url'
      >
    | null
    | undefined,
) {
  return {
    business_url: profile?.business_url ?? null,
    comments: profile?.comments ?? null,
    facbook_url: profile?.facbook_url ?? null,
    linkedin_url: profile?.linkedin_url ?? null,
    instagram_url: profile?.instagram_url ?? null,
    twiter_url: profile?.twiter_url ?? null,
  };
}

/**
 * Owners' restaurant profiles. The member account (accounts) keeps the name, contact details, business
 * name and place; this keeps what is the restaurant's own. Accounts calls `prepare` from `POST users/{id}`
 * and `summaries` for the `restaurant` of GET user.
 */
@Injectable()
export class RestaurantProfilesService {
  constructor(
    @InjectRepository(RestaurantProfileEntity) private readonly profiles: Repository<RestaurantProfileEntity>,
    private readonly members: MemberDirectory,
    private readonly places: ListingPlacesService,
  ) {}

  /** `GET restaurants/restaurants/my-profile`: the owner's own profile, contact details included. */
  async mine(userId: number): Promise<RestaurantProfile> {
    const member = await this.members.facts(userId);
    if (!member) throw new NotFoundError(MarketplaceErrors.notFound);
    if (member.user_type !== UserType.Restaurant) throw new ForbiddenError(MarketplaceErrors.ownersOnly);
    const profile = await this.profiles.findOneBy({ user_id: userId });
    const nativeCity = profile?.native_city_id ?? null;
    const names = await this.places.cityNames([nativeCity]);
    return {
      id: userId,
      user_id: userId,
      name: profile?.name ?? null,
      business_name: member.business_name,
      email: member.email,
      mobile_no: member.mobile_no,
      photo: member.profile_photo,
      profile_photo: member.profile_photo,
      address: member.address,
      gst_no: member.gst_no,
      ...restaurantLinks(profile),
      restaurant_type_id: profile?.restaurant_type_id ?? null,
      restaurant_type: restaurantTypeText(
        profile?.restaurant_type_id ?? null,
        profile?.restaurant_type_other ?? null,
      ),
      country: member.country,
      state: member.state,
      native_city: named(nativeCity, names),
      current_city: member.city,
      contact_consent: profile?.contact_consent_at ? 1 : 0,
    };
  }

  /**
   * Validates the restaurant fields of an owner's profile form (only the fields sent) and answers the
   * write to run once the rest of the form passed too: a refused field (422) leaves nothing written.
   * Type 1 (Other) needs its free text; the other types drop it.
   */
  async prepare(userId: number, input: RestaurantProfileFieldsDto): Promise<() => Promise<void>> {
    const fields: ProfileFields = {};
    for (const key of RESTAURANT_PROFILE_KEYS)
      if (input[key] !== undefined) Object.assign(fields, { [key]: input[key] });
    if (!Object.keys(fields).length && input.contact_consent === undefined) return async () => {};
    const current = await this.profiles.findOneBy({ user_id: userId });
    // The consent keeps the time it was first given while it holds; 0 withdraws it (decision 213).
    const consent =
      input.contact_consent === undefined
        ? {}
        : {
            contact_consent_at:
              input.contact_consent === 1 ? (current?.contact_consent_at ?? new Date()) : null,
          };
    const typeId = fields.restaurant_type_id ?? current?.restaurant_type_id ?? null;
    const other =
      fields.restaurant_type !== undefined
        ? fields.restaurant_type
        : (current?.restaurant_type_other ?? null);
    if (typeId === OTHER_RESTAURANT_TYPE_ID && !other)
      throw new InvalidInputError({ restaurant_type: [MarketplaceErrors.otherTypeRequired] });
    if (fields.native_city_id) await this.places.requireNativeCity(fields.native_city_id);
    const { restaurant_type: _text, ...columns } = fields;
    return async () => {
      await this.profiles.upsert(
        {
          ...columns,
          ...consent,
          user_id: userId,
          restaurant_type_other: typeId === OTHER_RESTAURANT_TYPE_ID ? other : null,
        },
        ['user_id'],
      );
    };
  }

  /**
   * The owners among `userIds` who consented to show their restaurant's phone and e-mail to Elite vendors
   * and professionals (decision 213). One query on the primary key, whatever the page.
   */
  async consenting(userIds: readonly number[]): Promise<Set<number>> {
    if (!userIds.length) return new Set();
    const rows: Array<{ user_id: number }> = await this.profiles.query(
      'SELECT user_id FROM restaurant_profiles WHERE user_id IN (?) AND contact_consent_at IS NOT NULL',
      [[...new Set(userIds)]],
    );
    return new Set(rows.map((r) => Number(r.user_id)));
  }

  /**
   * The public part of each owner's profile, keyed by user id (owners without one are absent). One query,
   * plain SQL with the native city's name joined (every profile and members page asks: decision 194).
   */
  async summaries(userIds: readonly number[]): Promise<Map<number, MemberRestaurant>> {
    const out = new Map<number, MemberRestaurant>();
    if (!userIds.length) return out;
    const rows: SummaryRow[] = await this.profiles.query(
      `SELECT p.user_id, p.name, p.restaurant_type_id, p.restaurant_type_other, p.business_url, p.comments,
              p.facbook_url, p.linkedin_url, p.instagram_url, p.twiter_url, p.native_city_id, c.name AS native_city_name
       FROM restaurant_profiles p LEFT JOIN cities c ON c.id = p.native_city_id
       WHERE p.user_id IN (?)`,
      [[...new Set(userIds)]],
    );
    for (const r of rows)
      out.set(r.user_id, {
        id: r.user_id,
        name: r.name,
        restaurant_type_id: r.restaurant_type_id,
        restaurant_type: restaurantTypeText(r.restaurant_type_id, r.restaurant_type_other),
        business_url: r.business_url,
        comments: r.comments,
        facbook_url: r.facbook_url,
        linkedin_url: r.linkedin_url,
        instagram_url: r.instagram_url,
        twiter_url: r.twiter_url,
        native_city: joinedCityRef(r.native_city_id, r.native_city_name),
      });
    return out;
  }
}

/** A profile's columns as summaries reads them, with its native city's name (null: no such city). */
type SummaryRow = Omit<RestaurantProfileEntity, 'updated_at' | 'contact_consent_at'> & {
  native_city_name: string | null;
};
