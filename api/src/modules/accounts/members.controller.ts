import { AccountMessages, VENDOR_LIMITS } from '@app/contracts';
import {
  Body,
  Controller,
  Get,
  HttpCode,
  Param,
  Post,
  Query,
  Req,
  UploadedFiles,
  UseInterceptors,
} from '@nestjs/common';
import { FileFieldsInterceptor } from '@nestjs/platform-express';
import type { Request } from 'express';
import { ApiBearerAuth, ApiConsumes, ApiTags } from '@nestjs/swagger';
import { Throttle } from '@nestjs/throttler';
import { CurrentPrincipal, type Principal, Public } from '../../core/auth/auth.decorators';
import { ResponseMessage } from '../../core/http/envelope.interceptor';
import { answerLanguage } from '../../core/i18n/answer-language';
import { EliteSignupDto } from './dto/elite-signup.dto';
import { MemberProfileUpdateDto, SearchUsersQuery, UserIdParam } from './dto/profile.dto';
import { SignupDto } from './dto/signup.dto';
import { MemberProfilesService } from './member-profiles.service';
import { RegistrationService } from './registration.service';

export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;

/** The member fields, plus a vendor's product rows (name and rate each). */
const PROFILE_FORM_FIELDS = 40 + 2 * VENDOR_LIMITS.maxProducts;

/** The member behind a request, or null for a staff token (staff see no relation). */
const memberIdOf = (principal: Principal) => (principal.kind === 'member' ? principal.id : null);

/**
 * Sign-up and member profiles. The sign-ups answer the new, unverified member without a token: the token
 * comes from verify-email, once the member has proved the address (elite: then the payment starts).
 */
@ApiTags('accounts')
@Controller('api/users')
export class MembersController {
  constructor(
    private readonly registration: RegistrationService,
    private readonly profiles: MemberProfilesService,
  ) {}

  @Public()
  @Throttle({ default: { limit: 10, ttl: 60_000 } })
  @Post()
  @ResponseMessage(AccountMessages.signedUp)
  signup(@Body() body: SignupDto, @Req() req: Request) {
    // The new member's language is the one they signed up in (decision 390): the site sends it.
    return this.registration.signup(body, answerLanguage(req));
  }

  // Declared before users/:id so the literal path wins.
  @Public()
  @Throttle({ default: { limit: 10, ttl: 60_000 } })
  @Post('elight-signup')
  @ResponseMessage(AccountMessages.signedUp)
  eliteSignup(@Body() body: EliteSignupDto, @Req() req: Request) {
    return this.registration.eliteSignup(body, answerLanguage(req));
  }

  @ApiBearerAuth()
  @Get()
  search(@Query() query: SearchUsersQuery, @CurrentPrincipal() principal: Principal) {
    return this.profiles.search(query.search, query.page, memberIdOf(principal));
  }

  @ApiBearerAuth()
  @Get(':id')
  get(@Param() { id }: UserIdParam, @CurrentPrincipal() principal: Principal) {
    return this.profiles.get(id, memberIdOf(principal));
  }

  @ApiBearerAuth()
  @ApiConsumes('multipart/form-data')
  @Post(':id')
  @HttpCode(200)
  @ResponseMessage('Profile updated successfully.')
  @UseInterceptors(
    // The photo, and a professional's resume (a PDF, checked by content by the marketplace): 5 MB each.
    FileFieldsInterceptor(
      [
        { name: 'photo', maxCount: 1 },
        { name: 'resume', maxCount: 1 },
      ],
      { limits: { fileSize: PHOTO_MAX_BYTES, files: 2, fields: PROFILE_FORM_FIELDS } },
    ),
  )
  update(
    @CurrentPrincipal() principal: Principal,
    @Param() { id }: UserIdParam,
    @Body() body: MemberProfileUpdateDto,
    @UploadedFiles() files: { photo?: Array<{ buffer: Buffer }>; resume?: Array<{ buffer: Buffer }> } = {},
  ) {
    return this.profiles.update(principal, id, body, files.photo?.[0], files.resume?.[0]);
  }
}
