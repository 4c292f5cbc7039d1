import { createSecretKey, type KeyObject } from 'node:crypto';
import { Injectable, UnauthorizedException } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { AppConfig } from '../config/app-config';
import type { Principal } from './auth.decorators';
import { SessionService, type TokenClaims } from './session.service';

/**
 * The HMAC secret as a key object, made once. Given a string, jsonwebtoken first tries to read it as a
 * public key on every request and builds the secret key only after that attempt throws: a tenth of the
 * feed's CPU time went there (docs/decisions/190). passport-jwt hands the key to jsonwebtoken as it is;
 * its types only predate key objects.
 */
const hmacKey = (secret: string): Buffer =>
  createSecretKey(Buffer.from(secret, 'utf8')) satisfies KeyObject as unknown as Buffer;

/** Member tokens: `Authorization: Bearer …`, signed with JWT_SECRET, audience "member". */
@Injectable()
export class MemberJwtStrategy extends PassportStrategy(Strategy, 'member-jwt') {
  constructor(
    config: AppConfig,
    private readonly sessions: SessionService,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      secretOrKey: hmacKey(config.JWT_SECRET),
      audience: 'member',
      algorithms: ['HS256'],
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
      secretOrKey: hmacKey(config.STAFF_JWT_SECRET),
      audience: 'staff',
      algorithms: ['HS256'],
    });
  }

  async validate(claims: TokenClaims): Promise<Principal> {
    const principal = await this.sessions.principalFrom('staff', claims);
    if (!principal) throw new UnauthorizedException();
    return principal;
  }
}
