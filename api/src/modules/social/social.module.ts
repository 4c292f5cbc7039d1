import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { QueueName } from '../../core/queue/queue-names';
import { FollowsModule } from '../follows';
import { MembersModule } from '../members';
import { ModerationModule } from '../moderation';
import { CommentsController } from './comments.controller';
import { CommentsService } from './comments.service';
import { CommentEntity } from './entities/comment.entity';
import { PostLikeEntity } from './entities/post-like.entity';
import { PostMediaEntity } from './entities/post-media.entity';
import { PostEntity } from './entities/post.entity';
import { MediaDerivativesService } from './media-derivatives.service';
import { PostEditingService } from './post-editing.service';
import { PostImagesService } from './post-images';
import { PostLikesController } from './post-likes.controller';
import { PostLikesService } from './post-likes.service';
import { PostTotalsService } from './post-totals';
import { PostViewsService } from './post-views';
import { NotificationsModule } from '../notifications';
import { PostsController } from './posts.controller';
import { PostsService } from './posts.service';
import { SocialMemberDataService } from './social-member-data';
import { SocialModerationService } from './social-moderation';

/**
 * The social feed: posts with images, likes and comments. Other modules read posts through PostsService
 * (global search, profile counts); the worker makes image derivatives through MediaDerivativesService.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([PostEntity, PostMediaEntity, PostLikeEntity, CommentEntity]),
    BullModule.registerQueue({ name: QueueName.Media }),
    MembersModule,
    FollowsModule,
    ModerationModule,
    NotificationsModule,
  ],
  controllers: [PostsController, PostLikesController, CommentsController],
  providers: [
    PostsService,
    PostViewsService,
    PostTotalsService,
    PostImagesService,
    PostEditingService,
    PostLikesService,
    CommentsService,
    SocialModerationService,
    SocialMemberDataService,
    MediaDerivativesService,
  ],
  exports: [PostsService, MediaDerivativesService],
})
export class SocialModule {}
