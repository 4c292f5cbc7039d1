import { pipeline } from 'node:stream';
import { Body, Controller, Get, Param, Put, Query, Req, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { parseListQuery } from '../../../core/admin-rest/list-query';
import { sendList } from '../../../core/admin-rest/list-result';
import { Audited, auditBefore } from '../../../core/audit/audited';
import { StaffOnly } from '../../../core/auth/auth.decorators';
import { DOCUMENT_CSP } from '../../../core/http/document-headers';
import { RawResponse } from '../../../core/http/envelope.interceptor';
import { BlueTickDocumentParam, BlueTickRequestIdParam, ReviewBlueTickDto } from '../dto/staff-bluetick.dto';
import { toStaffBlueTickRequest } from './bluetick.mappers';
import { documentDisposition } from './documents';
import { BlueTickService, type StaffBlueTickFilter } from './bluetick.service';

/**
 * Blue-tick review for the console (ra-data-simple-rest: list, show, update): staff read the member's
 * private documents and approve (the badge appears) or reject with a note the member sees.
 */
@ApiTags('admin: billing')
@ApiBearerAuth()
@StaffOnly('moderator', 'superadmin')
@RawResponse()
@Controller('admin-api/bluetick-requests')
export class StaffBlueTickController {
  constructor(private readonly blueTick: BlueTickService) {}

  @Get()
  async list(@Query() raw: Record<string, unknown>, @Res({ passthrough: true }) res: Response) {
    const query = parseListQuery<StaffBlueTickFilter>(raw, {
      sortable: ['id', 'created_at', 'paid_at', 'status'],
      defaultSort: ['id', 'DESC'],
      maxLimit: 100,
    });
    const [rows, total] = await this.blueTick.staffList(query);
    const members = await this.blueTick.membersOf(rows);
    const records = rows.map((r) => toStaffBlueTickRequest(r, members.get(r.user_id)));
    return sendList(res, 'bluetick-requests', query.offset, records, total);
  }

  @Get(':id')
  get(@Param() { id }: BlueTickRequestIdParam) {
    return this.record(id);
  }

  /**
   * The file itself, never cached, never sniffed into something else. A PDF is the member's file and may
   * carry scripts or forms: it is a download, never rendered by the browser on the API's origin; images
   * (decoded at upload) show inline. Either way the response is sandboxed: no script of it runs with the
   * console's or the API's origin (docs/decisions/059).
   */
  @Get(':id/documents/:document')
  async document(@Param() { id, document }: BlueTickDocumentParam, @Res() res: Response) {
    const file = await this.blueTick.document(id, document);
    res.setHeader('Content-Type', file.contentType);
    res.setHeader('Content-Length', String(file.size));
    res.setHeader('Content-Disposition', documentDisposition(`bluetick-${id}-${document}`, file.contentType));
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Content-Security-Policy', DOCUMENT_CSP);
    // pipeline, not pipe: a visitor who goes away also closes the read from the disk or from S3.
    pipeline(file.stream, res, () => undefined);
  }

  @Put(':id')
  @Audited('bluetick.review', 'bluetick_request')
  async review(
    @Param() { id }: BlueTickRequestIdParam,
    @Body() body: ReviewBlueTickDto,
    @Req() req: Request,
  ) {
    const before = await this.blueTick.staffGet(id);
    auditBefore(req, { status: before.status, review_note: before.review_note });
    if (body.status === 'approved') await this.blueTick.approve(id);
    else await this.blueTick.reject(id, body.review_note!);
    return this.record(id);
  }

  private async record(id: number) {
    const request = await this.blueTick.staffGet(id);
    const members = await this.blueTick.membersOf([request]);
    return toStaffBlueTickRequest(request, members.get(request.user_id));
  }
}
