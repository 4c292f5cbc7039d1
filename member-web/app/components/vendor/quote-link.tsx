import { Link } from '@remix-run/react';

import { useT } from '../../i18n/i18n';
import { firstChars } from '../owner/text';

/**
 * A requirement's Quote link in the vendor's lists: "Quote", or "Quoted: change" once the vendor has quoted
 * (`relation`). `to` opens the quote form for this requirement.
 */
export function QuoteLink({
  requirement,
  to,
}: {
  requirement: { title: string; relation: number | boolean };
  to: string;
}) {
  const { t } = useT('vendor');
  const title = requirement.title;
  return (
    <Link
      to={to}
      aria-label={requirement.relation ? t('quote.changeFor', { title }) : t('quote.quoteFor', { title })}
    >
      {requirement.relation ? t('quote.quoted') : t('quote.quote')}
    </Link>
  );
}

/** A requirement's cell in the vendor's lists: the title, and the start of the description (`chars`). */
export function RequirementCell({
  title,
  description,
  chars,
}: {
  title: string;
  description: string;
  chars: number;
}) {
  return (
    <td data-user-content>
      <strong>{title}</strong>
      <br />
      {firstChars(description, chars)}
    </td>
  );
}
