import { Injectable, UnauthorizedException } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { AppConfig } from '../config/app-config';
import type { Principal } from './auth.decorators';
import { SessionService, type TokenClaims } from './session.service';

/** Member tokens: `Authorization: Bearer …`, signed with JWT_SECRET, audience "member". */
@Injectable()
export class MemberJwtStrategy extends PassportStrategy(Strategy, 'member-jwt') {
  constructor(
    config: AppConfig,
    private readonly sessions: SessionService,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      secretOrKey: config.JWT_SECRET,
      audience: 'member',
    });
  }

  async validate(claims: TokenClaims): Promise<Principal> {
    const principal = await this.sessions.principalFrom('member', claims);
    if (!principal) throw new UnauthorizedException();
    return principal;
  }
}

/** Staff tokens: a separate secret and audience, so a member token can never open the console's API. */
@Injectable()
export class StaffJwtStrategy extends PassportStrategy(Strategy, 'staff-jwt') {
  constructor(
    config: AppConfig,
    private readonly sessions: SessionService,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      secretOrKey: config.STAFF_JWT_SECRET,
      audience: 'staff',
    });
  }

  async validate(claims: TokenClaims): Promise<Principal> {
    const principal = await this.sessions.principalFrom('staff', claims);
    if (!principal) throw new UnauthorizedException();
    return principal;
  }
}
