import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import type { StaffRole } from '@app/contracts';
import { ForbiddenError, ServiceUnavailableError, UnauthenticatedError } from '../errors/domain-error';
import { isInfrastructureError } from '../errors/infrastructure';
import { DURING_ENROLMENT, IS_PUBLIC, OPTIONAL_MEMBER, type Principal, STAFF_ROLES } from './auth.decorators';

/** What a session that must set up two-factor sign-in first is told on any other route. */
export const TWO_FACTOR_SETUP_FIRST = 'Set up two-factor sign-in before using the console.';

const MemberGuard = AuthGuard('member-jwt');
const StaffGuard = AuthGuard('staff-jwt');

/**
 * Global: every route needs a member token unless marked @Public() (no token looked at) or
 * @OptionalMember() (a token, if sent, must be valid); routes marked @StaffOnly() need a staff token (and
 * one of the listed roles, if any).
 */
@Injectable()
export class AppAuthGuard implements CanActivate {
  private readonly member = new MemberGuard();
  private readonly staff = new StaffGuard();

  constructor(private readonly reflector: Reflector) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets)) return true;
    const anonymousAllowed = this.reflector.getAllAndOverride<boolean>(OPTIONAL_MEMBER, targets);
    if (anonymousAllowed && !context.switchToHttp().getRequest().headers.authorization) return true;
    const roles = this.reflector.getAllAndOverride<StaffRole[] | undefined>(STAFF_ROLES, targets);
    const guard = roles ? this.staff : this.member;
    try {
      await guard.canActivate(context);
    } catch (error) {
      // The session list could not be read: the token may well be valid, so this is no reason to sign out.
      if (isInfrastructureError(error)) throw new ServiceUnavailableError();
      throw new UnauthenticatedError();
    }
    const principal: Principal = context.switchToHttp().getRequest().user;
    if (principal.enrolOnly && !this.reflector.getAllAndOverride<boolean>(DURING_ENROLMENT, targets)) {
      throw new ForbiddenError(TWO_FACTOR_SETUP_FIRST);
    }
    if (roles?.length && principal.role !== 'superadmin' && !roles.includes(principal.role as StaffRole)) {
      throw new ForbiddenError('Your role does not allow this.');
    }
    return true;
  }
}
