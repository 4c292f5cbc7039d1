import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MembersModule } from '../members';
import { FollowsModule } from '../follows';
import { MarketplaceModule } from '../marketplace';
import { ModerationModule } from '../moderation';
import { ConversationAccess } from './conversation-access';
import { ConversationLive } from './live/conversation-live';
import { ConversationMessagesService } from './conversation-messages.service';
import { ConversationsController } from './conversations.controller';
import { ConversationsMemberData } from './conversations-member-data';
import { ConversationsService } from './conversations.service';
import { ConversationMessageEntity } from './entities/conversation-message.entity';
import { ConversationParticipantEntity } from './entities/conversation-participant.entity';
import { ConversationEntity } from './entities/conversation.entity';
import { MemberBlockEntity } from './entities/member-block.entity';
import { ConversationGateway } from './live/conversation-gateway';
import { LiveTickets } from './live/live-tickets';
import { MessageModeration } from './message-moderation';

/** Conversations between members: inbox, threads, blocks, reports, and the live channel (issue 31). */
@Module({
  imports: [
    TypeOrmModule.forFeature([
      ConversationEntity,
      ConversationParticipantEntity,
      ConversationMessageEntity,
      MemberBlockEntity,
    ]),
    MembersModule,
    FollowsModule,
    MarketplaceModule,
    ModerationModule,
  ],
  controllers: [ConversationsController],
  providers: [
    ConversationAccess,
    ConversationLive,
    ConversationsService,
    ConversationMessagesService,
    MessageModeration,
    ConversationsMemberData,
    LiveTickets,
    ConversationGateway,
  ],
  exports: [ConversationsService, ConversationLive],
})
export class ConversationsModule {}
