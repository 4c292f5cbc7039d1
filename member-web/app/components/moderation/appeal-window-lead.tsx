import { APPEAL_WINDOW_DAYS } from '@app/contracts';

import { useT } from '../../i18n/i18n';
import { LinkedText } from '../linked-text';

/**
 * The lead of the notices pages (the member's notices, the appeal by a mailed link): how many days an
 * appeal is open for, and the way to the grievance page.
 */
export function AppealWindowLead({ i18nKey }: { i18nKey: 'page.lead' | 'byLink.lead' }) {
  const { t } = useT('moderation');
  return (
    <p className="lead">
      <LinkedText
        t={t}
        i18nKey={i18nKey}
        values={{ days: APPEAL_WINDOW_DAYS }}
        links={{ grievance: '/grievance' }}
      />
    </p>
  );
}
