import { NotificationMessages } from '@app/contracts';
import { Body, Controller, Get, HttpCode, Param, Post, Query, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { CurrentPrincipal, type Principal } from '../../core/auth/auth.decorators';
import { Answer } from '../../core/http/envelope.interceptor';
import { answerLanguage } from '../../core/i18n/answer-language';
import {
  NotificationIdParam,
  NotificationListQuery,
  NotificationPreferencesDto,
} from './dto/notifications.dto';
import { NotificationInboxService } from './notification-inbox.service';
import { NotificationPreferencesService } from './notification-preferences.service';

/** The signed-in member's notifications and notification settings. */
@ApiTags('notifications')
@ApiBearerAuth()
@Controller('api')
export class NotificationsController {
  constructor(
    private readonly inbox: NotificationInboxService,
    private readonly preferences: NotificationPreferencesService,
  ) {}

  @Get('notifications')
  @ApiOperation({ summary: 'My notifications, grouped, newest first (keyset pages: ?before=next_before)' })
  list(@CurrentPrincipal() me: Principal, @Query() query: NotificationListQuery, @Req() req: Request) {
    // In the reader's language (decision 392): the site names the page's in Accept-Language.
    return this.inbox.list(me.id, query.before, query.limit, answerLanguage(req));
  }

  @Get('notifications/unread-count')
  @ApiOperation({ summary: 'How many notifications are unread (at most 99; `more` beyond)' })
  unread(@CurrentPrincipal() me: Principal) {
    return this.inbox.unreadCount(me.id);
  }

  @Post('notifications/read-all')
  @HttpCode(200)
  @ApiOperation({ summary: 'Marks every notification read' })
  async readAll(@CurrentPrincipal() me: Principal) {
    await this.inbox.markAllRead(me.id);
    return new Answer(await this.inbox.unreadCount(me.id), NotificationMessages.allRead);
  }

  @Post('notifications/:id/read')
  @HttpCode(200)
  @ApiOperation({ summary: 'Marks one notification read' })
  async read(@CurrentPrincipal() me: Principal, @Param() { id }: NotificationIdParam) {
    await this.inbox.markRead(me.id, id);
    return new Answer(await this.inbox.unreadCount(me.id), NotificationMessages.read);
  }

  @Get('notifications/preferences')
  @ApiOperation({ summary: 'Which kinds are also mailed in the daily digest; which optional mails are off' })
  getPreferences(@CurrentPrincipal() me: Principal) {
    return this.preferences.get(me.id);
  }

  @Post('notifications/preferences')
  @HttpCode(200)
  @ApiOperation({ summary: 'Saves the notification settings' })
  async savePreferences(@CurrentPrincipal() me: Principal, @Body() body: NotificationPreferencesDto) {
    return new Answer(await this.preferences.save(me.id, body), NotificationMessages.preferencesSaved);
  }
}
