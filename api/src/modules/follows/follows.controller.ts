import { FollowActionType, FollowMessages } from '@app/contracts';
import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { CurrentPrincipal, type Principal } from '../../core/auth/auth.decorators';
import { Answer, ResponseMessage } from '../../core/http/envelope.interceptor';
import { ThrottlePerMember } from '../../core/rate-limit/member-throttle';
import { FollowActionDto, FollowDto, FollowListQueryDto } from './dto/follow.dto';
import { FollowsService } from './follows.service';

/** Follow requests per member and hour: plenty for real use, a brake on mass following. */
const FOLLOW_REQUESTS_PER_HOUR = 60;

/**
 * The seeds' follow calls. They share the `users/` prefix with accounts' `users/:id`: FollowsModule is
 * loaded before AccountsModule (domain.modules.ts), so these literal paths are matched first.
 */
@ApiTags('follows')
@ApiBearerAuth()
@Controller('api/users')
export class FollowsController {
  constructor(private readonly follows: FollowsService) {}

  @Post('follow')
  @HttpCode(200)
  @ThrottlePerMember(FOLLOW_REQUESTS_PER_HOUR, 3_600_000)
  @ResponseMessage(FollowMessages.requested)
  follow(@CurrentPrincipal() me: Principal, @Body() body: FollowDto) {
    return this.follows.request(me.id, body.followee_id);
  }

  @Post('unfollow')
  @HttpCode(200)
  @ResponseMessage(FollowMessages.unfollowed)
  unfollow(@CurrentPrincipal() me: Principal, @Body() body: FollowDto) {
    return this.follows.unfollow(me.id, body.followee_id);
  }

  @Post('follow-action-type')
  @HttpCode(200)
  async act(@CurrentPrincipal() me: Principal, @Body() body: FollowActionDto) {
    const result = await this.follows.act(me.id, body.follower_id, body.action_type);
    return new Answer(
      result,
      body.action_type === FollowActionType.Accept ? FollowMessages.accepted : FollowMessages.removed,
    );
  }

  @Get('my-followees')
  followees(@CurrentPrincipal() me: Principal, @Query() query: FollowListQueryDto) {
    return this.follows.followees(me.id, query);
  }

  @Get('my-followers')
  followers(@CurrentPrincipal() me: Principal, @Query() query: FollowListQueryDto) {
    return this.follows.followers(me.id, query);
  }

  @Get('my-follow-requests')
  requests(@CurrentPrincipal() me: Principal, @Query() query: FollowListQueryDto) {
    return this.follows.requests(me.id, query);
  }
}
