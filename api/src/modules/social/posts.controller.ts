import { SocialMessages } from '@app/contracts';
import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Ip,
  Param,
  Post,
  Query,
  UploadedFiles,
} from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { CurrentPrincipal, OptionalMember, type Principal, Public } from '../../core/auth/auth.decorators';
import { ResponseMessage } from '../../core/http/envelope.interceptor';
import { ThrottlePerMember } from '../../core/rate-limit/member-throttle';
import { PostFieldsDto } from './dto/post.dto';
import { FeedQuery, IdParam, PostPageQuery, PreviewQuery, RecentPostsQuery } from './dto/social-queries.dto';
import { PostEditingService } from './post-editing.service';
import { PostImagesUpload, type UploadedImage } from './post-uploads';
import { PostsService } from './posts.service';

/** Image processing makes writes costly: 20 a minute per member. */
const PostWriteLimit = () => ThrottlePerMember(20, 60_000);

/** The seeds' post calls: the feed, a member's posts, one post, writing posts and deleting images. */
@ApiTags('social')
@ApiBearerAuth()
@Controller('api')
export class PostsController {
  constructor(
    private readonly posts: PostsService,
    private readonly editing: PostEditingService,
  ) {}

  /** The home feed (`page`, `per_page=10`), or one member's posts with `filter={user_id}`. */
  @Get('posts')
  feed(@CurrentPrincipal() me: Principal, @Query() query: FeedQuery) {
    return this.posts.feed(me.id, query.page, query.per_page, query.filter);
  }

  // The literal paths are declared before posts/:id so they win.
  @Get('posts/my-posts')
  mine(@CurrentPrincipal() me: Principal, @Query() query: PostPageQuery) {
    return this.posts.feed(me.id, query.page, query.per_page, me.id);
  }

  /** The logged-out preview: no token needed. */
  @Public()
  @Get('posts/likes-desc')
  mostLiked(@Query() query: PreviewQuery) {
    return this.posts.mostLiked(query.page, query.pageSize);
  }

  /**
   * The landing page's short preview (decision 173): a few recent posts that passed moderation (not held),
   * at most one per author; public, bounded to the newest rows.
   */
  @Public()
  @Get('posts/recent')
  recent(@Query() query: RecentPostsQuery) {
    return this.posts.recent(query.limit);
  }

  /** Shared post links open for signed-out visitors too (/postsnotAuth/{id}); held posts stay hidden. */
  @OptionalMember()
  @Get('posts/:id')
  get(@CurrentPrincipal() me: Principal | undefined, @Param() { id }: IdParam) {
    return this.posts.get(me?.id ?? null, id);
  }

  @PostWriteLimit()
  @Post('posts')
  @PostImagesUpload()
  @ResponseMessage(SocialMessages.postCreated)
  create(
    @CurrentPrincipal() me: Principal,
    @Body() body: PostFieldsDto,
    @UploadedFiles() files: UploadedImage[] = [],
    @Ip() address?: string,
  ) {
    return this.editing.create(me.id, body, files, address ?? null);
  }

  @PostWriteLimit()
  @Post('posts/:id')
  @HttpCode(200)
  @PostImagesUpload()
  @ResponseMessage(SocialMessages.postUpdated)
  update(
    @CurrentPrincipal() me: Principal,
    @Param() { id }: IdParam,
    @Body() body: PostFieldsDto,
    @UploadedFiles() files: UploadedImage[] = [],
    @Ip() address?: string,
  ) {
    return this.editing.update(me.id, id, body, files, address ?? null);
  }

  @Delete('posts/:id')
  @ResponseMessage(SocialMessages.deleted)
  async remove(@CurrentPrincipal() me: Principal, @Param() { id }: IdParam) {
    await this.editing.remove(me.id, id);
  }

  /** Deletes one image of the caller's post; answers the post as it is now. */
  @Delete('medias/:id')
  @ResponseMessage(SocialMessages.deleted)
  removeMedia(@CurrentPrincipal() me: Principal, @Param() { id }: IdParam) {
    return this.editing.removeMedia(me.id, id);
  }
}
