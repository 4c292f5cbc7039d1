import type { SuggestedMember } from '@app/contracts';
import { Form, Link } from '@remix-run/react';

import { useT } from '../../i18n/i18n';
import { SubmitButton } from './fields';

/** The form field that names the vendor invited (the page's action tells it from the Accept form). */
export const INVITE_FIELD = 'invite_vendor_id';

/** Each kind's texts: matching vendors of a requirement, matching professionals of a job. */
const TEXTS = {
  vendor: { title: 'suggested.vendorsTitle', none: 'suggested.noVendors', sent: 'suggested.sent' },
  professional: {
    title: 'suggested.professionalsTitle',
    none: 'suggested.noProfessionals',
    sent: 'suggested.sentJob',
  },
} as const;

/**
 * Suggested members on an owner's listing (decision 347): up to 10 matching vendors of a requirement, blue
 * tick first, then Elite, then the most recently active, each with "Invite to quote" (sends them the lead
 * now, once) or "Sent" when they have it already; or the matching professionals of a job who made their
 * profile visible to employers, each with their profile and whether the job went to them as an alert.
 */
export function SuggestedMembers({
  members,
  kind,
}: {
  members: SuggestedMember[];
  kind: 'vendor' | 'professional';
}) {
  const { t } = useT('matching');
  const texts = TEXTS[kind];
  return (
    <section aria-labelledby={`suggested-${kind}-title`} className="suggested-members">
      <h2 id={`suggested-${kind}-title`}>{t(texts.title)}</h2>
      {members.length === 0 ? (
        <p>{t(texts.none)}</p>
      ) : (
        <ul className="suggested-members__list">
          {members.map((member) => (
            <li key={member.id} className="card suggested-members__card">
              <p data-user-content>
                <Link to={`/profile/${member.id}`}>{member.name}</Link>
                {member.business_name ? <> · {member.business_name}</> : null}
                {member.city ? <> · {member.city.name}</> : null}
              </p>
              <p className="quote-compare__flags">
                {member.blue_tick ? <span className="vendor-badge">{t('suggested.blueTick')}</span> : null}
                {member.is_elite ? <span className="vendor-badge">{t('suggested.elite')}</span> : null}
              </p>
              {member.lead_sent ? (
                <p role="status">{t(texts.sent)}</p>
              ) : kind === 'vendor' ? (
                <Form method="post" aria-label={t('suggested.inviteLabel', { name: member.name })}>
                  <input type="hidden" name={INVITE_FIELD} value={member.id} />
                  <SubmitButton label={t('suggested.invite')} intent={`invite-${member.id}`} />
                </Form>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
