import { Injectable } from '@nestjs/common';
import { SessionService } from '../../core/auth/session.service';
import { MemberAccountDataService, MemberAdminService } from '../members';
import { ModerationSubjectsService } from './moderation-subjects';

const DAY = 24 * 3_600_000;

/**
 * Suspensions and bans (docs/decisions/123): the account cannot log in (MemberSessionsService.start refuses it),
 * its live sessions are revoked at once, and a ban hides all its content (marked with the ban's time, so
 * lifting the ban shows exactly that content again).
 */
@Injectable()
export class MemberRestrictionsService {
  constructor(
    private readonly members: MemberAdminService,
    private readonly accounts: MemberAccountDataService,
    private readonly sessions: SessionService,
    private readonly subjects: ModerationSubjectsService,
  ) {}

  async suspend(memberId: number, days: number, now = new Date()): Promise<void> {
    await this.members.restrict(memberId, { suspended_until: new Date(now.getTime() + days * DAY) });
    await this.sessions.revokeAll('member', memberId);
  }

  async unsuspend(memberId: number): Promise<void> {
    await this.members.restrict(memberId, { suspended_until: null });
  }

  async ban(memberId: number, now = new Date()): Promise<void> {
    const member = await this.members.get(memberId);
    if (!member || member.banned_at) return;
    await this.members.restrict(memberId, { banned_at: now });
    await this.sessions.revokeAll('member', memberId);
    for (const adapter of this.subjects.all()) await adapter.holdAllBy?.(memberId, now);
  }

  /**
   * The member deleted their account (issue 14): the ban's path, so the account cannot log in, its sessions
   * end at once and all its content is held with the deletion's time. No staff action lifts it.
   */
  async deactivate(memberId: number, now = new Date()): Promise<boolean> {
    if (!(await this.accounts.markDeleted(memberId, now))) return false;
    await this.sessions.revokeAll('member', memberId);
    for (const adapter of this.subjects.all()) await adapter.holdAllBy?.(memberId, now);
    return true;
  }

  async unban(memberId: number): Promise<void> {
    const member = await this.members.get(memberId);
    if (!member?.banned_at) return;
    await this.members.restrict(memberId, { banned_at: null });
    for (const adapter of this.subjects.all()) await adapter.releaseAllBy?.(memberId, member.banned_at);
  }
}
