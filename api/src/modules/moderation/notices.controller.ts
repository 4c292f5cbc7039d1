import { Body, Controller, Get, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { TrustSafetyMessages } from '@app/contracts';
import { CurrentPrincipal, OptionalMember, type Principal, Public } from '../../core/auth/auth.decorators';
import { AppConfig } from '../../core/config/app-config';
import { Answer } from '../../core/http/envelope.interceptor';
import { UnauthenticatedError } from '../../core/errors/domain-error';
import { AppealsService } from './appeals.service';
import { AppealDto, ModerationIdParam } from './dto/trust-safety.dto';
import { NoticesService } from './notices.service';
import { IT_RULES_TIMELINES } from '@app/contracts';

/** A member's statements of reasons and their appeals (docs/decisions/125). */
@ApiTags('moderation')
@ApiBearerAuth()
@Controller('api')
export class NoticesController {
  constructor(
    private readonly notices: NoticesService,
    private readonly appeals: AppealsService,
    private readonly config: AppConfig,
  ) {}

  @Get('moderation/notices')
  async list(@CurrentPrincipal() me: Principal) {
    return this.notices.listFor(me.id);
  }

  /**
   * One appeal per decision, within its window: by the signed-in member, or with the mailed link's token
   * (a banned or suspended member cannot sign in).
   */
  @Post('moderation/notices/:id/appeal')
  @OptionalMember()
  async appeal(
    @CurrentPrincipal() me: Principal | undefined,
    @Param() { id }: ModerationIdParam,
    @Body() body: AppealDto,
  ) {
    const who = me ? { memberId: me.id } : body.token ? { token: body.token } : null;
    if (!who) throw new UnauthenticatedError();
    return new Answer(await this.appeals.appeal(id, who, body.text), TrustSafetyMessages.appealed);
  }

  /** The grievance officer and the IT Rules timelines (the site's grievance page). */
  @Get('grievance-contact')
  @Public()
  grievance() {
    return {
      name: this.config.GRIEVANCE_OFFICER_NAME,
      email: this.config.GRIEVANCE_EMAIL,
      timelines: { ...IT_RULES_TIMELINES },
    };
  }
}
