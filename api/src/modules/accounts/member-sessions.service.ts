import { DataRightsMessages, type LoginData, type MemberUser, TrustSafetyMessages } from '@app/contracts';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { SessionService } from '../../core/auth/session.service';
import { ForbiddenError, NotFoundError } from '../../core/errors/domain-error';
import { UserEntity } from './entities/user.entity';
import { MemberViews } from './member-views.service';

const DAY = 24 * 3600;
export const SESSION_SECONDS = DAY;
export const REMEMBERED_SESSION_SECONDS = 30 * DAY;

/** Starting a member session and the login answer (`data` is the member, its token, and `user` again). */
@Injectable()
export class MemberSessions {
  constructor(
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
    private readonly sessions: SessionService,
    private readonly views: MemberViews,
  ) {}

  /** Refuses a banned or suspended member (403, saying why and until when: docs/decisions/123). */
  async start(userId: number, remember: boolean): Promise<LoginData> {
    const restriction = await this.users.findOne({
      select: { id: true, banned_at: true, suspended_until: true, deleted_at: true },
      where: { id: userId },
    });
    if (restriction?.deleted_at) throw new ForbiddenError(DataRightsMessages.accountGone);
    if (restriction?.banned_at) throw new ForbiddenError(TrustSafetyMessages.banned);
    if (restriction?.suspended_until && restriction.suspended_until > new Date()) {
      throw new ForbiddenError(
        TrustSafetyMessages.suspended(restriction.suspended_until.toISOString().slice(0, 10)),
      );
    }
    const user = await this.view(userId);
    const authorization = await this.sessions.issue(
      'member',
      userId,
      remember ? REMEMBERED_SESSION_SECONDS : SESSION_SECONDS,
    );
    return { ...user, authorization, user };
  }

  /** A member with places and subscription, as the API answers it. */
  async view(userId: number): Promise<MemberUser> {
    const user = await this.users.findOne({
      where: { id: userId },
      relations: { country: true, state: true, city: true },
    });
    if (!user) throw new NotFoundError('User not found');
    return this.views.self(user);
  }
}
