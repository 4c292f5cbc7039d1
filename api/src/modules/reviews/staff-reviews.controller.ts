import { Body, Controller, Get, HttpCode, Param, Post, Query, Req, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { parseListQuery } from '../../core/admin-rest/list-query';
import { sendList } from '../../core/admin-rest/list-result';
import { auditActor } from '../../core/audit/audited';
import { StaffOnly } from '../../core/auth/auth.decorators';
import { RawResponse } from '../../core/http/envelope.interceptor';
import { HideReviewDto, ReviewIdParam } from './dto/review.dto';
import { ReviewReadsService, type StaffReviewFilter } from './review-reads.service';
import { StaffReviewsService } from './staff-reviews.service';

/** The moderators' reviews list (issue 33): every review, and hiding one with a reason. */
@ApiTags('admin: reviews')
@ApiBearerAuth()
@StaffOnly('moderator', 'superadmin')
@RawResponse()
@Controller('admin-api/reviews')
export class StaffReviewsController {
  constructor(
    private readonly reads: ReviewReadsService,
    private readonly staff: StaffReviewsService,
  ) {}

  @Get()
  async list(@Query() raw: Record<string, unknown>, @Res({ passthrough: true }) res: Response) {
    const query = parseListQuery<StaffReviewFilter>(raw, {
      sortable: ['id', 'created_at'],
      defaultSort: ['id', 'DESC'],
      maxLimit: 100,
    });
    const [rows, total] = await this.reads.staffList(query);
    return sendList(res, 'reviews', query.offset, rows, total);
  }

  @Get(':id')
  get(@Param() { id }: ReviewIdParam) {
    return this.reads.staffGet(id);
  }

  @Post(':id/hide')
  @HttpCode(200)
  hide(@Param() { id }: ReviewIdParam, @Body() body: HideReviewDto, @Req() req: Request) {
    return this.staff.hide(id, auditActor(req), body);
  }
}
