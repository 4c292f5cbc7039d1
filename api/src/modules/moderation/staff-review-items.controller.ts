import { Body, Controller, Get, HttpCode, Param, Post, Query, Req, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { parseListQuery } from '../../core/admin-rest/list-query';
import { sendList } from '../../core/admin-rest/list-result';
import { AuditLogService } from '../../core/audit/audit-log.service';
import { auditActor } from '../../core/audit/audited';
import { StaffOnly } from '../../core/auth/auth.decorators';
import { NotFoundError } from '../../core/errors/domain-error';
import { RawResponse } from '../../core/http/envelope.interceptor';
import { DOCUMENT_HEADERS } from '../../core/http/document-headers';
import { BulkReviewDto, EvidenceParam, ModerationIdParam, ReviewActionDto } from './dto/trust-safety.dto';
import { EvidenceStoreService } from './evidence.service';
import { toEvidence, toReviewItem, toSignals } from './moderation.mappers';
import { ReviewDecisionsService } from './review-decisions.service';
import { type ReviewItemFilter, ReviewViewsService } from './review-views.service';

/**
 * The review queue for the console (ra-data-simple-rest: list, show; actions and bulk actions as POSTs).
 * Default order: child safety first, then oldest (docs/decisions/122).
 */
@ApiTags('admin: moderation')
@ApiBearerAuth()
@StaffOnly('moderator', 'superadmin')
@RawResponse()
@Controller('admin-api/review-items')
export class StaffReviewItemsController {
  constructor(
    private readonly views: ReviewViewsService,
    private readonly decisions: ReviewDecisionsService,
    private readonly evidence: EvidenceStoreService,
    private readonly audit: AuditLogService,
  ) {}

  @Get()
  async list(@Query() raw: Record<string, unknown>, @Res({ passthrough: true }) res: Response) {
    const query = parseListQuery<ReviewItemFilter>(raw, {
      sortable: ['priority', 'id', 'created_at', 'resolve_due_at', 'reports_count'],
      defaultSort: ['priority', 'ASC'],
      maxLimit: 100,
    });
    const [rows, total] = await this.views.list(query);
    const now = new Date();
    return sendList(
      res,
      'review-items',
      query.offset,
      rows.map((row) => toReviewItem(row, now)),
      total,
    );
  }

  /**
   * Opening an item acknowledges it (IT Rules: within 24 hours). An item about a message shows part of a
   * private conversation (the message and the five before it): staff read conversations only this way, and
   * each opening is audit-logged (decision 276), before the evidence leaves.
   */
  @Get(':id')
  async get(@Param() { id }: ModerationIdParam, @Req() req: Request) {
    const row = await this.views.get(id);
    if (row.item.subject_type === 'message')
      await this.audit.record(auditActor(req), {
        action: 'message.read',
        target_type: 'message',
        target_id: row.item.subject_id,
        summary: `Read message ${row.item.subject_id} and the messages before it through review item ${row.item.id}`,
        after: { review_item_id: row.item.id },
      });
    await this.views.acknowledge(row.item);
    return {
      ...toReviewItem(row),
      evidence: toEvidence(row.item),
      signals: toSignals(row.item),
      ...(await this.views.context(row.item)),
    };
  }

  /** An image of the evidence: staff only, never cached, never sniffed. */
  @Get(':id/evidence/:n')
  async image(@Param() { id, n }: EvidenceParam, @Res() res: Response) {
    const { item } = await this.views.get(id);
    const key = item.snapshot?.images[n]?.key;
    const file = key ? await this.evidence.read(key) : null;
    if (!file) throw new NotFoundError('Evidence image not found');
    res.set({
      ...DOCUMENT_HEADERS,
      'Content-Type': file.contentType,
      'Content-Length': String(file.body.length),
    });
    res.end(file.body);
  }

  @Post('bulk')
  @HttpCode(200)
  async bulk(@Body() body: BulkReviewDto, @Req() req: Request) {
    return { data: await this.decisions.bulk(body.ids, auditActor(req), body.action) };
  }

  @Post(':id/actions')
  @HttpCode(200)
  async act(@Param() { id }: ModerationIdParam, @Body() body: ReviewActionDto, @Req() req: Request) {
    await this.decisions.act(id, auditActor(req), body);
    return toReviewItem(await this.views.get(id));
  }
}

/** The dashboard's moderation counts. */
@ApiTags('admin: moderation')
@ApiBearerAuth()
@StaffOnly('moderator', 'superadmin')
@RawResponse()
@Controller('admin-api/moderation-stats')
export class StaffModerationStatsController {
  constructor(private readonly views: ReviewViewsService) {}

  @Get()
  stats() {
    return this.views.stats();
  }
}
