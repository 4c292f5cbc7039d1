import type { MemberUser } from '@app/contracts';

import { useT } from '../../i18n/i18n';

import { UpgradeButton } from './upgrade-modal';

/**
 * Home's membership banner: the Elite Account banner for a subscribed member, otherwise the invitation to
 * upgrade (which opens the subscription modal).
 */
export function MembershipBanner({ member }: { member: Pick<MemberUser, 'is_subscribed'> }) {
  const { t } = useT('money');
  // What Elite unlocks, from the one list the API enforces (landing.eliteUnlocks is eliteUnlocks()).
  const unlocks = t('landing:eliteUnlocks');
  if (member.is_subscribed) {
    return (
      <section className="card membership-banner membership-banner--elite" aria-label={t('banner.label')}>
        <h2>{t('banner.eliteAccount')}</h2>
        <p>{t('banner.openToYou', { unlocks })}</p>
      </section>
    );
  }
  return (
    <section className="card membership-banner" aria-label={t('banner.label')}>
      <h2>{t('banner.become')}</h2>
      <p>{t('banner.eliteAdds', { unlocks })}</p>
      <UpgradeButton />
    </section>
  );
}
