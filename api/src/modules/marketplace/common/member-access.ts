import { MarketplaceMessages, UserType } from '@app/contracts';
import {
  applyDecorators,
  type CanActivate,
  type ExecutionContext,
  Injectable,
  SetMetadata,
  UseGuards,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Principal } from '../../../core/auth/auth.decorators';
import { ForbiddenError } from '../../../core/errors/domain-error';
import { MemberDirectory } from '../../members';
import { ElitePolicyService } from './elite-policy';

const ACCESS = 'marketplace:access';

interface AccessRule {
  /** Member types allowed (owners 6, vendors 7, manpower 8); all when left out. */
  types?: UserType[];
  /** Needs an active Elite subscription (docs/product.md#elite-gates). */
  elite?: boolean;
}

const TYPE_REFUSAL: Record<UserType, string> = {
  [UserType.Restaurant]: MarketplaceMessages.ownersOnly,
  [UserType.Vendor]: MarketplaceMessages.vendorsOnly,
  [UserType.Manpower]: MarketplaceMessages.manpowerOnly,
};

/**
 * Who may call a marketplace route: the member's type first (403 naming who may), then Elite (403
 * 'You need to subscribe to acceess this facility'). Staff tokens are refused: these are member routes.
 * Ownership of a listing is checked by the services, on the object itself.
 */
@Injectable()
export class MemberAccessGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly members: MemberDirectory,
    private readonly elite: ElitePolicyService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const rule = this.reflector.getAllAndOverride<AccessRule>(ACCESS, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (!rule) return true;
    const principal = context.switchToHttp().getRequest<{ user?: Principal }>().user;
    if (principal?.kind !== 'member') throw new ForbiddenError();
    if (rule.types?.length) {
      const member = (await this.members.cards([principal.id])).get(principal.id);
      if (!member || !rule.types.includes(member.user_type))
        throw new ForbiddenError(TYPE_REFUSAL[rule.types[0]!]);
    }
    if (rule.elite) await this.elite.requireElite(principal.id);
    return true;
  }
}

/** The route is for these member types, and for Elite members when `elite` is set. */
export const MemberAccess = (rule: AccessRule) =>
  applyDecorators(SetMetadata(ACCESS, rule), UseGuards(MemberAccessGuard));

/** Restaurant owners only (user_type 6). */
export const OwnersOnly = (options: { elite?: boolean } = {}) =>
  MemberAccess({ types: [UserType.Restaurant], ...options });

/** Any member with an active Elite subscription (the next issue's gates: See All, Read More…). */
export const RequiresElite = () => MemberAccess({ elite: true });
