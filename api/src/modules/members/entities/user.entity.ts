import { MEMBER_LANGUAGES, type MemberLanguage, type UserType } from '@app/contracts';
import { Entity, JoinColumn, ManyToOne } from 'typeorm';
import {
  CreatedAtColumn,
  DateColumn,
  EnumColumn,
  FlagColumn,
  IdColumn,
  OptionalDateTimeColumn,
  RefColumn,
  TextColumn,
  UpdatedAtColumn,
  VarcharColumn,
} from '../../../core/database/columns';

/**
 * What accounts reads of the member's country, state and city (the locations module owns those tables).
 * The relations name the locations entities by name, not by class, so no entity crosses the module boundary;
 * accounts reads only their ids and names.
 */
export interface PlaceName {
  id: number;
  name: string;
}

/** A member account (restaurant owner "6", vendor "7", restaurant professional "8"). */
@Entity('users')
export class UserEntity {
  @IdColumn() id: number;
  @EnumColumn(['6', '7', '8']) user_type: UserType;
  @VarcharColumn({ nullable: true }) business_name: string | null;
  @VarcharColumn() first_name: string;
  @VarcharColumn() last_name: string;
  @VarcharColumn() email: string;
  @VarcharColumn({ nullable: true }) mobile_no: string | null;
  @VarcharColumn({ select: false }) password_hash: string;
  @RefColumn() country_id: number;
  @RefColumn() state_id: number;
  @RefColumn() city_id: number;

  @ManyToOne('CountryEntity', { createForeignKeyConstraints: false })
  @JoinColumn({ name: 'country_id' })
  country?: PlaceName;

  @ManyToOne('StateEntity', { createForeignKeyConstraints: false })
  @JoinColumn({ name: 'state_id' })
  state?: PlaceName;

  @ManyToOne('CityEntity', { createForeignKeyConstraints: false })
  @JoinColumn({ name: 'city_id' })
  city?: PlaceName;

  /** Free text: where the member's head office is, when it differs from their city. */
  @VarcharColumn({ nullable: true }) main_office_city: string | null;

  @VarcharColumn({ nullable: true }) gst_no: string | null;
  @DateColumn({ nullable: true }) birth_date: string | null;
  @EnumColumn(['Male', 'Female', 'Other'], { nullable: true }) gender: 'Male' | 'Female' | 'Other' | null;
  @VarcharColumn({ nullable: true }) address: string | null;
  @VarcharColumn({ nullable: true }) pin_code: string | null;
  @TextColumn({ nullable: true }) about: string | null;
  @VarcharColumn({ nullable: true }) profile_photo: string | null;
  @FlagColumn() blue_tick: boolean;
  @FlagColumn() is_dsa: boolean;

  /** The member's saved language (decision 390): the site's pages, mails and notifications follow it. */
  @EnumColumn(MEMBER_LANGUAGES, { default: 'en' }) language: MemberLanguage;

  @OptionalDateTimeColumn() email_verified_at: Date | null;
  @OptionalDateTimeColumn() adult_confirmed_at: Date | null;

  /** Set by staff (moderation): no login until then. */
  @OptionalDateTimeColumn() suspended_until: Date | null;

  /** Set by staff (moderation): no login, and the member's content is hidden. */
  @OptionalDateTimeColumn() banned_at: Date | null;

  /** The member deleted their account (issue 14): no login, listed nowhere, content hidden. */
  @OptionalDateTimeColumn() deleted_at: Date | null;

  /** The maintenance job removed the account's data; the row stays as an anonymous tombstone. */
  @OptionalDateTimeColumn() purged_at: Date | null;

  @CreatedAtColumn() created_at: Date;
  @UpdatedAtColumn() updated_at: Date;
}
