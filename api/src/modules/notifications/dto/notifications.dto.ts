import {
  LEAD_MAIL_CHOICES,
  type LeadMail,
  NOTIFICATION_KINDS,
  NOTIFICATIONS_PAGE_SIZE,
  type NotificationKind,
  OPTIONAL_MAILS,
  type OptionalMail,
} from '@app/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsIn, IsOptional, IsString, Matches } from 'class-validator';
import { UNSUBSCRIBE_TOKEN } from '../unsubscribe-links';
import { PageSize, WholeNumberParam } from '../../../core/http/fields';

/** `GET notifications?before=&limit=`: a keyset page, newest first. */
export class NotificationListQuery {
  @ApiPropertyOptional({ description: "The previous page's next_before", example: '1795489717500_42' })
  @IsOptional()
  @Matches(/^\d{1,15}_\d{1,19}$/, { message: 'before must be a next_before value of the previous page' })
  before?: string;

  @ApiPropertyOptional({ minimum: 1, maximum: 50, default: NOTIFICATIONS_PAGE_SIZE })
  @PageSize(50, 'limit')
  limit = NOTIFICATIONS_PAGE_SIZE;
}

/** `{id}` of a notification. */
export class NotificationIdParam {
  @WholeNumberParam('id', { max: Number.MAX_SAFE_INTEGER }) id: number;
}

/** `POST notifications/preferences`: the kinds also mailed in the daily digest, the optional mails turned off. */
export class NotificationPreferencesDto {
  @ApiPropertyOptional({ enum: NOTIFICATION_KINDS, isArray: true })
  @IsArray({ message: 'digest must be a list of notification kinds' })
  @ArrayMaxSize(NOTIFICATION_KINDS.length, { message: 'digest has too many entries' })
  @IsIn(NOTIFICATION_KINDS, { each: true, message: 'digest has an unknown notification kind' })
  digest: NotificationKind[];

  @ApiPropertyOptional({ enum: OPTIONAL_MAILS, isArray: true })
  @IsArray({ message: 'mails_off must be a list of optional mails' })
  @ArrayMaxSize(OPTIONAL_MAILS.length, { message: 'mails_off has too many entries' })
  @IsIn(OPTIONAL_MAILS, { each: true, message: 'mails_off has an unknown mail' })
  mails_off: OptionalMail[];

  @ApiPropertyOptional({
    enum: LEAD_MAIL_CHOICES,
    description: 'How new leads are mailed; left out, it stays',
  })
  @IsOptional()
  @IsIn(LEAD_MAIL_CHOICES, { message: 'lead_mail must be one of instant, daily, none' })
  lead_mail?: LeadMail;
}

/** `POST notifications/unsubscribe?token=`: the token of a mail's one-click unsubscribe link. */
export class UnsubscribeTokenQuery {
  @ApiProperty({
    description: 'The token of the mail’s List-Unsubscribe link',
    example: '42.unread_messages.x',
  })
  @IsString({ message: 'token must be the token of an unsubscribe link' })
  @Matches(UNSUBSCRIBE_TOKEN, { message: 'token must be the token of an unsubscribe link' })
  token: string;
}
