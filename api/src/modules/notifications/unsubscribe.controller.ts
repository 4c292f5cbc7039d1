import { NotificationMessages } from '@app/contracts';
import { Controller, HttpCode, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Throttle } from '@nestjs/throttler';
import { Public } from '../../core/auth/auth.decorators';
import { NotFoundError } from '../../core/errors/domain-error';
import { Answer } from '../../core/http/envelope.interceptor';
import { MemberDirectory } from '../members';
import { UnsubscribeTokenQuery } from './dto/notifications.dto';
import { NotificationPreferencesService } from './notification-preferences.service';
import { UnsubscribeLinksService } from './unsubscribe-links';

/**
 * One-click unsubscribe (RFC 8058): the mail program POSTs `List-Unsubscribe=One-Click` to the URL of the
 * `List-Unsubscribe` header, without cookies or a session; the signed token is the only credential and can
 * only turn one optional mail off. A GET does nothing (link scanners follow links).
 */
@ApiTags('notifications')
@Controller('api/notifications')
export class UnsubscribeController {
  constructor(
    private readonly links: UnsubscribeLinksService,
    private readonly preferences: NotificationPreferencesService,
    private readonly members: MemberDirectory,
  ) {}

  @Public()
  @Post('unsubscribe')
  @HttpCode(200)
  @Throttle({ default: { limit: 20, ttl: 60_000 } })
  @ApiOperation({ summary: 'Turns an optional mail off, given the signed token of its unsubscribe link' })
  async unsubscribe(@Query() { token }: UnsubscribeTokenQuery) {
    const named = this.links.verify(token);
    // A purged member's link names no one any more.
    if (!named || !(await this.members.exists(named.memberId)))
      throw new NotFoundError(NotificationMessages.unsubscribeLinkInvalid);
    await this.preferences.turnOff(named.memberId, named.mail);
    return new Answer({ mail: named.mail, off: true }, NotificationMessages.unsubscribed);
  }
}
