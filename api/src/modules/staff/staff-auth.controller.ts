import { Body, Controller, Get, HttpCode, Ip, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { Throttle } from '@nestjs/throttler';
import { CurrentPrincipal, type Principal, Public, StaffOnly } from '../../core/auth/auth.decorators';
import { RawResponse } from '../../core/http/envelope.interceptor';
import { StaffLoginDto } from './dto/staff-login.dto';
import { StaffService } from './staff.service';

@ApiTags('admin: auth')
@RawResponse()
@Controller('admin-api/auth')
export class StaffAuthController {
  constructor(private readonly staff: StaffService) {}

  /**
   * Ten tries a minute per address: enough for a person, too few to guess passwords. Wrong passwords are
   * also counted per account (StaffService, decision 057).
   */
  @Public()
  @Throttle({ default: { limit: 10, ttl: 60_000 } })
  @Post('login')
  @HttpCode(200)
  login(@Body() body: StaffLoginDto, @Ip() address: string) {
    return this.staff.login(body.email, body.password, address);
  }

  @ApiBearerAuth()
  @StaffOnly()
  @Post('logout')
  @HttpCode(204)
  async logout(@CurrentPrincipal() principal: Principal) {
    await this.staff.logout(principal);
  }

  @ApiBearerAuth()
  @StaffOnly()
  @Get('me')
  me(@CurrentPrincipal() principal: Principal) {
    return this.staff.me(principal);
  }
}
