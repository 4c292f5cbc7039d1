import { AccountMessages, Messages } from '@app/contracts';
import { Body, Controller, Get, HttpCode, Ip, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { Throttle } from '@nestjs/throttler';
import { CurrentPrincipal, type Principal, Public } from '../../core/auth/auth.decorators';
import { ResponseMessage } from '../../core/http/envelope.interceptor';
import {
  ForgotPasswordDto,
  LoginDto,
  ResendEmailOtpDto,
  ResetPasswordDto,
  VerifyEmailDto,
} from './dto/account-requests.dto';
import { MemberAuthService } from './member-auth.service';
import { RegistrationService } from './registration.service';

/** The seeds' session calls: login, logout, the current member, e-mail verification, password reset. */
@ApiTags('accounts')
@Controller('api')
export class MemberAuthController {
  constructor(
    private readonly auth: MemberAuthService,
    private readonly registration: RegistrationService,
  ) {}

  /**
   * Ten tries a minute per address; after repeated wrong passwords on the account (or from the address)
   * the login needs a solved challenge in `altcha` and answers 428 with one otherwise (decision 218).
   */
  @Public()
  @Throttle({ default: { limit: 10, ttl: 60_000 } })
  @Post('login')
  @HttpCode(200)
  @ResponseMessage('Login successfully.')
  login(@Body() body: LoginDto, @Ip() address: string) {
    const remember = ['1', 1, true].includes(body.remember_me as never);
    return this.auth.login(body.email, body.password, remember, address, body.altcha);
  }

  @ApiBearerAuth()
  @Get('logout')
  @ResponseMessage('Logout successfully.')
  async logout(@CurrentPrincipal() principal: Principal) {
    await this.auth.logout(principal);
  }

  @ApiBearerAuth()
  @Get('user')
  user(@CurrentPrincipal() principal: Principal) {
    return this.auth.current(principal);
  }

  @Public()
  @Throttle({ default: { limit: 20, ttl: 60_000 } })
  @Post('verify-email')
  @HttpCode(200)
  @ResponseMessage(Messages.emailVerified)
  verifyEmail(@Body() body: VerifyEmailDto) {
    return this.registration.verifyEmail(body.email, body.email_otp);
  }

  @Public()
  @Throttle({ default: { limit: 10, ttl: 60_000 } })
  @Post('resend-email-otp')
  @HttpCode(200)
  @ResponseMessage(Messages.otpResent)
  async resendEmailOtp(@Body() body: ResendEmailOtpDto) {
    await this.registration.resendOtp(body.email);
  }

  @Public()
  @Throttle({ default: { limit: 5, ttl: 60_000 } })
  @Post('forgot-password')
  @HttpCode(200)
  @ResponseMessage(AccountMessages.forgotSent)
  async forgotPassword(@Body() body: ForgotPasswordDto) {
    await this.auth.requestPasswordReset(body.email);
  }

  @Public()
  @Throttle({ default: { limit: 10, ttl: 60_000 } })
  @Post('password/reset')
  @HttpCode(200)
  @ResponseMessage(Messages.passwordUpdated)
  async resetPassword(@Body() body: ResetPasswordDto) {
    await this.auth.resetPassword(body.email, body.token, body.password);
  }
}
