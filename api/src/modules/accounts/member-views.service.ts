import type { MemberUser } from '@app/contracts';
import { Injectable } from '@nestjs/common';
import { PublicFiles } from '../../core/storage/public-files';
import { SubscriptionsService } from '../billing/subscriptions.service';
import type { UserEntity } from './entities/user.entity';
import { toMemberUser } from './member.mappers';

/** Turns member entities (loaded with their places) into MemberUser answers, subscriptions in one query. */
@Injectable()
export class MemberViews {
  constructor(
    private readonly subscriptions: SubscriptionsService,
    private readonly files: PublicFiles,
  ) {}

  async many(users: UserEntity[]): Promise<MemberUser[]> {
    const summaries = await this.subscriptions.summaries(users.map((u) => u.id));
    return users.map((u) => toMemberUser(u, summaries.get(u.id), this.files.url(u.profile_photo)));
  }

  async one(user: UserEntity): Promise<MemberUser> {
    return (await this.many([user]))[0]!;
  }
}
