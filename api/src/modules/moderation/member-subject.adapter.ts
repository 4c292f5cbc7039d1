import { Injectable, type OnModuleInit } from '@nestjs/common';
import { MemberDirectory } from '../members';
import { ModerationSubjectsService } from './moderation-subjects';
import type { ModerationSubjectAdapter } from './moderation.types';

/** What holding a member means today, written into the review item so staff know nothing was hidden. */
export const MEMBER_HOLD_NOTE =
  'Member accounts have nothing to hide yet: the account stays visible until staff review it.';

/**
 * Members as a moderation subject ('user'), registered from here so the accounts module needs no
 * knowledge of moderation. A member is their own author; holding hides nothing yet.
 */
@Injectable()
export class MemberSubjectAdapter implements ModerationSubjectAdapter, OnModuleInit {
  constructor(
    private readonly members: MemberDirectory,
    private readonly subjects: ModerationSubjectsService,
  ) {}

  onModuleInit(): void {
    this.subjects.register('user', this);
  }

  async authorOf(id: number): Promise<number | null> {
    return (await this.members.exists(id)) ? id : null;
  }

  async hold(_id: number): Promise<void> {
    // Nothing to hide yet (MEMBER_HOLD_NOTE); suspension is a staff decision of the review console.
  }

  async release(_id: number): Promise<void> {
    // Nothing was hidden.
  }

  /** The profile as reported: name and business (the evidence of a reported account). */
  async snapshot(id: number) {
    const member = await this.members.facts(id);
    if (!member) return null;
    return {
      title: member.full_name,
      description: member.business_name,
      body: null,
      images: [],
      created_at: member.created_at.toISOString(),
      created_ip: null,
    };
  }
}
