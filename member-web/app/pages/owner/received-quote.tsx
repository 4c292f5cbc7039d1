import {
  ApiError,
  type ComparedQuote,
  type Page,
  type Requirement,
  type SuggestedMember,
} from '@app/contracts';
import {
  data,
  type ActionFunctionArgs,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react';

import { SubmitButton } from '../../components/owner/fields';
import { OwnerErrorBoundary, OwnerPage } from '../../components/owner/owner-page';
import { ServerMessage } from '../../components/owner/server-message';
import { rupees } from '../../components/owner/text';
import { RatingBadge } from '../../components/reviews/rating-badge';
import { idFrom } from '../../locations.server';
import { redirectWithMessage, requireOwner, sendForm } from '../../market.server';
import { ratingsFor } from '../../reviews.server';
import vendorStyles from '../../styles/vendor.css?url';
import { MessageButton } from '../../components/message-button';
import { INVITE_FIELD, SuggestedMembers } from '../../components/owner/suggested-members';
import { metaT, useT } from '../../i18n/i18n';
import { textsFor } from '../../i18n/texts.server';

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: vendorStyles }];

export const meta: MetaFunction = ({ matches }) => [
  { title: metaT(matches, 'ownerArea')('compare.metaTitle') },
];

/** The comparison shows every quote of a requirement at once (the API's largest page). */
const PER_PAGE = 50;

function sortFrom(request: Request): { sort: 'rate' | 'id'; order_by: 'asc' | 'desc' } {
  const params = new URL(request.url).searchParams;
  return {
    sort: params.get('sort') === 'id' ? 'id' : 'rate',
    order_by: params.get('order_by') === 'desc' ? 'desc' : 'asc',
  };
}

/**
 * /RecievedQuote/{requirementId}: the quotes for one of the owner's requirements side by side (rate,
 * remark, vendor with blue tick and Elite flags), sorted by rate, with Accept (decision 108); below, the
 * suggested vendors with "Invite to quote" (decision 347).
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { api } = await requireOwner(request);
  const id = idFrom(params.id);
  const notFound = (await textsFor(request, 'ownerArea'))('compare.notFound');
  if (!id) throw new Response(notFound, { status: 404 });
  const order = sortFrom(request);
  try {
    const [{ data: requirement }, { data: quotes }, { data: suggested }] = await Promise.all([
      api.get<Requirement>(`restaurants/requirement/${id}`),
      api.get<Page<ComparedQuote>>(`restaurants/requirement/${id}/quotes`, { ...order, per_page: PER_PAGE }),
      // Matching vendors and "Invite to quote" (decision 347); none once awarded or closed.
      api.get<SuggestedMember[]>(`restaurants/requirement/${id}/suggested-vendors`),
    ]);
    // Each quoting vendor's average and count (issue 33), for the page in one call.
    const ratings = await ratingsFor(
      api,
      quotes.data.map((q) => q.vendor.id),
    );
    return { requirement, quotes, order, ratings, suggested };
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 403)) {
      throw new Response(error.body?.message ?? notFound, { status: 404 });
    }
    throw error;
  }
}

/** Accept: POST restaurants/requirement/{id}/accept-quote/{quoteId}, then the page with the message. */
export async function action({ request, params }: ActionFunctionArgs) {
  const { api } = await requireOwner(request);
  const id = idFrom(params.id);
  const form = await request.formData();
  const invited = idFrom(form.get(INVITE_FIELD));
  if (id && invited) {
    const sent = await sendForm(api, 'POST', `restaurants/requirement/${id}/invite/${invited}`);
    if (!sent.ok) return data({ message: sent.failure.message }, { status: sent.status });
    const url = new URL(request.url);
    return redirectWithMessage(`${url.pathname}${url.search}`, sent.message);
  }
  const quoteId = idFrom(form.get('quote_id'));
  if (!id || !quoteId)
    return data({ message: (await textsFor(request, 'ownerArea'))('compare.chooseQuote') }, { status: 400 });
  const sent = await sendForm(api, 'POST', `restaurants/requirement/${id}/accept-quote/${quoteId}`);
  if (!sent.ok) return data({ message: sent.failure.message }, { status: sent.status });
  const url = new URL(request.url);
  return redirectWithMessage(`${url.pathname}${url.search}`, sent.message);
}

export default function CompareQuotes() {
  const { requirement, quotes, order, ratings, suggested } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const { t } = useT('ownerArea');
  const awarded = quotes.data.some((q) => q.is_accepted === 1);
  const sortLink = (sort: 'rate' | 'id', order_by: 'asc' | 'desc', label: string) => {
    const current = order.sort === sort && order.order_by === order_by;
    return (
      <Link
        to={`?sort=${sort}&order_by=${order_by}`}
        aria-current={current ? 'true' : undefined}
        className={current ? 'button button--primary' : 'button button--secondary'}
      >
        {label}
      </Link>
    );
  };
  return (
    <OwnerPage
      title={t('compare.title', { title: requirement.title })}
      actions={<Link to="/RecievedQuote">{t('compare.all')}</Link>}
    >
      <ServerMessage tone="error" message={reply?.message} />
      <p>{requirement.description}</p>
      <nav className="inline-form" aria-label={t('compare.sort')}>
        <span>{t('owner:directory.sortBy')}</span>
        {sortLink('rate', 'asc', t('compare.lowToHigh'))}
        {sortLink('rate', 'desc', t('compare.highToLow'))}
        {sortLink('id', 'desc', t('owner:directory.newest'))}
      </nav>
      {quotes.data.length === 0 ? (
        <p>{t('quotes.none')}</p>
      ) : (
        <ul className="quote-compare" aria-label={t('compare.quotes')}>
          {quotes.data.map((quote) => (
            <li
              key={quote.id}
              className={`quote-compare__card card${quote.is_accepted ? ' quote-compare__card--accepted' : ''}`}
            >
              <h2 className="quote-compare__rate">{rupees(quote.rate)}</h2>
              <p>
                <Link to={`/profile/${quote.vendor.id}`}>{quote.vendor.name}</Link>
                {quote.vendor.business_name ? <> · {quote.vendor.business_name}</> : null}
              </p>
              <p className="quote-compare__rating">
                <RatingBadge rating={ratings[String(quote.vendor.id)]} />
              </p>
              <p className="quote-compare__flags">
                {quote.vendor.blue_tick ? (
                  <span className="vendor-badge">{t('compare.blueTick')}</span>
                ) : null}
                {quote.vendor.is_elite ? <span className="vendor-badge">{t('compare.elite')}</span> : null}
              </p>
              <dl className="facts">
                <dt>{t('quotes.remark')}</dt>
                <dd>{quote.remark ?? '—'}</dd>
                <dt>{t('mobileNo')}</dt>
                <dd>{quote.mobile_no}</dd>
              </dl>
              <MessageButton context={{ type: 'quote', id: quote.id }} name={quote.vendor.name} />
              {quote.is_accepted ? (
                <p role="status">
                  <strong>{t('compare.accepted')}</strong>
                </p>
              ) : awarded ? null : (
                <Form method="post">
                  <input type="hidden" name="quote_id" value={quote.id} />
                  <SubmitButton label={t('compare.accept')} intent={`accept-${quote.id}`} />
                </Form>
              )}
            </li>
          ))}
        </ul>
      )}
      {awarded ? null : <SuggestedMembers members={suggested} kind="vendor" />}
    </OwnerPage>
  );
}

export const ErrorBoundary = OwnerErrorBoundary;
