import { eliteUnlocks, type MemberUser } from '@app/contracts';

import { UpgradeButton } from './upgrade-modal';

/**
 * Home's membership banner: the Elite Account banner for a subscribed member, otherwise the invitation to
 * upgrade (which opens the subscription modal).
 */
export function MembershipBanner({ member }: { member: Pick<MemberUser, 'is_subscribed'> }) {
  if (member.is_subscribed) {
    return (
      <section className="card membership-banner membership-banner--elite" aria-label="Membership">
        <h2>Elite Account</h2>
        <p>Open to you: {eliteUnlocks()}.</p>
      </section>
    );
  }
  return (
    <section className="card membership-banner" aria-label="Membership">
      <h2>Become an Elite member</h2>
      <p>Elite adds {eliteUnlocks()}.</p>
      <UpgradeButton />
    </section>
  );
}
