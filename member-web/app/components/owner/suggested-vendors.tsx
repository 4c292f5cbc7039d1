import type { SuggestedMember } from '@app/contracts';
import { Form, Link } from '@remix-run/react';

import { useT } from '../../i18n/i18n';
import { SubmitButton } from './fields';

/** The form field that names the vendor invited (the page's action tells it from the Accept form). */
export const INVITE_FIELD = 'invite_vendor_id';

/**
 * Suggested vendors on an owner's requirement (decision 347): up to 10 matching vendors, blue tick first,
 * then Elite, then the most recently active, each with "Invite to quote" (sends them the lead now, once)
 * or "Sent" when they have it already.
 */
export function SuggestedVendors({ vendors }: { vendors: SuggestedMember[] }) {
  const { t } = useT('matching');
  return (
    <section aria-labelledby="suggested-vendors-title" className="suggested-members">
      <h2 id="suggested-vendors-title">{t('suggested.vendorsTitle')}</h2>
      {vendors.length === 0 ? (
        <p>{t('suggested.noVendors')}</p>
      ) : (
        <ul className="suggested-members__list">
          {vendors.map((vendor) => (
            <li key={vendor.id} className="card suggested-members__card">
              <p>
                <Link to={`/profile/${vendor.id}`}>{vendor.name}</Link>
                {vendor.business_name ? <> · {vendor.business_name}</> : null}
                {vendor.city ? <> · {vendor.city.name}</> : null}
              </p>
              <p className="quote-compare__flags">
                {vendor.blue_tick ? <span className="vendor-badge">{t('suggested.blueTick')}</span> : null}
                {vendor.is_elite ? <span className="vendor-badge">{t('suggested.elite')}</span> : null}
              </p>
              {vendor.lead_sent ? (
                <p role="status">{t('suggested.sent')}</p>
              ) : (
                <Form method="post" aria-label={t('suggested.inviteLabel', { name: vendor.name })}>
                  <input type="hidden" name={INVITE_FIELD} value={vendor.id} />
                  <SubmitButton label={t('suggested.invite')} intent={`invite-${vendor.id}`} />
                </Form>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
