import type { StaffTwoFactorEnabled } from '@app/contracts';
import { Body, Controller, Get, HttpCode, Ip, Post, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { Throttle } from '@nestjs/throttler';
import type { Request } from 'express';
import { AuditLogService } from '../../core/audit/audit-log.service';
import { auditActor } from '../../core/audit/audited';
import {
  AllowDuringEnrolment,
  CurrentPrincipal,
  type Principal,
  Public,
  StaffOnly,
} from '../../core/auth/auth.decorators';
import { DomainError } from '../../core/errors/domain-error';
import { RawResponse } from '../../core/http/envelope.interceptor';
import { AcceptInviteDto, StaffCodeDto, StaffLoginCodeDto } from './dto/staff-accounts.dto';
import { StaffLoginDto } from './dto/staff-login.dto';
import { StaffAccountsService } from './staff-accounts.service';
import { StaffService } from './staff.service';
import { TwoFactorService } from './two-factor/two-factor.service';

@ApiTags('admin: auth')
@RawResponse()
@Controller('admin-api/auth')
export class StaffAuthController {
  constructor(
    private readonly staff: StaffService,
    private readonly accounts: StaffAccountsService,
    private readonly twoFactor: TwoFactorService,
    private readonly audit: AuditLogService,
  ) {}

  /**
   * Ten tries a minute per address: enough for a person, too few to guess passwords. Wrong passwords are
   * also counted: after repeated ones the password step answers 428 with a proof-of-work challenge until
   * a solution comes in `altcha` (StaffService, decision 218). With two-factor sign-in on, the answer is
   * the second step's challenge instead of a session.
   */
  @Public()
  @Throttle({ default: { limit: 10, ttl: 60_000 } })
  @Post('login')
  @HttpCode(200)
  login(@Body() body: StaffLoginDto, @Ip() address: string) {
    return this.staff.login(body.email, body.password, address, body.altcha);
  }

  /** The second step: five codes per challenge, ten requests a minute per address (decision 166). */
  @Public()
  @Throttle({ default: { limit: 10, ttl: 60_000 } })
  @Post('login/code')
  @HttpCode(200)
  loginWithCode(@Body() body: StaffLoginCodeDto, @Ip() address: string) {
    return this.staff.loginWithCode(body.challenge, body.code, address);
  }

  /** An invited staff member sets their password from the one-time link (no session needed). */
  @Public()
  @Throttle({ default: { limit: 10, ttl: 60_000 } })
  @Post('accept-invite')
  @HttpCode(200)
  acceptInvite(@Body() body: AcceptInviteDto) {
    return this.accounts.acceptInvite(body.token, body.password);
  }

  @ApiBearerAuth()
  @StaffOnly()
  @AllowDuringEnrolment()
  @Post('logout')
  @HttpCode(204)
  async logout(@CurrentPrincipal() principal: Principal) {
    await this.staff.logout(principal);
  }

  @ApiBearerAuth()
  @StaffOnly()
  @AllowDuringEnrolment()
  @Get('me')
  me(@CurrentPrincipal() principal: Principal) {
    return this.staff.me(principal);
  }

  @ApiBearerAuth()
  @StaffOnly()
  @AllowDuringEnrolment()
  @Get('two-factor')
  twoFactorStatus(@CurrentPrincipal() principal: Principal) {
    return this.twoFactor.status(principal.id);
  }

  /** A new secret with its QR code; enrolment is confirmed with a first code. */
  @ApiBearerAuth()
  @StaffOnly()
  @AllowDuringEnrolment()
  @Throttle({ default: { limit: 10, ttl: 60_000 } })
  @Post('two-factor/setup')
  @HttpCode(200)
  setupTwoFactor(@CurrentPrincipal() principal: Principal) {
    return this.twoFactor.setup(principal.id);
  }

  /** Confirms with the first code: answers the recovery codes (shown once) and a full session. */
  @ApiBearerAuth()
  @StaffOnly()
  @AllowDuringEnrolment()
  @Throttle({ default: { limit: 10, ttl: 60_000 } })
  @Post('two-factor/confirm')
  @HttpCode(200)
  async confirmTwoFactor(
    @CurrentPrincipal() principal: Principal,
    @Body() body: StaffCodeDto,
    @Req() req: Request,
  ): Promise<StaffTwoFactorEnabled> {
    const recovery_codes = await this.twoFactor.confirm(principal.id, body.code);
    await this.audit.record(auditActor(req), {
      action: 'staff.2fa.enable',
      target_type: 'staff',
      target_id: principal.id,
      after: { two_factor: true },
    });
    const session = await this.staff.upgradeAfterEnrolment(principal);
    return { recovery_codes, session };
  }

  /** Turns one's own two-factor sign-in off with a current code, where the role does not require it. */
  @ApiBearerAuth()
  @StaffOnly()
  @Throttle({ default: { limit: 10, ttl: 60_000 } })
  @Post('two-factor/disable')
  @HttpCode(204)
  async disableTwoFactor(
    @CurrentPrincipal() principal: Principal,
    @Body() body: StaffCodeDto,
    @Req() req: Request,
  ) {
    if (this.twoFactor.required(principal.role!))
      throw new DomainError(409, 'Your role requires two-factor sign-in: it cannot be turned off.');
    if (!(await this.twoFactor.verify(principal.id, body.code)))
      throw new DomainError(422, 'That code is not valid.', { code: ['That code is not valid.'] });
    await this.twoFactor.disable(principal.id);
    await this.audit.record(auditActor(req), {
      action: 'staff.2fa.disable',
      target_type: 'staff',
      target_id: principal.id,
      after: { two_factor: false },
    });
  }
}
