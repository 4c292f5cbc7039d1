import { randomBytes } from 'node:crypto';
import { type MemberProfile, type MemberUser, type Page, UserType } from '@app/contracts';
import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { Principal } from '../../core/auth/auth.decorators';
import { checkEveryField } from '../../core/errors/field-checks';
import { ForbiddenError, InvalidInputError, NotFoundError } from '../../core/errors/domain-error';
import { toPage } from '../../core/http/page';
import { avatarKeys, renderAvatarThumbnail } from '../../core/storage/avatar-thumbnails';
import { cleanUploadedImage } from '../../core/storage/images';
import { StorageDriver } from '../../core/storage/storage.driver';
import { LocationsService } from '../locations';
import { ManpowerProfilesService, RestaurantProfilesService, VendorProfilesService } from '../marketplace';
import { MemberDirectory, UserEntity } from '../members';
import { MemberSearch } from '../search';
import { AccountErrors } from './accounts.errors';
import type { MemberProfileUpdateDto } from './dto/profile.dto';
import { MemberSessionsService } from './member-sessions.service';
import { MemberViewsService } from './member-views.service';

export const SEARCH_PAGE_SIZE = 20;
/** The members search pages through and counts at most this many results (decision 183). */
export const SEARCH_RESULT_CAP = 500;
const PHOTO_MAX_PX = 1024;

/** Viewing, searching and editing member profiles. */
@Injectable()
export class MemberProfilesService {
  private readonly logger = new Logger(MemberProfilesService.name);

  constructor(
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
    private readonly locations: LocationsService,
    private readonly storage: StorageDriver,
    private readonly views: MemberViewsService,
    private readonly directory: MemberDirectory,
    private readonly memberSearch: MemberSearch,
    private readonly sessions: MemberSessionsService,
    private readonly restaurants: RestaurantProfilesService,
    private readonly vendors: VendorProfilesService,
    private readonly manpower: ManpowerProfilesService,
  ) {}

  /**
   * A verified member, with the viewer's relation to them; unverified accounts do not exist for others.
   * The member themself gets every field, anyone else the public profile (MemberViewsService).
   */
  async get(id: number, viewerId: number | null): Promise<MemberProfile> {
    const [user] = await this.views.rows([id]);
    // A deleted account is gone for everyone (issue 14).
    if (!user?.email_verified_at || user.deleted_at) throw new NotFoundError(AccountErrors.userNotFound);
    return this.views.one(user, viewerId);
  }

  /**
   * The members search (`GET users?search=`): verified, unbanned, not deleted members with a name word
   * beginning with every word of the search, in name order; everyone in name order without words. At most
   * SEARCH_RESULT_CAP results are paged and counted, so no request ranks or counts every member (decision
   * 183); the ids come from the name indexes (MemberDirectory), then the page's rows.
   */
  async search(
    search: string | undefined,
    page: number,
    viewerId: number | null,
  ): Promise<Page<MemberProfile>> {
    const offset = (page - 1) * SEARCH_PAGE_SIZE;
    let ids: number[];
    let total: number;
    if (search?.trim()) {
      const all = await this.memberSearch.idsByName(search, SEARCH_RESULT_CAP);
      ids = all.slice(offset, offset + SEARCH_PAGE_SIZE);
      total = all.length;
    } else if (offset < SEARCH_RESULT_CAP) {
      ({ ids, total } = await this.directory.idsInNameOrder(offset, SEARCH_PAGE_SIZE, SEARCH_RESULT_CAP));
    } else {
      ({ total } = await this.directory.idsInNameOrder(0, 0, SEARCH_RESULT_CAP));
      ids = [];
    }
    const rows = await this.views.rows(ids);
    const byId = new Map(rows.map((u) => [u.id, u]));
    const ordered = ids.flatMap((id) => byId.get(id) ?? []);
    return toPage(await this.views.many(ordered, viewerId), total, page, SEARCH_PAGE_SIZE);
  }

