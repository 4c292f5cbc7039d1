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
import { MediaDerivatives } from './media-derivatives.service';
import { PostEditing } from './post-editing.service';
import { PostImages } from './post-images';
import { PostLikesController } from './post-likes.controller';
import { PostLikes } from './post-likes.service';
import { PostTotals } from './post-totals';
import { PostViews } from './post-views';
import { NotificationsModule } from '../notifications';
import { PostsController } from './posts.controller';
import { PostsService } from './posts.service';
import { SocialMemberData } from './social-member-data';
import { SocialModeration } from './social-moderation';

/**
 * The social feed: posts with images, likes and comments. Other modules read posts through PostsService
 * (global search, profile counts); the worker makes image derivatives through MediaDerivatives.
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
    PostViews,
    PostTotals,
    PostImages,
    PostEditing,
    PostLikes,
    CommentsService,
    SocialModeration,
    SocialMemberData,
    MediaDerivatives,
  ],
  exports: [PostsService, MediaDerivatives],
})
export class SocialModule {}
