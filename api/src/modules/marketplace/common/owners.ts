import { Injectable } from '@nestjs/common';
import { MemberDirectory, type MemberFacts } from '../../members';

/** The owners of listings (name, business name, photo, contact for their own eyes), in one query. */
@Injectable()
export class ListingOwnersService {
  constructor(private readonly members: MemberDirectory) {}

  of(userIds: readonly number[]): Promise<Map<number, MemberFacts>> {
    return this.members.factsOf(userIds);
  }
}
