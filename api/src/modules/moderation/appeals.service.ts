import { type AppealOutcome, type MemberNotice, TrustSafetyMessages } from '@app/contracts';
import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import type { DataSource, Repository } from 'typeorm';
import type { ListQuery } from '../../core/admin-rest/list-query';
import { type AuditActor, AuditLogService } from '../../core/audit/audit-log.service';
import { DomainError, ForbiddenError, NotFoundError } from '../../core/errors/domain-error';
import { MailService } from '../../core/mail/mail.service';
import { MemberDirectory } from '../members';
import { AppealEntity } from './entities/appeal.entity';
import { NoticeEntity } from './entities/notice.entity';
import { ReviewActionEntity } from './entities/review-action.entity';
import { ReviewItemEntity } from './entities/review-item.entity';
import { MemberRestrictionsService } from './member-restrictions.service';
import { ModerationSubjectsService } from './moderation-subjects';
import { appealResult } from './moderation-mails';
import { isDuplicateKey } from '../../core/database/duplicate-key';
import { NoticesService, toNoticeView } from './notices.service';
import { staffNames } from './staff-names';

/** Who appeals: the signed-in member, or the holder of the notice's mailed link (a banned member). */
export type Appellant = { memberId: number } | { token: string };

/**
 * AppealsService (docs/decisions/125): one per notice, within its window, decided by another moderator than the
 * one who made the decision whenever another moderator exists; the result is mailed, and a reversal
 * undoes what the decision did to the account (a removed post does not come back: its author may post
 * it again).
 */
@Injectable()
export class AppealsService {
  constructor(
    @InjectRepository(AppealEntity) private readonly appeals: Repository<AppealEntity>,
    @InjectRepository(NoticeEntity) private readonly notices: Repository<NoticeEntity>,
    @InjectDataSource() private readonly db: DataSource,
    private readonly noticesService: NoticesService,
    private readonly restrictions: MemberRestrictionsService,
    private readonly subjects: ModerationSubjectsService,
    private readonly members: MemberDirectory,
    private readonly mail: MailService,
    private readonly audit: AuditLogService,
  ) {}

  async appeal(noticeId: number, who: Appellant, text: string, now = new Date()): Promise<MemberNotice> {
    const notice = await this.notices.findOneBy({ id: noticeId });
    const allowed =
      notice &&
      ('memberId' in who
        ? notice.user_id === who.memberId
        : this.noticesService.tokenMatches(notice, who.token));
    if (!notice || !allowed) throw new NotFoundError('Notice not found');
    if (await this.appeals.existsBy({ notice_id: notice.id })) {
      throw new DomainError(409, TrustSafetyMessages.appealExists);
    }
    if (notice.appeal_until < now) throw new DomainError(409, TrustSafetyMessages.appealClosed);
    try {
      const appeal = await this.appeals.save(
        this.appeals.create({ notice_id: notice.id, user_id: notice.user_id, text, created_at: now }),
      );
      return toNoticeView(notice, appeal);
    } catch (error) {
      if (isDuplicateKey(error)) throw new DomainError(409, TrustSafetyMessages.appealExists);
      throw error;
    }
  }

  async list(query: ListQuery<{ status?: string }>) {
    const status =
      query.filter.status === 'open' || query.filter.status === 'decided' ? query.filter.status : undefined;
    const [rows, total] = await this.appeals.findAndCount({
      where: status ? { status } : {},
      order: { [query.sort.field]: query.sort.order },
      skip: query.offset,
      take: query.limit,
    });
    return [await this.views(rows), total] as const;
  }

  async get(id: number) {
    return (await this.views([await this.find(id)]))[0]!;
  }

  private async find(id: number): Promise<AppealEntity> {
    const appeal = await this.appeals.findOneBy({ id });
    if (!appeal) throw new NotFoundError('Appeal not found');
    return appeal;
  }

  private async views(rows: AppealEntity[]) {
    const notices = rows.length ? await this.notices.findBy(rows.map((r) => ({ id: r.notice_id }))) : [];
    const byId = new Map(notices.map((n) => [n.id, n]));
    const [cards, names] = await Promise.all([
      this.members.cards(rows.map((r) => r.user_id)),
      staffNames(this.db, [...rows.map((r) => r.decided_by), ...notices.map((n) => n.staff_id)]),
    ]);
    return rows.map((a) => {
      const notice = byId.get(a.notice_id);
      const card = cards.get(a.user_id);
      const staff = (id: number | null | undefined) => (id ? { id, name: names.get(id) ?? null } : null);
      return {
        id: a.id,
        notice_id: a.notice_id,
        review_item_id: notice?.review_item_id ?? null,
        action: notice?.action ?? null,
        member: { id: a.user_id, full_name: card?.full_name ?? null },
        text: a.text,
        status: a.status,
        created_at: a.created_at.toISOString(),
        outcome: a.outcome,
        note: a.note,
        decided_by: staff(a.decided_by),
        decision_by: staff(notice?.staff_id),
      };
    });
  }

  async decide(id: number, actor: AuditActor, outcome: AppealOutcome, note: string, now = new Date()) {
    const appeal = await this.find(id);
    if (appeal.status !== 'open') throw new DomainError(409, 'This appeal has already been decided.');
    const notice = await this.notices.findOneByOrFail({ id: appeal.notice_id });
    const staffId = actor.principal.id;
    if (notice.staff_id === staffId && (await this.anotherModeratorExists(staffId))) {
      throw new ForbiddenError(TrustSafetyMessages.sameModerator);
    }
    await this.appeals.update(
      { id },
      { status: 'decided', outcome, note, decided_by: staffId, decided_at: now },
    );
    if (outcome === 'reversed') await this.reverse(notice);
    await this.db.getRepository(ReviewActionEntity).insert({
      review_item_id: notice.review_item_id,
      member_id: notice.user_id,
      action: `appeal_${outcome}`,
      note,
      staff_id: staffId,
      created_at: now,
    });
    const member = await this.members.facts(notice.user_id);
    if (member) {
      await this.mail.send(
        { email: member.email, language: member.language },
        'notice',
        appealResult({ first_name: member.first_name, outcome, note, language: member.language }),
        `moderation-appeal-${id}`,
      );
    }
    await this.audit.record(actor, {
      action: `appeal.${outcome}`,
      target_type: 'appeal',
      target_id: id,
      summary: `appeal of notice ${notice.id} (${notice.action}) ${outcome}`,
      before: { status: 'open' },
      after: { status: 'decided', outcome, note },
    });
    return this.get(id);
  }

  /** Undoes what the decision did: the account's restriction and the content's hold (not a removal). */
  private async reverse(notice: NoticeEntity): Promise<void> {
    if (notice.action === 'suspend') await this.restrictions.unsuspend(notice.user_id);
    if (notice.action === 'ban' || notice.action === 'escalate')
      await this.restrictions.unban(notice.user_id);
    const item = notice.review_item_id
      ? await this.db.getRepository(ReviewItemEntity).findOneBy({ id: notice.review_item_id })
      : null;
    if (item && item.subject_type !== 'user' && item.held) {
      await this.subjects.get(item.subject_type)?.release(item.subject_id);
      await this.db.getRepository(ReviewItemEntity).update({ id: item.id }, { held: false });
    }
  }

  private async anotherModeratorExists(staffId: number): Promise<boolean> {
    const rows: Array<{ n: string | number }> = await this.db.query(
      `SELECT COUNT(*) AS n FROM staff WHERE is_active = 1 AND role IN ('moderator', 'superadmin') AND id <> ?`,
      [staffId],
    );
    return Number(rows[0]?.n ?? 0) > 0;
  }
}
