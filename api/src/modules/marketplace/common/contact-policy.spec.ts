import { type ContactSubject, UserType } from '@app/contracts';
import { contactAccess, type ContactViewer } from './contact-policy';

const OWNER = 1;
const viewer = (type: UserType, elite: boolean): ContactViewer => ({ id: 2, type, elite });
const open = { ownerId: OWNER, related: false, shown: 'elite' as const };

describe('contactAccess (decision 210)', () => {
  // Who the seeds show each contact to: the rest of the types get 'none' whatever their plan.
  it.each<[ContactSubject, UserType[], UserType[]]>([
    ['requirement', [UserType.Vendor], [UserType.Restaurant, UserType.Manpower]],
    ['job', [UserType.Manpower], [UserType.Restaurant, UserType.Vendor]],
    ['franchise', [UserType.Restaurant, UserType.Vendor, UserType.Manpower], []],
    ['sale', [UserType.Restaurant, UserType.Vendor, UserType.Manpower], []],
    ['cv', [UserType.Restaurant], [UserType.Vendor, UserType.Manpower]],
    ['restaurant', [UserType.Vendor, UserType.Manpower], [UserType.Restaurant]],
  ])('%s: reveal for Elite %j, the Elite prompt for free ones, none for %j', (subject, audience, others) => {
    for (const type of audience) {
      expect(contactAccess(subject, viewer(type, true), open)).toBe('reveal');
      expect(contactAccess(subject, viewer(type, false), open)).toBe('elite');
      expect(contactAccess(subject, viewer(type, true), { ...open, shown: 'after_trade' })).toBe(
        'after_trade',
      );
    }
    for (const type of others) expect(contactAccess(subject, viewer(type, true), open)).toBe('none');
  });

  it('shows the contact to the owner and along a trade relation, whatever the choice, type or plan', () => {
    const closed = { ...open, shown: 'after_trade' as const };
    expect(contactAccess('job', { id: OWNER, type: UserType.Restaurant, elite: false }, closed)).toBe(
      'shown',
    );
    expect(contactAccess('requirement', viewer(UserType.Vendor, false), { ...closed, related: true })).toBe(
      'shown',
    );
    expect(contactAccess('cv', viewer(UserType.Restaurant, false), { ...closed, related: true })).toBe(
      'shown',
    );
  });

  it('gives nothing to a caller whose type is unknown', () => {
    expect(contactAccess('franchise', { id: 2, type: null, elite: true }, open)).toBe('none');
  });
});
