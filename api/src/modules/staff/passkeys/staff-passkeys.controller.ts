import { Body, Controller, Delete, Get, HttpCode, Ip, Param, Post, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { Throttle } from '@nestjs/throttler';
import type { Request } from 'express';
import { AuditLogService } from '../../../core/audit/audit-log.service';
import { auditActor } from '../../../core/audit/audited';
import { CurrentPrincipal, type Principal, Public, StaffOnly } from '../../../core/auth/auth.decorators';
import { PasskeyIdParam, RegisterPasskeyDto } from '../../../core/auth/passkeys/passkey-credential.dto';
import { RawResponse } from '../../../core/http/envelope.interceptor';
import { StaffPasskeyLoginDto, StaffPasskeyOptionsDto } from './staff-passkeys.dto';
import { StaffPasskeysService } from './staff-passkeys.service';

/** Staff passkeys: the console's list, add and remove, and the "use a passkey" second step of its login. */
@ApiTags('admin: auth')
@RawResponse()
@Controller('admin-api/auth')
export class StaffPasskeysController {
  constructor(
    private readonly passkeys: StaffPasskeysService,
    private readonly audit: AuditLogService,
  ) {}

  @ApiBearerAuth()
  @StaffOnly()
  @Get('passkeys')
  list(@CurrentPrincipal() principal: Principal) {
    return this.passkeys.list(principal.id);
  }

  @ApiBearerAuth()
  @StaffOnly()
  @Throttle({ default: { limit: 10, ttl: 60_000 } })
  @Post('passkeys/registration-options')
  @HttpCode(200)
  registrationOptions(@CurrentPrincipal() principal: Principal) {
    return this.passkeys.startRegistration(principal.id);
  }

  @ApiBearerAuth()
  @StaffOnly()
  @Throttle({ default: { limit: 10, ttl: 60_000 } })
  @Post('passkeys')
  async register(
    @CurrentPrincipal() principal: Principal,
    @Body() body: RegisterPasskeyDto,
    @Req() req: Request,
  ) {
    const passkey = await this.passkeys.register(principal.id, body);
    await this.audit.record(auditActor(req), {
      action: 'staff.passkey.add',
      target_type: 'staff',
      target_id: principal.id,
      after: { passkey: passkey.id, name: passkey.name },
    });
    return passkey;
  }

  @ApiBearerAuth()
  @StaffOnly()
  @Delete('passkeys/:id')
  @HttpCode(204)
  async remove(
    @CurrentPrincipal() principal: Principal,
    @Param() { id }: PasskeyIdParam,
    @Req() req: Request,
  ) {
    await this.passkeys.remove(principal.id, id);
    await this.audit.record(auditActor(req), {
      action: 'staff.passkey.remove',
      target_type: 'staff',
      target_id: principal.id,
      before: { passkey: id },
    });
  }

  /** The second step's passkey options, for the account whose password earned the challenge. */
  @Public()
  @Throttle({ default: { limit: 10, ttl: 60_000 } })
  @Post('login/passkey-options')
  @HttpCode(200)
  secondStepOptions(@Body() body: StaffPasskeyOptionsDto) {
    return this.passkeys.startSecondStep(body.challenge);
  }

  /** The second step answered with a passkey instead of a code (decisions 166, 222). */
  @Public()
  @Throttle({ default: { limit: 10, ttl: 60_000 } })
  @Post('login/passkey')
  @HttpCode(200)
  secondStep(@Body() body: StaffPasskeyLoginDto, @Ip() address: string) {
    return this.passkeys.secondStep(body.challenge, body, address);
  }
}
