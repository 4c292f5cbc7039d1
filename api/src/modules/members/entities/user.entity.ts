import { MEMBER_LANGUAGES, type MemberLanguage, type UserType } from '@app/contracts';
import {
  Column,
  CreateDateColumn,
  Entity,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';

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
  @PrimaryGeneratedColumn({ unsigned: true })
  id: number;

  @Column({ type: 'enum', enum: ['6', '7', '8'] })
  user_type: UserType;

  @Column({ type: 'varchar', nullable: true })
  business_name: string | null;

  @Column({ type: 'varchar' })
  first_name: string;

  @Column({ type: 'varchar' })
  last_name: string;

  @Column({ type: 'varchar' })
  email: string;

  @Column({ type: 'varchar', nullable: true })
  mobile_no: string | null;

  @Column({ type: 'varchar', select: false })
  password_hash: string;

  @Column({ type: 'int', unsigned: true })
  country_id: number;

  @Column({ type: 'int', unsigned: true })
  state_id: number;

  @Column({ type: 'int', unsigned: true })
  city_id: number;

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
  @Column({ type: 'varchar', nullable: true })
  main_office_city: string | null;

  @Column({ type: 'varchar', nullable: true })
  gst_no: string | null;

  @Column({ type: 'date', nullable: true })
  birth_date: string | null;

  @Column({ type: 'enum', enum: ['Male', 'Female', 'Other'], nullable: true })
  gender: 'Male' | 'Female' | 'Other' | null;

  @Column({ type: 'varchar', nullable: true })
  address: string | null;

  @Column({ type: 'varchar', nullable: true })
  pin_code: string | null;

  @Column({ type: 'text', nullable: true })
  about: string | null;

  @Column({ type: 'varchar', nullable: true })
  profile_photo: string | null;

  @Column({ type: 'boolean', default: false })
  blue_tick: boolean;

  @Column({ type: 'boolean', default: false })
  is_dsa: boolean;

  /** The member's saved language (decision 390): the site's pages, mails and notifications follow it. */
  @Column({ type: 'enum', enum: MEMBER_LANGUAGES, default: 'en' })
  language: MemberLanguage;

  @Column({ type: 'datetime', precision: 3, nullable: true })
  email_verified_at: Date | null;

  @Column({ type: 'datetime', precision: 3, nullable: true })
  adult_confirmed_at: Date | null;

  /** Set by staff (moderation): no login until then. */
  @Column({ type: 'datetime', precision: 3, nullable: true })
  suspended_until: Date | null;

  /** Set by staff (moderation): no login, and the member's content is hidden. */
  @Column({ type: 'datetime', precision: 3, nullable: true })
  banned_at: Date | null;

  /** The member deleted their account (issue 14): no login, listed nowhere, content hidden. */
  @Column({ type: 'datetime', precision: 3, nullable: true })
  deleted_at: Date | null;

  /** The maintenance job removed the account's data; the row stays as an anonymous tombstone. */
  @Column({ type: 'datetime', precision: 3, nullable: true })
  purged_at: Date | null;

  @CreateDateColumn({ type: 'datetime', precision: 3, default: () => 'CURRENT_TIMESTAMP(3)' })
  created_at: Date;

  @UpdateDateColumn({ type: 'datetime', precision: 3, default: () => 'CURRENT_TIMESTAMP(3)' })
  updated_at: Date;
}
