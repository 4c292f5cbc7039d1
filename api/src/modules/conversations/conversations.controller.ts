import { ConversationMessages, ModerationMessages } from '@app/contracts';
import { Body, Controller, Get, HttpCode, Param, Post, Query, Res, UploadedFiles } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { CurrentPrincipal, type Principal } from '../../core/auth/auth.decorators';
import { DOCUMENT_HEADERS } from '../../core/http/document-headers';
import { Answer, ResponseMessage } from '../../core/http/envelope.interceptor';
import { ThrottlePerMember } from '../../core/rate-limit/member-throttle';
import { ConversationMessagesService } from './conversation-messages.service';
import { ConversationsService } from './conversations.service';
import { MessageImagesUpload, type UploadedMessageImage } from './message-images';
import { LiveTicketsService } from '../../core/live/live-tickets';
import {
  ConversationIdParam,
  ConversationListQuery,
  MessageIdParams,
  MessageImageParams,
  MessageListQuery,
  MuteDto,
  ReadUpToDto,
  ReportMessageDto,
  SendMessageDto,
  StartConversationDto,
} from './dto/conversation.dto';

/** Starts per member and hour (the daily cap of new conversations is a rule of its own, decision 270). */
const STARTS_PER_HOUR = 60;
/** Messages per member and minute: a fast typist stays far below; a script does not. */
const MESSAGES_PER_MINUTE = 30;
/** Reports per member and hour, as POST reports. */
const REPORTS_PER_HOUR = 20;

/** The member's conversations (issue 31): inbox, threads, read positions, block, mute, leave, reports. */
@ApiTags('conversations')
@ApiBearerAuth()
@Controller('api/conversations')
export class ConversationsController {
  constructor(
    private readonly conversations: ConversationsService,
    private readonly messages: ConversationMessagesService,
    private readonly tickets: LiveTicketsService,
  ) {}

  @Get()
  @ApiOperation({ summary: 'My conversations, newest activity first (keyset pages: ?before=next_before)' })
  list(@CurrentPrincipal() me: Principal, @Query() query: ConversationListQuery) {
    return this.conversations.list(me.id, query.before, query.limit);
  }

  /** 201 for a new conversation; 200 with the existing one for the same pair and context. */
  @Post()
  @ThrottlePerMember(STARTS_PER_HOUR, 3_600_000)
  @ApiOperation({
    summary: 'Opens the conversation with a member ({user_id}) or about a trade ({context_type, context_id})',
  })
  async start(
    @CurrentPrincipal() me: Principal,
    @Body() body: StartConversationDto,
    @Res({ passthrough: true }) res: Response,
  ) {
    const { conversation, created } = await this.conversations.start(me.id, body);
    res.status(created ? 201 : 200);
    return new Answer(conversation, ConversationMessages.started);
  }

  /** A one-use ticket for the live channel (the member site asks for it; decision 272). */
  @Post('live-ticket')
  @HttpCode(200)
  @ThrottlePerMember(STARTS_PER_HOUR, 60_000)
  @ApiOperation({
    summary: 'A one-use, one-minute ticket that opens the live channel (socket.io at /api/live)',
  })
  liveTicket(@CurrentPrincipal() me: Principal) {
    return this.tickets.issue(me);
  }

  @Get('unread-count')
  @ApiOperation({ summary: 'Unread messages over my inbox (muted conversations aside)' })
  unread(@CurrentPrincipal() me: Principal) {
    return this.conversations.unreadCount(me.id);
  }

  @Get(':id')
  get(@CurrentPrincipal() me: Principal, @Param() { id }: ConversationIdParam) {
    return this.conversations.get(me.id, id);
  }

  @Get(':id/messages')
  @ApiOperation({
    summary: 'A page of the thread by id: newest, ?before=id, or ?after=id (what a page missed)',
  })
  thread(
    @CurrentPrincipal() me: Principal,
    @Param() { id }: ConversationIdParam,
    @Query() query: MessageListQuery,
  ) {
    return this.messages.list(me.id, id, query);
  }

  @Post(':id/messages')
  @ThrottlePerMember(MESSAGES_PER_MINUTE, 60_000)
  @MessageImagesUpload()
  @ResponseMessage(ConversationMessages.sent)
  @ApiOperation({ summary: 'Sends a message: text, and up to 4 images as multipart images[0]…images[3]' })
  send(
    @CurrentPrincipal() me: Principal,
    @Param() { id }: ConversationIdParam,
    @Body() body: SendMessageDto,
    @UploadedFiles() files: UploadedMessageImage[] = [],
  ) {
    return this.messages.send(me.id, id, body.body, files ?? []);
  }

  /** A message's image: its two participants only (404 for anyone else); never cached by shared caches. */
  @Get(':id/messages/:messageId/images/:n')
  @ApiOperation({ summary: 'An image of a message (participants only)' })
  async image(
    @CurrentPrincipal() me: Principal,
    @Param() { id, messageId, n }: MessageImageParams,
    @Res() res: Response,
  ) {
    const file = await this.messages.image(me.id, id, messageId, n);
    res.set({
      ...DOCUMENT_HEADERS,
      'Cache-Control': 'private, max-age=3600',
      'Content-Type': 'image/jpeg',
      'Content-Length': String(file.size),
    });
    file.stream.pipe(res);
  }

  @Post(':id/read')
  @HttpCode(200)
  @ResponseMessage(ConversationMessages.read)
  read(@CurrentPrincipal() me: Principal, @Param() { id }: ConversationIdParam, @Body() body: ReadUpToDto) {
    return this.messages.read(me.id, id, body.up_to);
  }

  @Post(':id/block')
  @HttpCode(200)
  @ResponseMessage(ConversationMessages.blockedDone)
  block(@CurrentPrincipal() me: Principal, @Param() { id }: ConversationIdParam) {
    return this.conversations.block(me.id, id);
  }

  @Post(':id/unblock')
  @HttpCode(200)
  @ResponseMessage(ConversationMessages.unblockedDone)
  unblock(@CurrentPrincipal() me: Principal, @Param() { id }: ConversationIdParam) {
    return this.conversations.unblock(me.id, id);
  }

  @Post(':id/mute')
  @HttpCode(200)
  async mute(@CurrentPrincipal() me: Principal, @Param() { id }: ConversationIdParam, @Body() body: MuteDto) {
    const conversation = await this.conversations.mute(me.id, id, body.muted !== false);
    return new Answer(
      conversation,
      conversation.muted ? ConversationMessages.mutedDone : ConversationMessages.unmutedDone,
    );
  }

  @Post(':id/leave')
  @HttpCode(200)
  @ResponseMessage(ConversationMessages.leftDone)
  leave(@CurrentPrincipal() me: Principal, @Param() { id }: ConversationIdParam) {
    return this.conversations.leave(me.id, id);
  }

  /** 201 for a new report; 200 when the member's report of that message is already open. */
  @Post(':id/messages/:messageId/report')
  @ThrottlePerMember(REPORTS_PER_HOUR, 3_600_000)
  async report(
    @CurrentPrincipal() me: Principal,
    @Param() { id, messageId }: MessageIdParams,
    @Body() body: ReportMessageDto,
    @Res({ passthrough: true }) res: Response,
  ) {
    const { receipt, created } = await this.messages.report(me.id, id, messageId, body);
    res.status(created ? 201 : 200);
    return new Answer(receipt, created ? ModerationMessages.reported : ModerationMessages.alreadyReported);
  }
}
