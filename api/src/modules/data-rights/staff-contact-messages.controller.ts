import { Controller, Get, HttpCode, Param, Post, Query, Req, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { parseListQuery } from '../../core/admin-rest/list-query';
import { sendList } from '../../core/admin-rest/list-result';
import { Audited, auditActor, auditBefore } from '../../core/audit/audited';
import { StaffOnly } from '../../core/auth/auth.decorators';
import { RawResponse } from '../../core/http/envelope.interceptor';
import { ContactMessagesService, type ContactFilter } from './contact.service';
import { IdParam } from './data-rights.dto';

/**
 * The contact form's inbox in the console: read, and mark handled (audited). Moderators answer it with the
 * superadmin: most messages are reports, complaints and account questions (docs/decisions/152).
 */
@ApiTags('admin: contact messages')
@ApiBearerAuth()
@StaffOnly('moderator', 'superadmin')
@RawResponse()
@Controller('admin-api/contact-messages')
export class StaffContactMessagesController {
  constructor(private readonly messages: ContactMessagesService) {}

  @Get()
  async list(@Query() raw: Record<string, unknown>, @Res({ passthrough: true }) res: Response) {
    const query = parseListQuery<ContactFilter>(raw, {
      sortable: ['id'],
      defaultSort: ['id', 'DESC'],
      maxLimit: 100,
    });
    const [rows, total] = await this.messages.list(query);
    return sendList(res, 'contact-messages', query.offset, rows, total);
  }

  @Get(':id')
  get(@Param() { id }: IdParam) {
    return this.messages.get(id);
  }

  @Post(':id/handle')
  @HttpCode(200)
  @Audited('contact_message.handle', 'contact_message')
  async handle(@Param() { id }: IdParam, @Req() req: Request) {
    const before = await this.messages.get(id);
    auditBefore(req, { status: before.status });
    return this.messages.markHandled(id, auditActor(req).principal.id);
  }
}
