import { FormAlert } from '../form-fields';
import { useT } from '../../i18n/i18n';
import { ELITE_REASONS, UpgradeButton } from './upgrade-modal';

/**
 * The seeds' 'You need to subscribe to acceess this facility' for a page or form only Elite members may use,
 * with the way to subscribe: the subscription modal with JavaScript, the /subscribe page without it. The API
 * refuses the action anyway; this tells the member why before they try.
 */
export function SubscribeNotice() {
  const { t } = useT('readMore');
  return (
    <FormAlert tone="warning">
      <p>{t('subscribeToAccess')}</p>
      <UpgradeButton reason={ELITE_REASONS.eliteOnly}>{t('eliteModalTitle')}</UpgradeButton>
    </FormAlert>
  );
}
