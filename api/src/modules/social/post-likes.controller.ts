import { type LikeToggle, SocialMessages } from '@app/contracts';
import { Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { CurrentPrincipal, type Principal } from '../../core/auth/auth.decorators';
import { Answer } from '../../core/http/envelope.interceptor';
import { ThrottlePerMember } from '../../core/rate-limit/member-throttle';
import { IdParam, ListPageQuery } from './dto/social-queries.dto';
import { PostLikesService } from './post-likes.service';

/** `posts/like/{id}`: toggle the caller's like, or list the likers. */
@ApiTags('social')
@ApiBearerAuth()
@Controller('api/posts/like')
export class PostLikesController {
  constructor(private readonly likes: PostLikesService) {}

  @ThrottlePerMember(120, 60_000)
  @Post(':id')
  @HttpCode(200)
  async toggle(@CurrentPrincipal() me: Principal, @Param() { id }: IdParam): Promise<Answer<LikeToggle>> {
    const result = await this.likes.toggle(me.id, id);
    return new Answer(result, result.is_liked ? SocialMessages.liked : SocialMessages.unliked);
  }

  /** A plain array (as the seeds' likes modal reads it), newest first, `page` for more. */
  @Get(':id')
  likers(@CurrentPrincipal() me: Principal, @Param() { id }: IdParam, @Query() query: ListPageQuery) {
    return this.likes.likers(me.id, id, query.page);
  }
}
