import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { type DataSource, In, IsNull, type Repository, type SelectQueryBuilder } from 'typeorm';
import type { ListQuery } from '../../core/admin-rest/list-query';
import { NotFoundError } from '../../core/errors/domain-error';
import { MemberDirectory } from '../members';
import { AppealEntity } from './entities/appeal.entity';
import { NoticeEntity } from './entities/notice.entity';
import { ReviewActionEntity } from './entities/review-action.entity';
import { ReviewItemEntity } from './entities/review-item.entity';
import { ReviewReportEntity } from './entities/review-report.entity';
import { staffNames } from './staff-names';

export interface ReviewItemFilter {
  status: string;
  reason: string;
  subject_type: string;
  source: string;
  older_than_hours: number;
  overdue: boolean;
  escalated: boolean;
  q: string;
  author_id: number;
  id: number[];
}

/** Lists never count further than this (docs/decisions/076). */
const COUNT_CAP = 10_000;
const HISTORY_SHOWN = 20;

/** An open item past one of its IT Rules due times (SQL, on alias i). */
const OVERDUE_SQL = `(i.status = 'open' AND (
  (i.acknowledged_at IS NULL AND i.ack_due_at < CURRENT_TIMESTAMP(3))
  OR i.resolve_due_at < CURRENT_TIMESTAMP(3)
  OR (i.remove_due_at IS NOT NULL AND i.held = 0 AND i.remove_due_at < CURRENT_TIMESTAMP(3))))`;

export function isOverdue(item: ReviewItemEntity, now = new Date()): boolean {
  if (item.status !== 'open') return false;
  return (
    (!item.acknowledged_at && item.ack_due_at < now) ||
    item.resolve_due_at < now ||
    (!!item.remove_due_at && !item.held && item.remove_due_at < now)
  );
}

export interface ReviewItemRow {
  item: ReviewItemEntity;
  author: { id: number; full_name: string } | null;
  decidedBy: string | null;
}

/** What the console reads of the review queue: lists with filters, one item with its context, counts. */
@Injectable()
export class ReviewViewsService {
  constructor(
    @InjectRepository(ReviewItemEntity) private readonly items: Repository<ReviewItemEntity>,
    @InjectDataSource() private readonly db: DataSource,
    private readonly members: MemberDirectory,
  ) {}

  /** One page: three queries (ids and rows, the capped total, authors) plus staff names. */
  async list(query: ListQuery<Partial<ReviewItemFilter>>): Promise<[ReviewItemRow[], number]> {
    const qb = this.filtered(query.filter);
    if (query.sort.field === 'priority') {
      qb.orderBy('i.priority', query.sort.order).addOrderBy('i.created_at', 'ASC').addOrderBy('i.id', 'ASC');
    } else {
      qb.orderBy(`i.${query.sort.field}`, query.sort.order).addOrderBy('i.id', query.sort.order);
    }
    const rows = await qb.offset(query.offset).limit(query.limit).getMany();
    const [sql, params] = this.filtered(query.filter).select('i.id').limit(COUNT_CAP).getQueryAndParameters();
    const counted: Array<{ total: string | number }> = await this.db.query(
      `SELECT COUNT(*) AS total FROM (${sql}) capped`,
      params,
    );
    return [await this.rows(rows), Number(counted[0]?.total ?? 0)];
  }

