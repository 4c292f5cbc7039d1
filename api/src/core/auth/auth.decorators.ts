import { createParamDecorator, type ExecutionContext, SetMetadata } from '@nestjs/common';
import type { StaffRole } from '@app/contracts';

export const IS_PUBLIC = 'auth:public';
export const STAFF_ROLES = 'auth:staff-roles';
export const OPTIONAL_MEMBER = 'auth:optional-member';

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

/** Who is calling: a member or a staff account, and the session (token id) they called with. */
export interface Principal {
  kind: 'member' | 'staff';
  id: number;
  sessionId: string;
  role?: StaffRole;
}

export const CurrentPrincipal = createParamDecorator(
  (_data: unknown, context: ExecutionContext): Principal => context.switchToHttp().getRequest().user,
);
