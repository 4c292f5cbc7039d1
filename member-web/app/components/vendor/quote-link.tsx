import { Link } from '@remix-run/react';

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
  return (
    <Link to={to} aria-label={`${requirement.relation ? 'Change quote' : 'Quote'} for ${requirement.title}`}>
      {requirement.relation ? 'Quoted: change' : 'Quote'}
    </Link>
  );
}
