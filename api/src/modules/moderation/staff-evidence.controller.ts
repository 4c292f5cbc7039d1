import { Controller, Delete, Get, Param, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Response } from 'express';
import type { DataSource } from 'typeorm';
import { type ListQuery, parseListQuery } from '../../core/admin-rest/list-query';
import { sendList } from '../../core/admin-rest/list-result';
import { Audited } from '../../core/audit/audited';
import { StaffOnly } from '../../core/auth/auth.decorators';
import { NotFoundError } from '../../core/errors/domain-error';
import { DOCUMENT_HEADERS } from '../../core/http/document-headers';
import { RawResponse } from '../../core/http/envelope.interceptor';
import { ModerationIdParam, TransparencyQuery } from './dto/trust-safety.dto';
import type { BlockedImageEntity } from './entities/blocked-image.entity';
import type { EscalationEntity } from './entities/escalation.entity';
import { EscalationsService } from './escalations.service';
import { EvidenceStoreService } from './evidence.service';
import { hashHex } from './checks/perceptual-hash';
import { ImageBlocklistService } from './image-blocklist.service';
import { staffNames } from './staff-names';
import { TransparencyReportService } from './transparency.service';

/** A list of rows that name a staff member: one page, the names in one query, sent as ra-data-simple-rest. */
async function namedList<R, V>(
  db: DataSource,
  raw: Record<string, unknown>,
  res: Response,
  resource: string,
  load: (query: ListQuery<object>) => Promise<[R[], number]>,
  staffOf: (row: R) => number | null,
  view: (row: R, names: Map<number, string>) => V,
): Promise<V[]> {
  const query = parseListQuery(raw, {
    sortable: ['id', 'created_at'],
    defaultSort: ['id', 'DESC'],
    maxLimit: 100,
  });
  const [rows, total] = await load(query);
  const names = await staffNames(db, rows.map(staffOf));
  return sendList(
    res,
    resource,
    query.offset,
    rows.map((r) => view(r, names)),
    total,
  );
}

/** The blocklist of removed images: list, a staff-only thumbnail, delete (superadmin). */
@ApiTags('admin: moderation')
@ApiBearerAuth()
@StaffOnly('moderator', 'superadmin')
@RawResponse()
@Controller('admin-api/image-blocklist')
export class StaffImageBlocklistController {
  constructor(
    private readonly blocklist: ImageBlocklistService,
    private readonly evidence: EvidenceStoreService,
    @InjectDataSource() private readonly db: DataSource,
  ) {}

  @Get()
  list(@Query() raw: Record<string, unknown>, @Res({ passthrough: true }) res: Response) {
    return namedList(
      this.db,
      raw,
      res,
      'image-blocklist',
      (q) => this.blocklist.list(q),
      (r) => r.created_by,
      toBlocked,
    );
  }

  @Get(':id')
  async get(@Param() { id }: ModerationIdParam) {
    const row = await this.blocklist.get(id);
    return toBlocked(row, await staffNames(this.db, [row.created_by]));
  }

  @Get(':id/image')
  async image(@Param() { id }: ModerationIdParam, @Res() res: Response) {
    const row = await this.blocklist.get(id);
    const file = row.thumbnail_key ? await this.evidence.read(row.thumbnail_key) : null;
    if (!file) throw new NotFoundError('This entry has no thumbnail');
    res.set({
      ...DOCUMENT_HEADERS,
      'Content-Type': file.contentType,
      'Content-Length': String(file.body.length),
    });
    res.end(file.body);
  }

  @Delete(':id')
  @StaffOnly('superadmin')
  @Audited('image_blocklist.delete', 'blocked_image')
  async remove(@Param() { id }: ModerationIdParam) {
    return toBlocked(await this.blocklist.remove(id), new Map());
  }
}

function toBlocked(row: BlockedImageEntity, names: Map<number, string>) {
  return {
    id: row.id,
    hash: hashHex(row.hash),
    thumbnail_url: row.thumbnail_key ? `/admin-api/image-blocklist/${row.id}/image` : null,
    added_by: row.created_by ? { id: row.created_by, name: names.get(row.created_by) ?? null } : null,
    review_item_id: row.review_item_id,
    reason: row.reason,
    created_at: row.created_at.toISOString(),
  };
}

/** Child-safety escalations: list and the evidence package (zip). */
@ApiTags('admin: moderation')
@ApiBearerAuth()
@StaffOnly('moderator', 'superadmin')
@RawResponse()
@Controller('admin-api/escalations')
export class StaffEscalationsController {
  constructor(
    private readonly escalations: EscalationsService,
    @InjectDataSource() private readonly db: DataSource,
  ) {}

  @Get()
  list(@Query() raw: Record<string, unknown>, @Res({ passthrough: true }) res: Response) {
    return namedList(
      this.db,
      raw,
      res,
      'escalations',
      (q) => this.escalations.list(q),
      (r) => r.staff_id,
      toEscalation,
    );
  }

  @Get(':id')
  async get(@Param() { id }: ModerationIdParam) {
    const row = await this.escalations.get(id);
    return toEscalation(row, await staffNames(this.db, [row.staff_id]));
  }

  @Get(':id/package')
  @Audited('escalation.download', 'escalation')
  async package(@Param() { id }: ModerationIdParam, @Res() res: Response) {
    const zip = await this.escalations.package(id);
    res.set({
      ...DOCUMENT_HEADERS,
      'Content-Type': 'application/zip',
      'Content-Length': String(zip.length),
      'Content-Disposition': `attachment; filename="escalation-${id}.zip"`,
    });
    res.end(zip);
  }
}

function toEscalation(row: EscalationEntity, names: Map<number, string>) {
  return {
    id: row.id,
    review_item_id: row.review_item_id,
    subject_type: row.subject_type,
    subject_id: row.subject_id,
    author: { id: row.author_id, full_name: row.author_name },
    escalated_by: { id: row.staff_id, name: names.get(row.staff_id) ?? null },
    created_at: row.created_at.toISOString(),
    retain_until: row.retain_until.toISOString(),
  };
}

/** The monthly transparency report as CSV. */
@ApiTags('admin: moderation')
@ApiBearerAuth()
@StaffOnly('moderator', 'superadmin')
@RawResponse()
@Controller('admin-api/transparency-report')
export class StaffTransparencyController {
  constructor(private readonly report: TransparencyReportService) {}

  @Get()
  async csv(@Query() { month }: TransparencyQuery, @Res({ passthrough: true }) res: Response) {
    res.set({
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="transparency-${month}.csv"`,
      'Cache-Control': 'no-store',
    });
    return this.report.csv(month);
  }
}
