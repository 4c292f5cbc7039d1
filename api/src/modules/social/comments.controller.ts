import { SocialMessages } from '@app/contracts';
import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { CurrentPrincipal, type Principal } from '../../core/auth/auth.decorators';
import { ResponseMessage } from '../../core/http/envelope.interceptor';
import { ThrottlePerMember } from '../../core/rate-limit/member-throttle';
import { CommentBodyDto } from './dto/comment.dto';
import { IdParam, ListPageQuery } from './dto/social-queries.dto';
import { CommentsService } from './comments.service';

/** Comment spam is cheap: 30 writes a minute per member. */
const CommentWriteLimit = () => ThrottlePerMember(30, 60_000);

/** `posts/comment/{post id}` (list, add) and `comments/{id}` (read, edit, delete). */
@ApiTags('social')
@ApiBearerAuth()
@Controller('api')
export class CommentsController {
  constructor(private readonly comments: CommentsService) {}

  /** A plain array, oldest first, `page` for more. */
  @Get('posts/comment/:id')
  list(@CurrentPrincipal() me: Principal, @Param() { id }: IdParam, @Query() query: ListPageQuery) {
    return this.comments.list(me.id, id, query.page);
  }

  @CommentWriteLimit()
  @Post('posts/comment/:id')
  @ResponseMessage(SocialMessages.commentAdded)
  add(@CurrentPrincipal() me: Principal, @Param() { id }: IdParam, @Body() { body }: CommentBodyDto) {
    return this.comments.add(me.id, id, body);
  }

  @Get('comments/:id')
  get(@CurrentPrincipal() me: Principal, @Param() { id }: IdParam) {
    return this.comments.get(me.id, id);
  }

  @CommentWriteLimit()
  @Post('comments/:id')
  @HttpCode(200)
  @ResponseMessage(SocialMessages.commentUpdated)
  update(@CurrentPrincipal() me: Principal, @Param() { id }: IdParam, @Body() { body }: CommentBodyDto) {
    return this.comments.update(me.id, id, body);
  }

  @Delete('comments/:id')
  @ResponseMessage(SocialMessages.deleted)
  async remove(@CurrentPrincipal() me: Principal, @Param() { id }: IdParam) {
    await this.comments.remove(me.id, id);
  }
}
