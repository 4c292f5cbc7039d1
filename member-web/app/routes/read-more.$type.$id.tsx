import { ApiError, MarketplaceMessages, type ReadMoreType, sameApiMessage } from '@app/contracts';
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react';

import '../styles/feeds.css';

import { requireMember } from '../accounts.server';
import { ContactReveal } from '../components/contact-reveal';
import { MessageButton } from '../components/message-button';
import { Field, FieldValuesScope } from '../components/form-fields';
import { DetailsTable } from '../components/market/details-table';
import { ELITE_REASONS, UpgradeButton } from '../components/money/upgrade-modal';
import { SubmitButton, TextAreaField } from '../components/owner/fields';
import { ServerMessage } from '../components/owner/server-message';
import { RedirectAfter } from '../components/redirect-after';
import { LatestReviews } from '../components/reviews/review-list';
import { DEFAULT_SHARE_IMAGE_PATH, type PageSeo, socialMeta } from '../components/content/social-meta';
import { RouteErrorBoundary } from '../components/route-error-boundary';
import { absoluteUrl } from '../content.server';
import { type ContactReply, isRevealForm, revealContact } from '../contacts.server';
import {
  formReply,
  isSubscriptionRefusal,
  redirectWithMessage,
  sendForm,
  takeMessage,
  textValues,
  type FormReply,
} from '../market.server';
import { isReadMoreType, loadDetail, readMoreId, readMoreView } from '../read-more.server';
import { memberReviews } from '../reviews.server';
import { i18nFor, metaT, useT } from '../i18n/i18n';
import { requestLanguage } from '../i18n/language.server';

/** The read-more pages about a member (their id is the page's id), not about one of their listings. */
const MEMBER_READ_MORE: ReadonlySet<ReadMoreType> = new Set<ReadMoreType>([
  'Vendor',
  'Manpower',
  'Restaurant',
]);

export const meta: MetaFunction<typeof loader> = ({ data: page, matches }) =>
  socialMeta(
    page && 'seo' in page ? page.seo : null,
    metaT(matches, 'readMore')('title'),
    metaT(matches, 'common')('siteName'),
  );

/** How many of the newest reviews a member's read-more page shows (the Reviews tab has them all). */
const READ_MORE_REVIEWS = 3;

const QUOTE_FIELDS = ['mobile_no', 'rate', 'remark'] as const;
/** After applying, the page returns to Home after this many milliseconds, as the old client did. */
const APPLY_RETURN_MS = 4000;

function typeFrom(value: string | undefined): ReadMoreType {
  if (!isReadMoreType(value)) throw new Response('Not Found', { status: 404 });
  return value;
}

/**
 * /read-more/{user_type_text}/{id}: the detail table and its button (decision 119). A member without
 * Elite gets the API's 403 and the page offers the upgrade instead (decision 115).
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const type = typeFrom(params.type);
  const id = readMoreId(params.id);
  const { api, me } = await requireMember(request);
  const { message, headers } = await takeMessage(request);
  try {
    // A member's read-more (vendor, professional, restaurant) shows their rating and newest reviews too
    // (issue 33).
    const [detail, reviews] = await Promise.all([
      loadDetail(api, type, id),
      MEMBER_READ_MORE.has(type) ? memberReviews(api, id, 1, READ_MORE_REVIEWS) : null,
    ]);
    const language = await requestLanguage(request);
    const t = i18nFor(language).getFixedT(null, 'readMore');
    const view = readMoreView(type, id, detail, me, t, language);
    const seo: PageSeo = {
      title: view.heading,
      description: t('seoDescription', { heading: view.heading }),
      image: view.photo ?? view.images[0] ?? absoluteUrl(DEFAULT_SHARE_IMAGE_PATH),
      url: absoluteUrl(`/read-more/${type}/${id}`),
    };
    return data({ type, id, refused: false, view, seo, message, reviews }, { headers });
  } catch (error) {
    if (isSubscriptionRefusal(error))
      return data(
        { type, id, refused: true, view: null, message: null, reviews: null },
        { status: 403, headers },
      );
    if (error instanceof ApiError && error.status === 404) throw new Response('Not Found', { status: 404 });
    throw error;
  }
}

/** Interested (sale, franchise, vendor), Apply (job) and Quote (requirement): plain POST forms. */
export async function action({ request, params }: ActionFunctionArgs) {
  const type = typeFrom(params.type);
  const id = readMoreId(params.id);
  const { api } = await requireMember(request);
  const form = await request.formData();
  if (isRevealForm(form)) return revealContact(api, form);
  const intent = form.get('intent');
  const here = `/read-more/${type}/${id}`;
  let path: string | null = null;
  let body: Record<string, string | number> = { is_intrested: 1 };
  let values: Record<string, string> = {};
  if (intent === 'interested' && type === 'sell_my_restaurant')
    path = `restaurants/sell-my-restaurants/interested/${id}`;
  else if (intent === 'interested' && type === 'give_franchise')
    path = `restaurants/give-franchises/interested/${id}`;
  else if (intent === 'interested' && type === 'Vendor') path = `vendor/vendor/interested/${id}`;
  else if (intent === 'apply' && type === 'job') {
    path = `mp/manpowers/apply-now-job/${id}`;
    body = { is_applied: 1 };
  } else if (intent === 'quote' && type === 'requirement') {
    path = `vendor/vendors/interested/${id}`;
    values = textValues(form, QUOTE_FIELDS);
    body = { is_intrested: 1, ...values };
  }
  if (!path) throw new Response('Bad Request', { status: 400 });
  const sent = await sendForm(api, 'POST', path, body);
  if (!sent.ok) return formReply(values, sent.failure, sent.status);
  return redirectWithMessage(here, sent.message || MarketplaceMessages.interested);
}

