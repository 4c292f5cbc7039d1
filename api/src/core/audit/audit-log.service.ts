import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { ListQuery } from '../admin-rest/list-query';
import type { Principal } from '../auth/auth.decorators';
import { AuditEntryEntity } from './audit-entry.entity';

/** Who did it, from where: the staff principal of the request and its client address. */
export interface AuditActor {
  principal: Principal;
  ip: string | null;
}

export interface AuditRecord {
  action: string;
  target_type: string;
  target_id?: number | null;
  summary?: string;
  before?: unknown;
  after?: unknown;
}

export interface AuditFilter {
  staff_id: number;
  action: string;
  target_type: string;
  target_id: number;
  from: string;
  to: string;
}

export interface AuditEntryView {
  id: number;
  staff: { id: number; name: string | null; role: string };
  action: string;
  target_type: string;
  target_id: number | null;
  summary: string;
  before: unknown;
  after: unknown;
  ip: string | null;
  created_at: string;
}

/** Largest before/after kept per entry (JSON characters): a summary, not a copy of the database. */
const SNAPSHOT_MAX = 4000;

function bounded(value: unknown): object | null {
  if (value === undefined || value === null) return null;
  const json = JSON.stringify(value);
  return json.length <= SNAPSHOT_MAX
    ? (JSON.parse(json) as object)
    : { truncated: json.slice(0, SNAPSHOT_MAX) };
}

/** An ISO date or date-time (what the console's date inputs send); anything else is ignored. */
function isDate(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    /^\d{4}-\d{2}-\d{2}([T ][\d:.]+Z?)?$/.test(value) &&
    Number(value.slice(0, 4)) >= 1000 &&
    !Number.isNaN(Date.parse(value))
  );
}

/**
 * The staff audit log (docs/decisions/120). Modules declare what they audit (`@Audited` on a staff
 * route, or `record()` where the service knows the before and after); nobody edits or deletes entries.
 */
@Injectable()
export class AuditLogService {
  constructor(@InjectRepository(AuditEntryEntity) private readonly entries: Repository<AuditEntryEntity>) {}

  async record(actor: AuditActor, entry: AuditRecord): Promise<void> {
    if (actor.principal.kind !== 'staff') return;
    await this.entries.insert({
      staff_id: actor.principal.id,
      staff_role: actor.principal.role ?? 'unknown',
      action: entry.action.slice(0, 64),
      target_type: entry.target_type.slice(0, 40),
      target_id: entry.target_id == null ? null : String(entry.target_id),
      summary: (entry.summary ?? `${entry.action} ${entry.target_type} ${entry.target_id ?? ''}`).slice(
        0,
        500,
      ),
      before: bounded(entry.before),
      after: bounded(entry.after),
      ip: actor.ip?.slice(0, 45) ?? null,
    });
  }

  /** One page, newest first by default; the staff names in the same query. */
  async list(query: ListQuery<Partial<AuditFilter>>): Promise<[AuditEntryView[], number]> {
    const { staff_id, action, target_type, target_id, from, to } = query.filter;
    const qb = this.entries.createQueryBuilder('a');
    if (staff_id !== undefined) qb.andWhere('a.staff_id = :staff_id', { staff_id: Number(staff_id) || 0 });
    if (typeof action === 'string' && action) qb.andWhere('a.action = :action', { action });
    if (typeof target_type === 'string' && target_type)
      qb.andWhere('a.target_type = :target_type', { target_type });
    if (target_id !== undefined)
      qb.andWhere('a.target_id = :target_id', { target_id: Number(target_id) || 0 });
    if (isDate(from)) qb.andWhere('a.created_at >= :from', { from: new Date(from) });
    if (isDate(to)) qb.andWhere('a.created_at <= :to', { to: new Date(to) });
    const total = await qb.clone().select('COUNT(*)', 'n').getRawOne<{ n: string }>();
    const rows: Array<AuditEntryEntity & { staff_name: string | null }> = await qb
      .leftJoin('staff', 's', 's.id = a.staff_id')
      .select('a.*')
      .addSelect('s.name', 'staff_name')
      .orderBy(`a.${query.sort.field}`, query.sort.order)
      .addOrderBy('a.id', query.sort.order)
      .offset(query.offset)
      .limit(query.limit)
      .getRawMany();
    return [rows.map(toView), Number(total?.n ?? 0)];
  }
}

function parsed(value: unknown): unknown {
  if (typeof value !== 'string') return value ?? null;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

function toView(row: AuditEntryEntity & { staff_name: string | null }): AuditEntryView {
  return {
    id: Number(row.id),
    staff: { id: row.staff_id, name: row.staff_name, role: row.staff_role },
    action: row.action,
    target_type: row.target_type,
    target_id: row.target_id === null ? null : Number(row.target_id),
    summary: row.summary,
    before: parsed(row.before),
    after: parsed(row.after),
    ip: row.ip,
    created_at: new Date(row.created_at).toISOString(),
  };
}
