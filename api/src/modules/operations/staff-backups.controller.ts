import { pipeline } from 'node:stream';
import { Controller, Get, HttpCode, Param, Post, Query, Req, Res } from '@nestjs/common';
import { Throttle } from '@nestjs/throttler';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, Max, Min } from 'class-validator';
import type { Request, Response } from 'express';
import { parseListQuery } from '../../core/admin-rest/list-query';
import { sendList } from '../../core/admin-rest/list-result';
import { AuditLogService } from '../../core/audit/audit-log.service';
import { Audited, auditActor } from '../../core/audit/audited';
import { CurrentPrincipal, type Principal, StaffOnly } from '../../core/auth/auth.decorators';
import { BackupService } from '../../core/backup/backup.service';
import { NotFoundError } from '../../core/errors/domain-error';
import { RawResponse } from '../../core/http/envelope.interceptor';

/** `:id` of a backup run. */
export class BackupIdParam {
  @Type(() => Number)
  @IsInt({ message: 'id must be a whole number' })
  @Min(1, { message: 'id must be a whole number' })
  @Max(4_294_967_295, { message: 'id must be a whole number' })
  id: number;
}

/**
 * The console's backups (superadmin only): the runs with time, size, duration and result; "back up now"
 * (queued to the worker); the download of a kept archive. Starting and downloading are audit-logged.
 */
@ApiTags('admin: operations')
@ApiBearerAuth()
@StaffOnly('superadmin')
@RawResponse()
@Controller('admin-api/backups')
export class StaffBackupsController {
  constructor(
    private readonly backups: BackupService,
    private readonly audit: AuditLogService,
  ) {}

  @Get()
  async list(@Query() raw: Record<string, unknown>, @Res({ passthrough: true }) res: Response) {
    const query = parseListQuery(raw, { sortable: ['id'], defaultSort: ['id', 'DESC'], maxLimit: 100 });
    const { rows, total } = await this.backups.list(query.offset, query.limit);
    return sendList(res, 'backups', query.offset, rows, total);
  }

  @Get(':id')
  async get(@Param() { id }: BackupIdParam) {
    const run = await this.backups.get(id);
    if (!run) throw new NotFoundError('No such backup');
    return run;
  }

  /** A backup is minutes of database and disk work: a few an hour is plenty for a person. */
  @Post()
  @HttpCode(201)
  @Throttle({ default: { limit: 5, ttl: 3_600_000 } })
  @Audited('backup.start', 'backup')
  start(@CurrentPrincipal() staff: Principal) {
    return this.backups.enqueue('console', staff.id);
  }

  /** The archive holds every member's data: each download is recorded before a byte leaves. */
  @Get(':id/download')
  async download(@Param() { id }: BackupIdParam, @Req() req: Request, @Res() res: Response) {
    const archive = await this.backups.archive(id);
    if (!archive) throw new NotFoundError('This backup has no archive to download');
    await this.audit.record(auditActor(req), {
      action: 'backup.download',
      target_type: 'backup',
      target_id: id,
      before: null,
      after: { file_name: archive.name, size_bytes: archive.size },
    });
    res.setHeader('Content-Type', 'application/gzip');
    res.setHeader('Content-Length', String(archive.size));
    res.setHeader('Content-Disposition', `attachment; filename="${archive.name}"`);
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    pipeline(archive.stream, res, () => undefined);
  }
}
