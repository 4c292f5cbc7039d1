import { DataRightsMessages } from '@app/contracts';
import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { Throttle } from '@nestjs/throttler';
import { CurrentPrincipal, type Principal } from '../../../core/auth/auth.decorators';
import { ResponseMessage } from '../../../core/http/envelope.interceptor';
import { AccountSettingsService } from './account-settings.service';
import {
  ChangeEmailDto,
  ChangeLanguageDto,
  ChangePasswordDto,
  ConfirmEmailDto,
} from './account-settings.dto';

/** The member's own settings: password and e-mail address (issue 14), language (issue 35). */
@ApiTags('accounts')
@ApiBearerAuth()
@Controller('api/settings')
export class AccountSettingsController {
  constructor(private readonly settings: AccountSettingsService) {}

  @Throttle({ default: { limit: 10, ttl: 60_000 } })
  @Post('password')
  @HttpCode(200)
  @ResponseMessage(DataRightsMessages.passwordChanged)
  async changePassword(@CurrentPrincipal() principal: Principal, @Body() body: ChangePasswordDto) {
    await this.settings.changePassword(principal, body.current_password, body.password);
  }

  @Throttle({ default: { limit: 5, ttl: 60_000 } })
  @Post('email')
  @HttpCode(200)
  @ResponseMessage(DataRightsMessages.emailCodeSent)
  async requestEmailChange(@CurrentPrincipal() principal: Principal, @Body() body: ChangeEmailDto) {
    await this.settings.requestEmailChange(principal, body.current_password, body.email);
  }

  @Throttle({ default: { limit: 20, ttl: 60_000 } })
  @Post('email/confirm')
  @HttpCode(200)
  @ResponseMessage(DataRightsMessages.emailChanged)
  confirmEmailChange(@CurrentPrincipal() principal: Principal, @Body() body: ConfirmEmailDto) {
    return this.settings.confirmEmailChange(principal, body.email_otp);
  }

  /** The member's saved language (decision 390): the site's pages, the mails and the notices follow it. */
  @Throttle({ default: { limit: 20, ttl: 60_000 } })
  @Post('language')
  @HttpCode(200)
  @ResponseMessage(DataRightsMessages.languageSaved)
  async changeLanguage(@CurrentPrincipal() principal: Principal, @Body() body: ChangeLanguageDto) {
    return { language: await this.settings.changeLanguage(principal, body.language) };
  }
}
