import { Controller, Get, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { parseListQuery } from '../admin-rest/list-query';
import { sendList } from '../admin-rest/list-result';
import { StaffOnly } from '../auth/auth.decorators';
import { RawResponse } from '../http/envelope.interceptor';
import { type AuditFilter, AuditLogService } from './audit-log.service';

/** The audit log for the console: the superadmin reads it; no route writes, edits or deletes entries. */
@ApiTags('admin: audit')
@ApiBearerAuth()
@StaffOnly('superadmin')
@RawResponse()
@Controller('admin-api/audit-log')
export class AuditLogController {
  constructor(private readonly audit: AuditLogService) {}

  @Get()
  async list(@Query() raw: Record<string, unknown>, @Res({ passthrough: true }) res: Response) {
    const query = parseListQuery<AuditFilter>(raw, {
      sortable: ['id', 'created_at'],
      defaultSort: ['id', 'DESC'],
      maxLimit: 100,
    });
    const [rows, total] = await this.audit.list(query);
    return sendList(res, 'audit-log', query.offset, rows, total);
  }
}
