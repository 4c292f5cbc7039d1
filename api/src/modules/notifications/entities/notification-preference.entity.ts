import type { LeadMail, NotificationKind, OptionalMail } from '@app/contracts';
import { Column, Entity } from 'typeorm';
import {
  DateTimeColumn,
  EnumColumn,
  JsonColumn,
  NOW,
  OptionalDateTimeColumn,
  PrimaryRefColumn,
} from '../../../core/database/columns';

/** A member's choices; a member without a row gets the defaults (in-site only, every optional mail on). */
@Entity('notification_preferences')
export class NotificationPreferenceEntity {
  @PrimaryRefColumn() user_id: number;
  @JsonColumn() digest_kinds: NotificationKind[];
  @JsonColumn() mails_off: OptionalMail[];

  /** Any digest kind chosen: the digest job walks only these rows (by index). */
  @Column({ type: 'tinyint', default: 0 }) digest_on: number;

  /** How new leads are mailed (decision 302). */
  @EnumColumn(['instant', 'daily', 'none'], { default: 'instant' }) lead_mail: LeadMail;

  @OptionalDateTimeColumn() digest_sent_at: Date | null;
  @DateTimeColumn({ default: NOW }) updated_at: Date;
}
