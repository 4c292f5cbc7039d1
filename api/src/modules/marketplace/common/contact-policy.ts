import { type ContactAccess, type ContactShown, type ContactSubject, UserType } from '@app/contracts';
import { Injectable } from '@nestjs/common';
import { MemberDirectory } from '../../members';
import { ElitePolicyService } from './elite-policy';

/**
 * The member types the seeds show each contact to (decision 210): the vendor's Requirements table (owner's
 * mobile and e-mail), the professional's Jobs List (the restaurant's), franchise and sale listings' own
 * contact fields to every Elite member (the Elite offer: "franchise opportunities and buying and selling of
 * … restaurants"; the Franchise Provider menu shows for subscribed members of every type), and CVs to Elite
 * restaurant owners (the Elite offer: "views all CVs"); a restaurant's phone and e-mail (the restaurant
 * feed) to vendors and professionals, whose tab bars alone carry the Restaurant feed (decision 213).
 */
export const CONTACT_AUDIENCE: Record<ContactSubject, readonly UserType[]> = {
  requirement: [UserType.Vendor],
  job: [UserType.Manpower],
  franchise: [UserType.Restaurant, UserType.Vendor, UserType.Manpower],
  sale: [UserType.Restaurant, UserType.Vendor, UserType.Manpower],
  cv: [UserType.Restaurant],
  // The restaurant feed's cards are the vendor's and the professional's tab "Restaurant" (decision 213).
  restaurant: [UserType.Vendor, UserType.Manpower],
};

/** The caller as the contact rule needs them: read once per request, whatever the number of rows. */
export interface ContactViewer {
  id: number;
  type: UserType | null;
  elite: boolean;
}

/** One listing (or CV) as the rule needs it. */
export interface ContactTarget {
  ownerId: number;
  /** The viewer already trades on it: quoted, applied, showed interest (decisions 107, 113, 115). */
  related: boolean;
  /** The owner's choice; a CV without consent is 'after_trade' (applying still shares it). */
  shown: ContactShown;
}

/**
 * THE rule of who sees a listing's or CV's contact, for every kind, on lists, read-more and the reveal
 * call alike (decision 210). Only `shown` puts contact fields in a list or detail answer; `reveal` means
 * the contact comes from `POST contacts/{subject}/{id}`, recorded and capped.
 */
export function contactAccess(
  subject: ContactSubject,
  viewer: ContactViewer,
  target: ContactTarget,
): ContactAccess {
  if (viewer.id === target.ownerId || target.related) return 'shown';
  if (!viewer.type || !CONTACT_AUDIENCE[subject].includes(viewer.type)) return 'none';
  if (target.shown === 'after_trade') return 'after_trade';
  return viewer.elite ? 'reveal' : 'elite';
}

@Injectable()
export class ContactPolicyService {
  constructor(
    private readonly members: MemberDirectory,
    private readonly elite: ElitePolicyService,
  ) {}

  /** The caller's type and Elite state: two indexed queries per request (not per row). */
  async viewer(viewerId: number): Promise<ContactViewer> {
    const [cards, elite] = await Promise.all([this.members.cards([viewerId]), this.elite.isElite(viewerId)]);
    return { id: viewerId, type: cards.get(viewerId)?.user_type ?? null, elite };
  }
}
