import { PasskeyMessages } from '@app/contracts';
import { Body, Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { Throttle } from '@nestjs/throttler';
import { CurrentPrincipal, type Principal, Public } from '../../../core/auth/auth.decorators';
import {
  PasskeyAssertionDto,
  PasskeyIdParam,
  RegisterPasskeyDto,
} from '../../../core/auth/passkeys/passkey-credential.dto';
import { ResponseMessage } from '../../../core/http/envelope.interceptor';

import { MemberPasskeysService } from './member-passkeys.service';

/** Members' passkeys: the settings page's list, add and remove, and the login page's passkey sign-in. */
@ApiTags('accounts')
@Controller('api/passkeys')
export class MemberPasskeysController {
  constructor(private readonly passkeys: MemberPasskeysService) {}

  @ApiBearerAuth()
  @Get()
  list(@CurrentPrincipal() principal: Principal) {
    return this.passkeys.list(principal.id);
  }

  @ApiBearerAuth()
  @Throttle({ default: { limit: 10, ttl: 60_000 } })
  @Post('registration-options')
  @HttpCode(200)
  registrationOptions(@CurrentPrincipal() principal: Principal) {
    return this.passkeys.startRegistration(principal.id);
  }

  @ApiBearerAuth()
  @Throttle({ default: { limit: 10, ttl: 60_000 } })
  @Post()
  @ResponseMessage(PasskeyMessages.registered)
  register(@CurrentPrincipal() principal: Principal, @Body() body: RegisterPasskeyDto) {
    return this.passkeys.register(principal.id, body);
  }

  @ApiBearerAuth()
  @Delete(':id')
  @ResponseMessage(PasskeyMessages.removed)
  async remove(@CurrentPrincipal() principal: Principal, @Param() { id }: PasskeyIdParam) {
    await this.passkeys.remove(principal.id, id);
  }

  /** The login page's first step: a challenge any member's passkey may answer. */
  @Public()
  @Throttle({ default: { limit: 10, ttl: 60_000 } })
  @Post('login-options')
  @HttpCode(200)
  loginOptions() {
    return this.passkeys.startSignIn();
  }

  /** The answer to it: the same session and login answer as `POST /api/login`. */
  @Public()
  @Throttle({ default: { limit: 10, ttl: 60_000 } })
  @Post('login')
  @HttpCode(200)
  @ResponseMessage('Login successfully.')
  login(@Body() body: PasskeyAssertionDto) {
    return this.passkeys.signIn(body);
  }
}
