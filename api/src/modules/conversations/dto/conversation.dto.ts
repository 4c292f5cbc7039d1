import {
  CONVERSATION_CONTEXT_TYPES,
  CONVERSATION_LIMITS,
  type ConversationContextType,
  REPORT_DETAILS_MAX_LENGTH,
  REPORT_REASONS,
  type ReportReason,
} from '@app/contracts';
import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import {
  IsDefined,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateIf,
} from 'class-validator';
import { ToBoolean, ToInt, Trim } from '../../../core/http/transforms';
import { OptionalText } from '../../../core/http/fields';

const ID_MAX = 4_294_967_295;
const MESSAGE_ID_MAX = Number.MAX_SAFE_INTEGER;

/** A whole number from `min` (an id, a page size) in a path, query or body, with the seeds' style of message. */
const WholeNumber = (field: string, max = ID_MAX, min = 1) =>
  applyDecorators(
    ToInt(),
    IsInt({ message: `The ${field} must be an integer.` }),
    Min(min, { message: `The selected ${field} is invalid.` }),
    Max(max, { message: `The selected ${field} is invalid.` }),
  );

/** `{id}` of a conversation. */
export class ConversationIdParam {
  @WholeNumber('id') id: number;
}

/** `{id}` of a conversation and `{messageId}` of one of its messages. */
export class MessageIdParams extends ConversationIdParam {
  @WholeNumber('message id', MESSAGE_ID_MAX) messageId: number;
}

/** `{id}`, `{messageId}` and `{n}` of a message's image (counted from 0; one it does not have is a 404). */
export class MessageImageParams extends MessageIdParams {
  @ToInt()
  @IsInt({ message: 'n must be a whole number' })
  @Min(0, { message: 'n must be a whole number' })
  @Max(Number.MAX_SAFE_INTEGER, { message: 'n must be a whole number' })
  n: number;
}

/**
 * `POST conversations`: a member (members who follow each other), or a trade; the owner of a franchise
 * offer or sale listing also names the interested member with user_id.
 */
export class StartConversationDto {
  @ApiPropertyOptional()
  @ValidateIf((o: StartConversationDto) => o.context_type === undefined || o.user_id !== undefined)
  @IsDefined({ message: 'The user id field is required when context type is not present.' })
  @WholeNumber('user id')
  user_id?: number;

  @ApiPropertyOptional({ enum: CONVERSATION_CONTEXT_TYPES })
  @ValidateIf((o: StartConversationDto) => o.context_type !== undefined || o.context_id !== undefined)
  @IsIn(CONVERSATION_CONTEXT_TYPES, { message: 'The selected context type is invalid.' })
  context_type?: ConversationContextType;

  @ApiPropertyOptional()
  @ValidateIf((o: StartConversationDto) => o.context_type !== undefined || o.context_id !== undefined)
  @IsDefined({ message: 'The context id field is required when context type is present.' })
  @WholeNumber('context id')
  context_id?: number;
}

const Limit = (max: number) =>
  applyDecorators(ApiPropertyOptional({ minimum: 1, maximum: max }), IsOptional(), WholeNumber('limit', max));

/** `GET conversations?before=&limit=`: newest activity first, keyset pages. */
export class ConversationListQuery {
  @ApiPropertyOptional({ description: "The previous page's next_before" })
  @IsOptional()
  @Matches(/^\d{1,13}_\d{1,10}$/, { message: 'before must be a next_before value of the previous page' })
  before?: string;

  @Limit(CONVERSATION_LIMITS.pageMax) limit: number = CONVERSATION_LIMITS.inboxPage;
}

/**
 * `GET conversations/{id}/messages?before=|after=&limit=`: the newest page by default; `before` pages back,
 * `after` answers what a reconnecting page missed (oldest first, so it can page on with the last id).
 */
export class MessageListQuery {
  @ApiPropertyOptional({ description: 'Messages older than this id' })
  @IsOptional()
  @WholeNumber('before', MESSAGE_ID_MAX)
  before?: number;

  @ApiPropertyOptional({ description: 'Messages newer than this id (0: from the first)' })
  @IsOptional()
  @WholeNumber('after', MESSAGE_ID_MAX, 0)
  after?: number;

  @Limit(CONVERSATION_LIMITS.pageMax) limit: number = CONVERSATION_LIMITS.threadPage;
}

/** `POST conversations/{id}/messages`. */
export class SendMessageDto {
  @IsDefined({ message: 'The body field is required.' })
  @Trim()
  @IsString({ message: 'The body must be a string.' })
  @Matches(/\S/, { message: 'The body field is required.' })
  @MaxLength(CONVERSATION_LIMITS.textMax, {
    message: `The body may not be greater than ${CONVERSATION_LIMITS.textMax} characters.`,
  })
  body: string;
}

/** `POST conversations/{id}/read`: everything up to this message id is read. */
export class ReadUpToDto {
  @IsDefined({ message: 'The up to field is required.' })
  @WholeNumber('up to', MESSAGE_ID_MAX)
  up_to: number;
}

/** `POST conversations/{id}/mute` (`muted: false` unmutes). */
export class MuteDto {
  @ApiPropertyOptional({ default: true })
  @IsOptional()
  @ToBoolean()
  muted: boolean = true;
}

/** `POST conversations/{id}/messages/{messageId}/report`. */
export class ReportMessageDto {
  @IsDefined({ message: 'The reason field is required.' })
  @IsIn(REPORT_REASONS, { message: 'The selected reason is invalid.' })
  reason: ReportReason;

  @OptionalText('details', REPORT_DETAILS_MAX_LENGTH) details?: string;
}
