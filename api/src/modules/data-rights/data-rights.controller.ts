import { pipeline } from 'node:stream';
import { CONTACT_LIMITS, DataRightsMessages } from '@app/contracts';
import { Body, Controller, Get, HttpCode, Ip, Param, Post, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { Throttle } from '@nestjs/throttler';
import type { Response } from 'express';
import { CurrentPrincipal, OptionalMember, type Principal, Public } from '../../core/auth/auth.decorators';
import { ResponseMessage } from '../../core/http/envelope.interceptor';
import { ThrottlePerMember } from '../../core/rate-limit/member-throttle';
import { AccountDeletionService } from './account-deletion.service';
import { ContactMessagesService } from './contact.service';
import { DataExportsService } from './data-exports.service';
import { ContactMessageDto, DeleteAccountDto, ExportTokenParam } from './data-rights.dto';

/** Member data rights (issue 14): the contact form, account deletion, data export and its download. */
@ApiTags('data rights')
@Controller('api')
export class DataRightsController {
  constructor(
    private readonly contact: ContactMessagesService,
    private readonly deletion: AccountDeletionService,
    private readonly exports: DataExportsService,
  ) {}

  /** No account needed; limited per client address (CONTACT_LIMITS.perHour an hour). */
  @OptionalMember()
  @Throttle({ default: { limit: CONTACT_LIMITS.perHour, ttl: 3_600_000 } })
  @Post('contact')
  @HttpCode(201)
  @ResponseMessage(DataRightsMessages.contactSent)
  async sendContact(
    @Body() body: ContactMessageDto,
    @CurrentPrincipal() principal: Principal | undefined,
    @Ip() ip: string,
  ) {
    const memberId = principal?.kind === 'member' ? principal.id : null;
    await this.contact.send(
      { name: body.name, email: body.email, subject: body.subject, message: body.message },
      memberId,
      ip ?? null,
    );
  }

  @ApiBearerAuth()
  @Throttle({ default: { limit: 5, ttl: 60_000 } })
  @Post('settings/delete-account')
  @HttpCode(200)
  @ResponseMessage(DataRightsMessages.accountDeleted)
  async deleteAccount(@CurrentPrincipal() principal: Principal, @Body() body: DeleteAccountDto) {
    await this.deletion.deleteAccount(principal, body.password);
  }

  @ApiBearerAuth()
  @ThrottlePerMember(3, 3_600_000)
  @Post('settings/export')
  @HttpCode(202)
  @ResponseMessage(DataRightsMessages.exportQueued)
  async requestExport(@CurrentPrincipal() principal: Principal) {
    await this.exports.request(principal);
  }

  /** The mailed link: the token is the only credential (random, 256 bits, expires). */
  @Public()
  @Throttle({ default: { limit: 20, ttl: 60_000 } })
  @Get('data-exports/:token')
  async download(@Param() { token }: ExportTokenParam, @Res() res: Response) {
    const file = await this.exports.download(token);
    res.setHeader('Content-Type', 'application/zip');
    res.setHeader('Content-Length', String(file.size));
    res.setHeader('Content-Disposition', 'attachment; filename="restaurant-community-my-data.zip"');
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    pipeline(file.stream, res, () => undefined);
  }
}
