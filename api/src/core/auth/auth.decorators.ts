import { createParamDecorator, type ExecutionContext, SetMetadata } from '@nestjs/common';
import type { StaffRole } from '@app/contracts';

export const IS_PUBLIC = 'auth:public';
export const STAFF_ROLES = 'auth:staff-roles';
export const OPTIONAL_MEMBER = 'auth:optional-member';
export const DURING_ENROLMENT = 'auth:during-2fa-enrolment';

/** The route answers without a token. Everything else requires one (the guard is global). */
export const Public = () => SetMetadata(IS_PUBLIC, true);

/**
 * The route answers visitors without a token (the principal is then undefined) and members with one.
 * A token that is sent must be valid: an expired one gets 401, so the client knows to sign in again.
 */
export const OptionalMember = () => SetMetadata(OPTIONAL_MEMBER, true);

/**
 * The route belongs to the staff face: it takes staff tokens only (member tokens are refused), and when
 * roles are given, only staff with one of them. Superadmins pass every role check.
 */
export const StaffOnly = (...roles: StaffRole[]) => SetMetadata(STAFF_ROLES, roles);

/**
 * The staff route also answers a session that may only set up two-factor sign-in (the staff member's role
 * requires it and they have not enrolled yet): who am I, sign out, and the enrolment itself.
 */
export const AllowDuringEnrolment = () => SetMetadata(DURING_ENROLMENT, true);

/** Who is calling: a member or a staff account, and the session (token id) they called with. */
export interface Principal {
  kind: 'member' | 'staff';
  id: number;
  sessionId: string;
  role?: StaffRole;
  /** A staff session that may only set up two-factor sign-in (see AllowDuringEnrolment). */
  enrolOnly?: boolean;
}

export const CurrentPrincipal = createParamDecorator(
  (_data: unknown, context: ExecutionContext): Principal => context.switchToHttp().getRequest().user,
);
