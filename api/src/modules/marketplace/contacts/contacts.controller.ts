import { CONTACT_SUBJECTS, ContactMessages, type ContactSubject } from '@app/contracts';
import { Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { CurrentPrincipal, type Principal } from '../../../core/auth/auth.decorators';
import { ResponseMessage } from '../../../core/http/envelope.interceptor';
import { ThrottlePerMember } from '../../../core/rate-limit/member-throttle';
import { IdParam, ListQuery } from '../common/list-query.dto';
import { MemberAccess } from '../common/member-access';
import { ContactRevealsService } from './contact-reveals.service';

export class RevealParams extends IdParam {
  @IsIn(CONTACT_SUBJECTS, {
    message: 'The subject must be requirement, job, franchise, sale, cv or restaurant.',
  })
  subject: ContactSubject;
}

/**
 * Listing contacts, CVs and restaurants' phone and e-mail for Elite members (issue 36 part 1, decisions
 * 210-213): the explicit reveal and
 * the member's own log of who revealed theirs. Members only (any type; the rule decides per subject).
 */
@ApiTags('marketplace')
@ApiBearerAuth()
@Controller('api')
export class ContactsController {
  constructor(private readonly reveals: ContactRevealsService) {}

  /** Who revealed the caller's contacts and CV, newest first: the caller's own log only. */
  @MemberAccess({})
  @Get('contacts/views')
  views(@CurrentPrincipal() me: Principal, @Query() query: ListQuery) {
    return this.reveals.views(me.id, query);
  }

  /**
   * Reveals one listing's contact (`id` the listing's), one professional's CV and contact (`cv`, `id` the
   * member's) or one restaurant's phone and e-mail (`restaurant`, `id` the owner's). A burst brake per minute beside the daily cap the service keeps.
   */
  @ThrottlePerMember(30, 60_000)
  @MemberAccess({})
  @Post('contacts/:subject/:id')
  @HttpCode(200)
  @ResponseMessage(ContactMessages.revealed)
  reveal(@CurrentPrincipal() me: Principal, @Param() { subject, id }: RevealParams) {
    return this.reveals.reveal(me.id, subject, id);
  }
}