  /**
   * Only the member themself; the photo is checked by content and re-encoded before it is stored. An
   * owner's restaurant fields go to the marketplace (RestaurantProfilesService), which validates them before any
   * write; other members' forms never carry them, and they are ignored there. A professional's resume goes
   * to the marketplace too (ManpowerProfilesService.prepareResume: checked before anything is written).
   */
  async update(
    principal: Principal,
    id: number,
    input: MemberProfileUpdateDto,
    photo?: { buffer: Buffer },
    resume?: { buffer: Buffer },
  ): Promise<MemberUser> {
    if (principal.kind !== 'member' || principal.id !== id)
      throw new ForbiddenError(AccountErrors.notYourProfile);
    const user = await this.users.findOneBy({ id });
    if (!user) throw new NotFoundError(AccountErrors.userNotFound);

    const {
      country_id,
      state_id,
      current_city_id,
      business_name,
      name: _name,
      restaurant_type_id: _typeId,
      restaurant_type: _type,
      business_url: _url,
      comments: _comments,
      facbook_url: _facebook,
      linkedin_url: _linkedin,
      instagram_url: _instagram,
      twiter_url: _twitter,
      native_city_id: _nativeCity,
      contact_consent: _contactConsent,
      business_category: _category,
      time_limit: _timeLimit,
      product_name: _products,
      trade_category_ids: _tradeCategories,
      served_city_ids: _servedCities,
      served_state_ids: _servedStates,
      ...fields
    } = input;
    const isOwner = user.user_type === UserType.Restaurant;
    const isVendor = user.user_type === UserType.Vendor;
    // The owner's and the vendor's forms name the member's city current_city_id.
    const city_id = input.city_id ?? (isOwner || isVendor ? current_city_id : undefined);
    const place = {
      country_id: country_id ?? user.country_id,
      state_id: state_id ?? user.state_id,
      city_id: city_id ?? user.city_id,
    };
    // Every check before the first refusal: one 422 names every wrong field of the form.
    const [, saveRestaurant, saveVendor, saveResume] = await checkEveryField([
      async () => {
        if (country_id === undefined && state_id === undefined && city_id === undefined) return;
        if (!(await this.locations.findPlace(place.country_id, place.state_id, place.city_id)))
          throw new InvalidInputError({ city_id: [AccountErrors.badPlace] });
      },
      () => (isOwner ? this.restaurants.prepare(id, input) : null),
      () => (isVendor ? this.vendors.prepare(id, input) : null),
      () => (resume ? this.manpower.prepareResume(id, user.user_type, resume.buffer) : null),
    ] as const);
    const photoKey = photo ? await this.storePhoto(id, photo.buffer) : undefined;
    await saveRestaurant?.();
    await saveVendor?.();
    await saveResume?.();
    await this.users.update(id, {
      ...fields,
      ...place,
      ...((isOwner || isVendor) && business_name !== undefined && { business_name }),
      ...(photoKey && { profile_photo: photoKey }),
    });
    if (photoKey && user.profile_photo) {
      for (const key of avatarKeys(user.profile_photo)) {
        await this.storage
          .delete(key)
          .catch((error: unknown) =>
            this.logger.warn({ msg: 'old avatar not removed', error: String(error) }),
          );
      }
    }
    return this.sessions.view(id);
  }

  /**
   * Checked by content and re-encoded without EXIF/GPS (core/storage/images.ts), at most 1024 px a side, and
   * stored with the square copy avatars show (decision 205).
   */
  private async storePhoto(userId: number, input: Buffer): Promise<string> {
    const photo = await cleanUploadedImage(input, PHOTO_MAX_PX);
    if (photo === 'not-image') throw new InvalidInputError({ photo: [AccountErrors.photoNotImage] });
    if (photo === 'too-many-pixels')
      throw new InvalidInputError({ photo: [AccountErrors.photoTooManyPixels] });
    const key = `avatars/${userId}/${randomBytes(12).toString('hex')}.jpg`;
    const [photoKey, thumbnailKey] = avatarKeys(key) as [string, string];
    await this.storage.put(thumbnailKey, await renderAvatarThumbnail(photo.data), 'image/jpeg');
    await this.storage.put(photoKey, photo.data, 'image/jpeg');
    return key;
  }
}
