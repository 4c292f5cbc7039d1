import { Link } from '@remix-run/react';

import { useT } from '../../i18n/i18n';

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
