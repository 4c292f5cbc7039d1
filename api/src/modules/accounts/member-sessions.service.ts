import { DataRightsMessages, type LoginData, type MemberUser, TrustSafetyMessages } from '@app/contracts';
import { Injectable } from '@nestjs/common';
import { SessionService } from '../../core/auth/session.service';
import { ForbiddenError, NotFoundError } from '../../core/errors/domain-error';
import { MemberViewsService } from './member-views.service';

const DAY = 24 * 3600;
export const SESSION_SECONDS = DAY;
export const REMEMBERED_SESSION_SECONDS = 30 * DAY;

/** Starting a member session and the login answer (`data` is the member, its token, and `user` again). */
@Injectable()
export class MemberSessionsService {
  constructor(
    private readonly sessions: SessionService,
    private readonly views: MemberViewsService,
  ) {}

  /**
   * Refuses a banned or suspended member (403, saying why and until when: docs/decisions/123). The checks
   * read the row the answer is made of: one query for both.
   */
  async start(userId: number, remember: boolean): Promise<LoginData> {
    const [row] = await this.views.rows([userId]);
    if (row?.deleted_at) throw new ForbiddenError(DataRightsMessages.accountGone);
    if (row?.banned_at) throw new ForbiddenError(TrustSafetyMessages.banned);
    if (row?.suspended_until && row.suspended_until > new Date()) {
      throw new ForbiddenError(TrustSafetyMessages.suspended(row.suspended_until.toISOString().slice(0, 10)));
    }
    if (!row) throw new NotFoundError('User not found');
    const user = await this.views.self(row);
    const authorization = await this.sessions.issue(
      'member',
      userId,
      remember ? REMEMBERED_SESSION_SECONDS : SESSION_SECONDS,
    );
    return { ...user, authorization, user };
  }

  /** A member with places and subscription, as the API answers it. */
  async view(userId: number): Promise<MemberUser> {
    const [row] = await this.views.rows([userId]);
    if (!row) throw new NotFoundError('User not found');
    return this.views.self(row);
  }
}