export default function ReadMore() {
  const page = useLoaderData<typeof loader>();
  const answer = useActionData<FormReply | ContactReply>();
  const reply = answer && 'fieldErrors' in answer ? answer : undefined;
  const revealed = answer && 'reveal' in answer ? answer : null;
  const { t } = useT('readMore');
  if (page.refused || !page.view)
    return (
      <div className="container page">
        <h1>{t('title')}</h1>
        <div className="alert alert--warning" role="alert">
          <p>{t('subscribeToAccess')}</p>
          <UpgradeButton reason={ELITE_REASONS.readMorePage}>{t('eliteModalTitle')}</UpgradeButton>
        </div>
        <p>
          <Link to="/Home/User">{t('goHome')}</Link>
        </p>
      </div>
    );
  const { view } = page;
  const applied = sameApiMessage(page.message, MarketplaceMessages.applied);
  return (
    <div className="container page read-more">
      <h1>{view.heading}</h1>
      <ServerMessage tone="success" message={page.message} />
      <ServerMessage
        tone="error"
        message={
          reply?.message ??
          (view.button?.kind === 'quote' ? null : Object.values(reply?.fieldErrors ?? {})[0])
        }
      />
      {applied ? <RedirectAfter to="/Home/User" ms={APPLY_RETURN_MS} /> : null}
      {view.photo ? <img className="read-more__photo" src={view.photo} alt="" /> : null}
      <div className="table-wrap">
        <DetailsTable
          caption={t('details')}
          rows={view.rows.filter(([, value]) => value !== '')}
          className="owner-table read-more__table"
        />
      </div>
      {page.reviews ? (
        <section className="card read-more__reviews" aria-label={t('reviews')}>
          <h2>{t('reviews')}</h2>
          <LatestReviews reviews={page.reviews} allHref={`/Profile/${page.id}/Reviews`} />
        </section>
      ) : null}
      {view.contact ? (
        <section className="card read-more__contact" aria-label={t('contact')}>
          <h2>{t('contact')}</h2>
          <ContactReveal
            subject={view.contact.subject}
            id={view.contact.id}
            access={view.contact.access}
            shown={{ mobile_no: null, email: null }}
            reply={revealed}
            afterTrade={view.contact.afterTrade}
            label={view.heading}
          />
          {revealed?.reveal.contact?.resume ? (
            <p>
              <a href={`/resources/resume/${revealed.reveal.contact.member_id}`} download>
                {t('downloadCv')}
              </a>
            </p>
          ) : null}
        </section>
      ) : null}
      {view.images.length > 1 ? (
        <ul className="read-more__images" aria-label={t('images')}>
          {view.images.map((src) => (
            <li key={src}>
              <img src={src} alt="" />
            </li>
          ))}
        </ul>
      ) : null}
      {view.done ? <p className="read-more__done">{view.done}</p> : null}
      {view.message ? (
        <MessageButton
          context={{ type: view.message.type, id: view.message.id }}
          name={view.message.to ?? view.heading}
        />
      ) : null}
      {view.button?.kind === 'quote' ? (
        <Form method="post" className="card read-more__quote" noValidate>
          <h2>{t('sendQuote')}</h2>
          <FieldValuesScope values={reply?.values} errors={reply?.fieldErrors}>
            <Field label={t('rows.mobileNo')} name="mobile_no" inputMode="tel" />
            <Field label={t('rate')} name="rate" inputMode="decimal" />
            <TextAreaField label={t('remark')} name="remark" />
          </FieldValuesScope>
          <SubmitButton label={t('quote')} intent="quote" />
        </Form>
      ) : view.button ? (
        <Form method="post">
          <SubmitButton label={view.button.label} intent={view.button.kind} />
        </Form>
      ) : null}
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
