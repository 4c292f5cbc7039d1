import type { LeadMail, NotificationKind, OptionalMail } from '@app/contracts';
import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A member's choices; a member without a row gets the defaults (in-site only, every optional mail on). */
@Entity('notification_preferences')
export class NotificationPreferenceEntity {
  @PrimaryColumn({ type: 'int', unsigned: true })
  user_id: number;

  @Column({ type: 'json' })
  digest_kinds: NotificationKind[];

  @Column({ type: 'json' })
  mails_off: OptionalMail[];

  /** Any digest kind chosen: the digest job walks only these rows (by index). */
  @Column({ type: 'tinyint', default: 0 })
  digest_on: number;

  /** How new leads are mailed (decision 302). */
  @Column({ type: 'enum', enum: ['instant', 'daily', 'none'], default: 'instant' })
  lead_mail: LeadMail;

  @Column({ type: 'datetime', precision: 3, nullable: true })
  digest_sent_at: Date | null;

  @Column({ type: 'datetime', precision: 3, default: () => 'CURRENT_TIMESTAMP(3)' })
  updated_at: Date;
}
