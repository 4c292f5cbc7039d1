import { APPEAL_WINDOW_DAYS, type MemberNotice, type ReviewAction } from '@app/contracts';
import { Injectable } from '@nestjs/common';
import { MemberDirectory } from '../members';
import { NotificationsService } from '../notifications';
import { InjectDataSource } from '@nestjs/typeorm';
import { type DataSource, In } from 'typeorm';
import { linkSignature, linkSignatureMatches } from '../../core/auth/signed-links';
import { AppConfig } from '../../core/config/app-config';
import { MailService } from '../../core/mail/mail.service';
import { AppealEntity } from './entities/appeal.entity';
import { NoticeEntity } from './entities/notice.entity';
import { describeSubject, ruleFor, statementOfReasons } from './moderation-mails';

export interface NewNotice {
  userId: number;
  reviewItemId: number | null;
  actionId: number | null;
  action: ReviewAction;
  reason: string;
  subjectType: string;
  excerpt: string | null;
  staffId: number | null;
  days?: number | null;
}

const DAY = 24 * 3_600_000;
/** A member sees their latest notices (there are few; older ones are past appeal anyway). */
const NOTICES_SHOWN = 50;

/**
 * Statements of reasons (docs/decisions/125): one notice per staff decision that removes or hides a
 * member's content or restricts their account, shown on the site and mailed with a link to appeal that
 * works without logging in (a banned member cannot log in).
 */
@Injectable()
export class NoticesService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly members: MemberDirectory,
    private readonly mail: MailService,
    private readonly config: AppConfig,
    private readonly notifications: NotificationsService,
  ) {}

  async issue(input: NewNotice, now = new Date()): Promise<NoticeEntity> {
    const notice = await this.db.manager.save(
      this.db.manager.create(NoticeEntity, {
        user_id: input.userId,
        review_item_id: input.reviewItemId,
        action_id: input.actionId,
        subject_type: input.subjectType,
        subject_excerpt: input.excerpt?.slice(0, 300) ?? null,
        action: input.action,
        rule: ruleFor(input.reason),
        decided_by: input.staffId ? 'staff' : 'automatic',
        staff_id: input.staffId,
        appeal_until: new Date(now.getTime() + APPEAL_WINDOW_DAYS * DAY),
      }),
    );
    await this.notifications.notify({
      recipientId: input.userId,
      kind: 'moderation_decision',
      actorId: null,
      subject: { type: 'notice', id: notice.id },
      link: '/Home/User/notices',
      excerpt: notice.subject_excerpt,
    });
    const member = await this.members.facts(input.userId);
    if (member) {
      await this.mail.send(
        { email: member.email, language: member.language },
        'notice',
        statementOfReasons({
          first_name: member.first_name,
          language: member.language,
          action: input.action,
          subject: describeSubject(input.subjectType, notice.subject_excerpt, member.language),
          rule: notice.rule,
          decided_by: notice.decided_by,
          days: input.days,
          appeal_until: notice.appeal_until,
          appeal_url: this.appealUrl(notice),
        }),
        `moderation-notice-${notice.id}`,
      );
    }
    return notice;
  }

  /** The site's appeal page for the notice, with a token that stands in for a login. */
  appealUrl(notice: Pick<NoticeEntity, 'id' | 'user_id'>): string {
    const url = new URL(`/moderation/notices/${notice.id}/appeal`, this.config.PUBLIC_WEB_URL);
    url.searchParams.set('token', this.token(notice));
    return url.toString();
  }

  token(notice: Pick<NoticeEntity, 'id' | 'user_id'>): string {
    return linkSignature(this.config.JWT_SECRET, 'moderation-notice', [notice.id, notice.user_id]);
  }

  tokenMatches(notice: Pick<NoticeEntity, 'id' | 'user_id'>, token: string): boolean {
    return linkSignatureMatches(
      this.config.JWT_SECRET,
      'moderation-notice',
      [notice.id, notice.user_id],
      token,
    );
  }

  async listFor(userId: number): Promise<MemberNotice[]> {
    const rows = await this.db.getRepository(NoticeEntity).find({
      where: { user_id: userId },
      order: { id: 'DESC' },
      take: NOTICES_SHOWN,
    });
    const appeals = rows.length
      ? await this.db.getRepository(AppealEntity).findBy({ notice_id: In(rows.map((r) => r.id)) })
      : [];
    const byNotice = new Map(appeals.map((a) => [a.notice_id, a]));
    return rows.map((n) => toNoticeView(n, byNotice.get(n.id) ?? null));
  }

  find(id: number): Promise<NoticeEntity | null> {
    return this.db.getRepository(NoticeEntity).findOneBy({ id });
  }
}

export function toNoticeView(n: NoticeEntity, appeal: AppealEntity | null): MemberNotice {
  return {
    id: n.id,
    created_at: n.created_at.toISOString(),
    subject_type: n.subject_type,
    subject_excerpt: n.subject_excerpt,
    action: n.action,
    rule: n.rule,
    decided_by: n.decided_by,
    appeal_until: n.appeal_until.toISOString(),
    appeal: appeal ? { status: appeal.status, outcome: appeal.outcome } : null,
  };
}