  private filtered(filter: Partial<ReviewItemFilter>): SelectQueryBuilder<ReviewItemEntity> {
    const qb = this.items.createQueryBuilder('i');
    const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);
    if (text(filter.status)) qb.andWhere('i.status = :status', { status: text(filter.status) });
    if (text(filter.reason)) qb.andWhere('i.reason = :reason', { reason: text(filter.reason) });
    if (text(filter.subject_type))
      qb.andWhere('i.subject_type = :subject_type', { subject_type: text(filter.subject_type) });
    if (filter.source === 'report') qb.andWhere("i.source = 'report'");
    if (filter.source === 'automatic') qb.andWhere("i.source <> 'report'");
    const hours = Number(filter.older_than_hours);
    if (filter.older_than_hours !== undefined && Number.isFinite(hours) && hours >= 0 && hours < 1e6) {
      qb.andWhere('i.created_at < :before', { before: new Date(Date.now() - hours * 3_600_000) });
    }
    if (filter.overdue === true || (filter.overdue as unknown) === 'true') qb.andWhere(OVERDUE_SQL);
    if (filter.escalated === true || (filter.escalated as unknown) === 'true')
      qb.andWhere('i.escalated_at IS NOT NULL');
    const authorId = Number(filter.author_id);
    if (filter.author_id !== undefined)
      qb.andWhere('i.author_id = :authorId', { authorId: Number.isSafeInteger(authorId) ? authorId : 0 });
    if (Array.isArray(filter.id)) {
      const ids = filter.id.map(Number).filter((n) => Number.isSafeInteger(n));
      qb.andWhere(ids.length ? 'i.id IN (:...ids)' : '1 = 0', { ids });
    }
    const q = text(filter.q);
    if (q) {
      // Words of the excerpt, by its FULLTEXT index (each word a required prefix); no word, no match.
      const words = (
        q
          .normalize('NFKC')
          .toLowerCase()
          .match(/[\p{L}\p{N}]+/gu) ?? []
      ).slice(0, 8);
      const against = words.map((w) => `+${w.slice(0, 80)}*`).join(' ');
      qb.andWhere(against ? 'MATCH (i.excerpt) AGAINST (:against IN BOOLEAN MODE)' : '1 = 0', { against });
    }
    return qb;
  }

  private async rows(items: ReviewItemEntity[]): Promise<ReviewItemRow[]> {
    const [cards, names] = await Promise.all([
      this.members.cards(items.flatMap((i) => (i.author_id ? [i.author_id] : []))),
      staffNames(
        this.db,
        items.map((i) => i.decided_by),
      ),
    ]);
    return items.map((item) => {
      const card = item.author_id ? cards.get(item.author_id) : undefined;
      return {
        item,
        author: card ? { id: card.id, full_name: card.full_name } : null,
        decidedBy: item.decided_by ? (names.get(item.decided_by) ?? null) : null,
      };
    });
  }

  async get(id: number): Promise<ReviewItemRow> {
    const item = await this.items.findOneBy({ id });
    if (!item) throw new NotFoundError('Review item not found');
    return (await this.rows([item]))[0]!;
  }

  /** A staff member opened the item: it is acknowledged (IT Rules: within 24 hours). */
  async acknowledge(item: ReviewItemEntity): Promise<void> {
    if (item.acknowledged_at || item.status !== 'open') return;
    item.acknowledged_at = new Date();
    await this.items.update(
      { id: item.id, acknowledged_at: IsNull() },
      { acknowledged_at: item.acknowledged_at },
    );
  }

  /** The context of one item: the author's history, the reports, the appeals and the actions. */
  async context(item: ReviewItemEntity) {
    const [history, reports, actions, notices] = await Promise.all([
      item.author_id
        ? this.items.find({
            select: { id: true, reason: true, decision_action: true, created_at: true },
            where: { author_id: item.author_id },
            order: { id: 'DESC' },
            take: HISTORY_SHOWN + 1,
          })
        : Promise.resolve([]),
      this.db
        .getRepository(ReviewReportEntity)
        .find({ where: { review_item_id: item.id }, order: { id: 'ASC' }, take: 100 }),
      this.db
        .getRepository(ReviewActionEntity)
        .find({ where: { review_item_id: item.id }, order: { id: 'ASC' } }),
      this.db.getRepository(NoticeEntity).find({ select: { id: true }, where: { review_item_id: item.id } }),
    ]);
    const appeals = notices.length
      ? await this.db.getRepository(AppealEntity).findBy({ notice_id: In(notices.map((n) => n.id)) })
      : [];
    const [reporters, names] = await Promise.all([
      this.members.cards(reports.flatMap((r) => (r.reporter_id ? [r.reporter_id] : []))),
      staffNames(this.db, [...actions.map((a) => a.staff_id), ...appeals.map((a) => a.decided_by)]),
    ]);
    return {
      author_history: history
        .filter((h) => h.id !== item.id)
        .slice(0, HISTORY_SHOWN)
        .map((h) => ({
          item_id: h.id,
          reason: h.reason,
          decision_action: h.decision_action,
          at: h.created_at.toISOString(),
        })),
      reports: reports.map((r) => {
        const card = r.reporter_id ? reporters.get(r.reporter_id) : undefined;
        return {
          reporter: card ? { id: card.id, full_name: card.full_name } : null,
          reason: r.reason,
          details: r.details,
          hid_content: r.held,
          created_at: r.created_at.toISOString(),
        };
      }),
      appeals: appeals.map((a) => ({
        id: a.id,
        status: a.status,
        text: a.text,
        created_at: a.created_at.toISOString(),
        outcome: a.outcome,
        decided_by: a.decided_by ? { id: a.decided_by, name: names.get(a.decided_by) ?? null } : null,
      })),
      actions: actions.map((a) => ({
        id: a.id,
        action: a.action,
        days: a.days,
        note: a.note,
        by: a.staff_id ? { id: a.staff_id, name: names.get(a.staff_id) ?? null } : null,
        at: a.created_at.toISOString(),
      })),
    };
  }

  /** The dashboard's counts, each bounded. */
  async stats(): Promise<{
    open: number;
    overdue: number;
    child_safety_open: number;
    escalations_open: number;
    appeals_open: number;
  }> {
    const capped = async (sql: string) => {
      const rows: Array<{ n: string | number }> = await this.db.query(
        `SELECT COUNT(*) AS n FROM (${sql} LIMIT ${COUNT_CAP}) c`,
      );
      return Number(rows[0]?.n ?? 0);
    };
    const [open, overdue, child_safety_open, escalations_open, appeals_open] = await Promise.all([
      capped("SELECT 1 FROM review_items i WHERE i.status = 'open'"),
      capped(`SELECT 1 FROM review_items i WHERE ${OVERDUE_SQL}`),
      capped("SELECT 1 FROM review_items i WHERE i.status = 'open' AND i.priority = 0"),
      capped('SELECT 1 FROM escalations e WHERE e.retain_until > CURRENT_TIMESTAMP(3)'),
      capped("SELECT 1 FROM moderation_appeals a WHERE a.status = 'open'"),
    ]);
    return { open, overdue, child_safety_open, escalations_open, appeals_open };
  }
}
