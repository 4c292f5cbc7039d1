import type { FollowPerson } from '@app/contracts';
import type { MemberCard } from '../members';

/** The seeds' Follow list person: who, and where they are. */
export function toFollowPerson(card: MemberCard): FollowPerson {
  const { id, full_name, profile_photo, city, state, country } = card;
  return { id, full_name, profile_photo, city, state, country };
}
