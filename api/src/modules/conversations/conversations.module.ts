import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { QueueName } from '../../core/queue/queue-names';
import { MembersModule } from '../members';
import { FollowsModule } from '../follows';
import { MarketplaceModule } from '../marketplace';
import { ModerationModule } from '../moderation';
import { NotificationsModule } from '../notifications';
import { ConversationAccessService } from './conversation-access';
import { ConversationMessagesService } from './conversation-messages.service';
import { ConversationsController } from './conversations.controller';
import { ConversationsMemberDataService } from './conversations-member-data';
import { ConversationsService } from './conversations.service';
import { ConversationMessageEntity } from './entities/conversation-message.entity';
import { ConversationParticipantEntity } from './entities/conversation-participant.entity';
import { ConversationEntity } from './entities/conversation.entity';
import { MemberBlockEntity } from './entities/member-block.entity';
import { MessageModerationService } from './message-moderation';
import { UnreadMessageMailsService } from './unread-mails';
import { MessageImagesService } from './message-images';
import { LeadBlocksService } from './lead-blocks';

/** Conversations between members (issue 31): inbox, threads, blocks, reports; live events go out through core/live. */
@Module({
  imports: [
    TypeOrmModule.forFeature([
      ConversationEntity,
      ConversationParticipantEntity,
      ConversationMessageEntity,
      MemberBlockEntity,
    ]),
    BullModule.registerQueue({ name: QueueName.Conversations }),
    MembersModule,
    FollowsModule,
    MarketplaceModule,
    ModerationModule,
    NotificationsModule,
  ],
  controllers: [ConversationsController],
  providers: [
    ConversationAccessService,
    ConversationsService,
    ConversationMessagesService,
    MessageModerationService,
    ConversationsMemberDataService,
    UnreadMessageMailsService,
    MessageImagesService,
    LeadBlocksService,
  ],
  exports: [ConversationsService, UnreadMessageMailsService],
})
export class ConversationsModule {}
