import { ReviewMessages } from '@app/contracts';
import { Body, Controller, Get, Param, Post, Put, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { CurrentPrincipal, type Principal } from '../../core/auth/auth.decorators';
import { ResponseMessage } from '../../core/http/envelope.interceptor';
import { ThrottlePerMember } from '../../core/rate-limit/member-throttle';
import {
  CreateReviewDto,
  RatingsQueryDto,
  ReviewIdParam,
  ReviewListQueryDto,
  ReviewReplyDto,
  TopRatedQueryDto,
  UpdateReviewDto,
} from './dto/review.dto';
import { ReviewReadsService } from './review-reads.service';
import { ReviewsService } from './reviews.service';

/** Writes per member and hour: a busy vendor reviews a handful of trades a day; nobody needs more. */
const REVIEW_WRITES_PER_HOUR = 30;

/** Reviews and reputation (issue 33): members' routes. */
@ApiTags('reviews')
@ApiBearerAuth()
@Controller('api')
export class ReviewsController {
  constructor(
    private readonly reviews: ReviewsService,
    private readonly reads: ReviewReadsService,
  ) {}

  /** The published part: the rating with its distribution and the newest reviews with their replies. */
  @Get('users/:id/reviews')
  ofMember(@Param() { id }: ReviewIdParam, @Query() query: ReviewListQueryDto) {
    return this.reads.ofMember(id, query);
  }

  /**
   * Average and count per member, for the cards of a list the site shows (directories, received quotes
   * and applications): one read of the counters for the whole page (decision 281).
   */
  @Get('reviews/ratings')
  async ratings(@Query() { ids }: RatingsQueryDto) {
    return Object.fromEntries(await this.reads.ratingsOf(ids));
  }

  /** A directory sorted by rating: the Bayesian score of decision 283, members with reviews only. */
  @Get('reviews/top-rated')
  topRated(@Query() { user_type, page, per_page }: TopRatedQueryDto) {
    return this.reads.topRated(user_type, { page, per_page });
  }

  @Get('reviews/pending')
  pending(@CurrentPrincipal() me: Principal) {
    return this.reads.pending(me.id);
  }

  @Post('reviews')
  @ThrottlePerMember(REVIEW_WRITES_PER_HOUR, 3_600_000)
  @ResponseMessage(ReviewMessages.created)
  create(@CurrentPrincipal() me: Principal, @Body() body: CreateReviewDto) {
    return this.reviews.create(me.id, body);
  }

  @Put('reviews/:id')
  @ThrottlePerMember(REVIEW_WRITES_PER_HOUR, 3_600_000)
  @ResponseMessage(ReviewMessages.updated)
  update(@CurrentPrincipal() me: Principal, @Param() { id }: ReviewIdParam, @Body() body: UpdateReviewDto) {
    return this.reviews.update(me.id, id, body);
  }

  @Post('reviews/:id/reply')
  @ThrottlePerMember(REVIEW_WRITES_PER_HOUR, 3_600_000)
  @ResponseMessage(ReviewMessages.replied)
  reply(@CurrentPrincipal() me: Principal, @Param() { id }: ReviewIdParam, @Body() body: ReviewReplyDto) {
    return this.reviews.reply(me.id, id, body.text);
  }
}
