import { pipeline } from 'node:stream';
import { Body, Controller, Get, Param, Put, Query, Req, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { parseListQuery } from '../../core/admin-rest/list-query';
import { sendList } from '../../core/admin-rest/list-result';
import { Audited, auditActor, auditBefore } from '../../core/audit/audited';
import { type Principal, StaffOnly } from '../../core/auth/auth.decorators';
import { DOCUMENT_CSP } from '../../core/http/document-headers';
import { RawResponse } from '../../core/http/envelope.interceptor';
import { documentDisposition } from '../billing';
import { DsaApplicationsService, type StaffDsaFilter } from './dsa-applications.service';
import { DsaApplicationIdParam, DsaDocumentParam, ReviewDsaDto } from './dto/dsa-requests.dto';

/**
 * Atmnirbhar review for the console (ra-data-simple-rest: list, show, update). Finance and the superadmin
 * review (decision 145). Lists and decisions show the PAN and Aadhaar masked; the show (GET one) is the
 * reviewing staff member's read, decrypted and audit-logged.
 */
@ApiTags('admin: agents')
@ApiBearerAuth()
@StaffOnly('finance', 'superadmin')
@RawResponse()
@Controller('admin-api/dsa-applications')
export class StaffDsaController {
  constructor(private readonly applications: DsaApplicationsService) {}

  @Get()
  async list(@Query() raw: Record<string, unknown>, @Res({ passthrough: true }) res: Response) {
    const query = parseListQuery<StaffDsaFilter>(raw, {
      sortable: ['id', 'created_at', 'reviewed_at', 'status'],
      defaultSort: ['id', 'DESC'],
      maxLimit: 100,
    });
    const [records, total] = await this.applications.staffList(query);
    return sendList(res, 'dsa-applications', query.offset, records, total);
  }

  @Get(':id')
  get(@Param() { id }: DsaApplicationIdParam, @Req() req: Request) {
    return this.applications.staffReveal(id, auditActor(req));
  }

  /** A document, never cached or sniffed; PDFs as sandboxed downloads, images inline (decision 059). */
  @Get(':id/documents/:document')
  async document(@Param() { id, document }: DsaDocumentParam, @Res() res: Response) {
    const file = await this.applications.document(id, document);
    res.setHeader('Content-Type', file.contentType);
    res.setHeader('Content-Length', String(file.size));
    res.setHeader(
      'Content-Disposition',
      documentDisposition(`atmnirbhar-${id}-${document}`, file.contentType),
    );
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Content-Security-Policy', DOCUMENT_CSP);
    pipeline(file.stream, res, () => undefined);
  }

  @Put(':id')
  @Audited('dsa_application.review', 'dsa_application')
  async review(@Param() { id }: DsaApplicationIdParam, @Body() body: ReviewDsaDto, @Req() req: Request) {
    auditBefore(req, await this.applications.summary(id));
    const staffId = (req.user as Principal).id;
    if (body.status === 'approved') await this.applications.approve(id, staffId);
    else await this.applications.reject(id, staffId, body.review_note!);
    return this.applications.staffGet(id);
  }
}
