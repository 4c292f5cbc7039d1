import { AccountMessages, VENDOR_LIMITS } from '@app/contracts';
import {
  Body,
  Controller,
  Get,
  HttpCode,
  Param,
  Post,
  Query,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { ApiBearerAuth, ApiConsumes, ApiTags } from '@nestjs/swagger';
import { Throttle } from '@nestjs/throttler';
import { CurrentPrincipal, type Principal, Public } from '../../core/auth/auth.decorators';
import { ResponseMessage } from '../../core/http/envelope.interceptor';
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
  signup(@Body() body: SignupDto) {
    return this.registration.signup(body);
  }

  // Declared before users/:id so the literal path wins.
  @Public()
  @Throttle({ default: { limit: 10, ttl: 60_000 } })
  @Post('elight-signup')
  @ResponseMessage(AccountMessages.signedUp)
  eliteSignup(@Body() body: EliteSignupDto) {
    return this.registration.eliteSignup(body);
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
    FileInterceptor('photo', {
      limits: { fileSize: PHOTO_MAX_BYTES, files: 1, fields: PROFILE_FORM_FIELDS },
    }),
  )
  update(
    @CurrentPrincipal() principal: Principal,
    @Param() { id }: UserIdParam,
    @Body() body: MemberProfileUpdateDto,
    @UploadedFile() photo: { buffer: Buffer } | undefined,
  ) {
    return this.profiles.update(principal, id, body, photo);
  }
}
