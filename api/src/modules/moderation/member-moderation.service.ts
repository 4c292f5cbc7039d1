import { type ReviewAction } from '@app/contracts';
import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import type { DataSource, Repository } from 'typeorm';
import { type AuditActor, AuditLogService } from '../../core/audit/audit-log.service';
import { NotFoundError } from '../../core/errors/domain-error';
import { MemberAdminService, type StaffMemberFilter, type StaffMemberRow } from '../members';
import { ReviewActionEntity } from './entities/review-action.entity';
import { ReviewItemEntity } from './entities/review-item.entity';
import { MemberRestrictionsService } from './member-restrictions.service';
import { ModerationSubjectsService } from './moderation-subjects';
import { toReviewItem } from './moderation.mappers';
import { NoticesService } from './notices.service';
import { ReviewViewsService } from './review-views.service';
import { staffNames } from './staff-names';

const POSTS_SHOWN = 20;
const SHOWN = 50;

/** A member as the console's members screen shows them: contact details, never secrets (decision 123). */
export function toStaffMember(
  row: StaffMemberRow,
  counts?: { reports_against: number; actions_count: number },
) {
  return {
    id: row.id,
    full_name: row.full_name,
    email: row.email,
    mobile_no: row.mobile_no,
    user_type: row.user_type,
    status: row.status,
    suspended_until: row.suspended_until?.toISOString() ?? null,
    banned_at: row.banned_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
    reports_against: counts?.reports_against ?? 0,
    actions_count: counts?.actions_count ?? 0,
  };
}

/** The members screen: search, a member's moderation record, suspend, unsuspend and ban. */
@Injectable()
export class MemberModerationService {
  constructor(
    private readonly members: MemberAdminService,
    private readonly restrictions: MemberRestrictionsService,
    private readonly subjects: ModerationSubjectsService,
    private readonly notices: NoticesService,
    private readonly views: ReviewViewsService,
    private readonly audit: AuditLogService,
    @InjectRepository(ReviewActionEntity) private readonly actions: Repository<ReviewActionEntity>,
    @InjectRepository(ReviewItemEntity) private readonly items: Repository<ReviewItemEntity>,
    @InjectDataSource() private readonly db: DataSource,
  ) {}

  async list(filter: StaffMemberFilter, offset: number, limit: number, order: 'ASC' | 'DESC') {
    const [rows, total] = await this.members.search(filter, offset, limit, order);
    const counts = await this.counts(rows.map((r) => r.id));
    return [rows.map((r) => toStaffMember(r, counts.get(r.id))), total] as const;
  }

  /** Reports against and actions on each member of a page: two grouped, indexed queries. */
  private async counts(ids: number[]) {
    const result = new Map<number, { reports_against: number; actions_count: number }>();
    if (!ids.length) return result;
    const marks = ids.map(() => '?').join(',');
    const [reports, actions]: Array<Array<{ id: number; n: string | number }>> = await Promise.all([
      this.db.query(
        `SELECT i.author_id AS id, COALESCE(SUM(i.reports_count), 0) AS n FROM review_items i
         WHERE i.author_id IN (${marks}) GROUP BY i.author_id`,
        ids,
      ),
      this.db.query(
        `SELECT a.member_id AS id, COUNT(*) AS n FROM review_actions a
         WHERE a.member_id IN (${marks}) AND a.action <> 'dismiss' GROUP BY a.member_id`,
        ids,
      ),
    ]);
    for (const id of ids) result.set(id, { reports_against: 0, actions_count: 0 });
    for (const r of reports) result.get(Number(r.id))!.reports_against = Number(r.n);
    for (const a of actions) result.get(Number(a.id))!.actions_count = Number(a.n);
    return result;
  }

  async record(id: number) {
    const row = await this.members.get(id);
    if (!row) throw new NotFoundError('Member not found');
    return toStaffMember(row, (await this.counts([id])).get(id));
  }

  async show(id: number) {
    const member = await this.record(id);
    const [posts, items, actions] = await Promise.all([
      this.subjects.get('post')?.latestBy?.(id, POSTS_SHOWN) ?? Promise.resolve([]),
      this.items.find({ where: { author_id: id }, order: { id: 'DESC' }, take: SHOWN }),
      this.actions.find({ where: { member_id: id }, order: { id: 'DESC' }, take: SHOWN }),
    ]);
    const [rows, names] = await Promise.all([
      Promise.all(items.map(async (item) => toReviewItem(await this.views.get(item.id)))),
      staffNames(
        this.db,
        actions.map((a) => a.staff_id),
      ),
    ]);
    return {
      ...member,
      posts: posts.map((p) => ({ ...p, created_at: p.created_at.toISOString() })),
      review_items: rows,
      actions: actions.map((a) => ({
        id: a.id,
        review_item_id: a.review_item_id,
        action: a.action,
        days: a.days,
        note: a.note,
        by: a.staff_id ? { id: a.staff_id, name: names.get(a.staff_id) ?? null } : null,
        at: a.created_at.toISOString(),
      })),
    };
  }

  async suspend(id: number, days: number, note: string | null, actor: AuditActor) {
    await this.apply(id, actor, 'suspend', note, days, () => this.restrictions.suspend(id, days));
    return this.record(id);
  }

  async ban(id: number, note: string | null, actor: AuditActor) {
    await this.apply(id, actor, 'ban', note, null, () => this.restrictions.ban(id));
    return this.record(id);
  }

  /** Lifts a suspension, and a ban (the content the ban hid shows again). */
  async unsuspend(id: number, note: string | null, actor: AuditActor) {
    await this.apply(id, actor, 'unsuspend', note, null, async () => {
      await this.restrictions.unsuspend(id);
      await this.restrictions.unban(id);
    });
    return this.record(id);
  }

  private async apply(
    id: number,
    actor: AuditActor,
    action: ReviewAction | 'unsuspend',
    note: string | null,
    days: number | null,
    effect: () => Promise<void>,
  ): Promise<void> {
    const before = await this.record(id);
    await effect();
    const saved = await this.actions.save(
      this.actions.create({ member_id: id, action, days, note, staff_id: actor.principal.id }),
    );
    if (action !== 'unsuspend') {
      await this.notices.issue({
        userId: id,
        reviewItemId: null,
        actionId: saved.id,
        action,
        reason: 'other',
        subjectType: 'user',
        excerpt: null,
        staffId: actor.principal.id,
        days,
      });
    }
    const after = await this.record(id);
    await this.audit.record(actor, {
      action: `member.${action}`,
      target_type: 'member',
      target_id: id,
      summary: `${action} member ${id}${days ? ` for ${days} days` : ''}`,
      before: { status: before.status, suspended_until: before.suspended_until },
      after: { status: after.status, suspended_until: after.suspended_until, note },
    });
  }
}
