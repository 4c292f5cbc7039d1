import {
  type LeadMail,
  NOTIFICATION_KINDS,
  type NotificationKind,
  type NotificationPreferences,
  type OptionalMail,
} from '@app/contracts';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type Repository } from 'typeorm';
import { NotificationPreferenceEntity } from './entities/notification-preference.entity';

/** Without a saved choice: in-site only, every optional mail on (decision 177). */
export const DEFAULT_PREFERENCES: NotificationPreferences = {
  digest: [],
  mails_off: [],
  lead_mail: 'instant',
};

/** What a settings form sends: the lead-mail choice may be left out (then it stays). */
export type PreferencesInput = Omit<NotificationPreferences, 'lead_mail'> & { lead_mail?: LeadMail };

/** A member's notification and mail choices. */
@Injectable()
export class NotificationPreferencesService {
  constructor(
    @InjectRepository(NotificationPreferenceEntity)
    private readonly prefs: Repository<NotificationPreferenceEntity>,
  ) {}

  async get(memberId: number): Promise<NotificationPreferences> {
    const row = await this.prefs.findOneBy({ user_id: memberId });
    return row ? toPreferences(row) : { ...DEFAULT_PREFERENCES };
  }

  async save(memberId: number, input: PreferencesInput): Promise<NotificationPreferences> {
    // Kept in the contracts' order, without repeats.
    const digest = NOTIFICATION_KINDS.filter((kind) => input.digest.includes(kind));
    const mailsOff = [...new Set(input.mails_off)];
    await this.prefs.upsert(
      {
        user_id: memberId,
        digest_kinds: digest,
        mails_off: mailsOff,
        digest_on: digest.length ? 1 : 0,
        ...(input.lead_mail && { lead_mail: input.lead_mail }),
      },
      ['user_id'],
    );
    return this.get(memberId);
  }

  /** Each member's lead-mail choice (decision 302), in one query; 'instant' without a saved choice. */
  async leadMailOf(memberIds: readonly number[]): Promise<Map<number, LeadMail>> {
    const out = new Map<number, LeadMail>(memberIds.map((id) => [id, 'instant']));
    if (!memberIds.length) return out;
    const rows = await this.prefs.find({
      select: { user_id: true, lead_mail: true },
      where: { user_id: In([...memberIds]) },
    });
    for (const row of rows) out.set(row.user_id, row.lead_mail);
    return out;
  }

  /** Turns one optional mail off (the one-click unsubscribe), keeping the member's other choices. */
  async turnOff(memberId: number, mail: OptionalMail): Promise<void> {
    const current = await this.get(memberId);
    if (!current.mails_off.includes(mail))
      await this.save(memberId, { ...current, mails_off: [...current.mails_off, mail] });
  }

  /** Of these members, those who turned the optional mail off (one query; for mails sent in batches). */
  async mailOffAmong(memberIds: readonly number[], mail: OptionalMail): Promise<Set<number>> {
    if (!memberIds.length) return new Set();
    const rows = await this.prefs.find({
      select: { user_id: true, mails_off: true },
      where: { user_id: In([...memberIds]) },
    });
    return new Set(rows.filter((row) => row.mails_off?.includes(mail)).map((row) => row.user_id));
  }

  /**
   * Whether an optional mail may go to the member: other modules ask before sending one (the marketplace's
   * activity mails). Required mails (codes, receipts, security, moderation) never ask.
   */
  async allowsMail(memberId: number, mail: OptionalMail): Promise<boolean> {
    const row = await this.prefs.findOne({ select: { mails_off: true }, where: { user_id: memberId } });
    return !row?.mails_off.includes(mail);
  }
}

function toPreferences(row: NotificationPreferenceEntity): NotificationPreferences {
  return {
    digest: (row.digest_kinds ?? []).filter((k): k is NotificationKind => NOTIFICATION_KINDS.includes(k)),
    mails_off: row.mails_off ?? [],
    lead_mail: row.lead_mail ?? 'instant',
  };
}
