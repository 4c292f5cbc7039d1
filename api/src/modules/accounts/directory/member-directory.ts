import { USER_TYPE_TEXT, type UserType } from '@app/contracts';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, IsNull, Not, type Repository } from 'typeorm';
import { PublicFiles } from '../../../core/storage/public-files';
import { UserEntity } from '../entities/user.entity';

export interface PlaceRef {
  id: number;
  name: string;
}

/** What other modules show of a member next to their content: a post's author, a liker, a follower. */
export interface MemberCard {
  id: number;
  first_name: string;
  last_name: string;
  full_name: string;
  profile_photo: string | null;
  user_type: UserType;
  user_type_text: string;
  blue_tick: 0 | 1;
  city: PlaceRef | null;
  state: PlaceRef | null;
  country: PlaceRef | null;
}

/** What billing and invoices need of a member: identity, contact, place and account age. */
export interface MemberFacts extends MemberCard {
  email: string;
  mobile_no: string | null;
  business_name: string | null;
  gst_no: string | null;
  address: string | null;
  pin_code: string | null;
  country_id: number;
  state_id: number;
  city_id: number;
  created_at: Date;
  verified: boolean;
}

const ref = (place: { id: number; name: string } | undefined): PlaceRef | null => (place ? { id: place.id, name: place.name } : null);

/**
 * Read access to member accounts for the other domains (social, follows, billing, invoices, moderation).
 * The accounts domain owns the users table; everyone else asks here, in one query per batch of ids.
 */
@Injectable()
export class MemberDirectory {
  constructor(
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
    private readonly files: PublicFiles,
  ) {}

  /** Cards of verified members, keyed by id; unknown or unverified ids are absent. One query. */
  async cards(ids: readonly number[]): Promise<Map<number, MemberCard>> {
    const facts = await this.load(ids);
    return new Map([...facts].map(([id, f]) => [id, this.toCard(f)]));
  }

  /** Full facts of one verified member, or null. */
  async facts(id: number): Promise<MemberFacts | null> {
    return (await this.load([id])).get(id) ?? null;
  }

  /** Whether a verified member with this id exists. */
  async exists(id: number): Promise<boolean> {
    return (await this.users.count({ where: { id, email_verified_at: Not(IsNull()) } })) > 0;
  }

  /** Sets or clears the verified badge (blue-tick approval and revocation). */
  async setBlueTick(id: number, on: boolean): Promise<void> {
    await this.users.update({ id }, { blue_tick: on });
  }

  private async load(ids: readonly number[]): Promise<Map<number, MemberFacts>> {
    const unique = [...new Set(ids)].filter((id) => Number.isSafeInteger(id) && id > 0);
    if (!unique.length) return new Map();
    const rows = await this.users.find({
      where: { id: In(unique), email_verified_at: Not(IsNull()) },
      relations: { country: true, state: true, city: true },
    });
    return new Map(rows.map((u) => [u.id, this.toFacts(u)]));
  }

  private toFacts(u: UserEntity): MemberFacts {
    return {
      id: u.id,
      first_name: u.first_name,
      last_name: u.last_name,
      full_name: `${u.first_name} ${u.last_name}`.trim(),
      profile_photo: this.files.url(u.profile_photo),
      user_type: u.user_type,
      user_type_text: USER_TYPE_TEXT[u.user_type],
      blue_tick: u.blue_tick ? 1 : 0,
      city: ref(u.city),
      state: ref(u.state),
      country: ref(u.country),
      email: u.email,
      mobile_no: u.mobile_no,
      business_name: u.business_name,
      gst_no: u.gst_no,
      address: u.address,
      pin_code: u.pin_code,
      country_id: u.country_id,
      state_id: u.state_id,
      city_id: u.city_id,
      created_at: u.created_at,
      verified: !!u.email_verified_at,
    };
  }

  private toCard(f: MemberFacts): MemberCard {
    const { id, first_name, last_name, full_name, profile_photo, user_type, user_type_text, blue_tick, city, state, country } = f;
    return { id, first_name, last_name, full_name, profile_photo, user_type, user_type_text, blue_tick, city, state, country };
  }
}
