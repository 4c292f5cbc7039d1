import { ApiError, type Requirement } from '@app/contracts';
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Link, useActionData, useLoaderData } from '@remix-run/react';

import { contactColumns, ListingContact } from '../components/market/listing-contact';
import { Field, FieldValuesScope } from '../components/form-fields';
import { SubmitButton } from '../components/owner/fields';
import { OwnerPage } from '../components/owner/owner-page';
import { ListTable } from '../components/owner/list-table';
import { ReportingForm } from '../components/owner/reporting-form';
import { SaveSearchForm } from '../components/saved-searches/save-search-form';
import { QuoteLink, RequirementCell } from '../components/vendor/quote-link';
import { VendorErrorBoundary } from '../components/vendor/vendor-page';
import { isRevealForm, revealContact } from '../contacts.server';
import { idFrom } from '../locations.server';
import { checkAll } from '../form-rules';
import { quoteRules } from '../market-rules';
import { listPage, pageFrom, redirectWithMessage, sendForm, textValues } from '../market.server';
import { requireVendor } from '../vendor.server';
import { metaT, useT } from '../i18n/i18n';
import { textsFor } from '../i18n/texts.server';

export const meta: MetaFunction = ({ matches }) => [
  { title: metaT(matches, 'vendor')('pages.requirementsTitle') },
];

const QUOTE_FIELDS = ['mobile_no', 'rate', 'remark'] as const;
/** Characters of a requirement's description in the table (the whole text is on the quote form). */
const DESCRIPTION_CHARS = 60;

/**
 * 'Requirements by Restaurant Owners' (GET vendor/requirements): every open requirement, newest first. The
 * owner's mobile and e-mail show once the vendor quoted on it (decision 107), and to Elite vendors on an
 * explicit "Show contact" per row unless the owner chose "only after a quote" (decision 210).
 * `?quote={id}` opens the quote form for that requirement above the table (an address, no script needed).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { api, me } = await requireVendor(request);
  const page = pageFrom(request);
  const list = await listPage<Requirement>(api, 'vendor/requirements', page);
  const quoteId = idFrom(new URL(request.url).searchParams.get('quote'));
  let quoting = list.data.find((r) => r.id === quoteId) ?? null;
  if (quoteId && !quoting) {
    // A requirement on another page; one that is gone (404) opens no form.
    quoting = await api
      .get<Requirement>(`restaurants/requirement/${quoteId}`)
      .then((answer) => answer.data)
      .catch((error: unknown) => {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      });
  }
  return { list, page, quoting, mobile: me.mobile_no ?? '' };
}

/** Quote: POST vendor/vendors/interested/{id} with is_intrested 1, mobile no, rate and remark. */
export async function action({ request }: ActionFunctionArgs) {
  const { api } = await requireVendor(request);
  const form = await request.formData();
  if (isRevealForm(form)) return revealContact(api, form);
  const requirementId = idFrom(form.get('requirement_id'));
  const values = textValues(form, QUOTE_FIELDS);
  if (!requirementId) {
    const t = await textsFor(request, 'server');
    return data({ values, message: t('choices.requirement'), fieldErrors: {} }, { status: 400 });
  }
  // Every missing or malformed field at once, in plain words, before anything is sent.
  const errors = checkAll(values, quoteRules(await textsFor(request, 'server')));
  if (Object.keys(errors).length > 0)
    return data({ values, message: undefined, fieldErrors: errors }, { status: 422 });
  // The quote route takes no files: a JSON body (the remark left out when empty).
  const body = {
    is_intrested: 1,
    ...Object.fromEntries(Object.entries(values).filter(([, value]) => value !== '')),
  };
  const sent = await sendForm(api, 'POST', `vendor/vendors/interested/${requirementId}`, body);
  if (!sent.ok) {
    // A 422's message repeats its first field message: shown by the field, not twice.
    const { message, fieldErrors } = sent.failure;
    const repeated = Object.values(fieldErrors).includes(message ?? '');
    return data({ values, message: repeated ? undefined : message, fieldErrors }, { status: sent.status });
  }
  const page = pageFrom(request);
  return redirectWithMessage(`/VendorListing/requirements${page > 1 ? `?page=${page}` : ''}`, sent.message);
}

function QuoteForm({
  requirement,
  mobile,
  closeTo,
  reply,
}: {
  requirement: Requirement;
  mobile: string;
  closeTo: string;
  reply?: { values: Record<string, string>; message?: string; fieldErrors: Record<string, string> };
}) {
  const { t } = useT('vendor');
  return (
    <section className="card quote-panel" aria-labelledby="quote-title">
      <h2 id="quote-title">
        {requirement.relation ? t('quote.change') : t('quote.title')}: {requirement.title}
      </h2>
      <p>{requirement.description}</p>
      <ReportingForm
        prefix="quote"
        fieldErrors={reply?.fieldErrors}
        message={reply?.message}
        order={QUOTE_FIELDS}
        method="post"
        className="form"
        aria-label={t('quote.quoteFor', { title: requirement.title })}
      >
        <input type="hidden" name="requirement_id" value={requirement.id} />
        <div className="form__grid">
          <FieldValuesScope values={{ mobile_no: mobile, ...reply?.values }} errors={reply?.fieldErrors}>
            <Field label={t('pages.mobileNo')} name="mobile_no" type="tel" required />
            <Field label={t('pages.rate')} name="rate" inputMode="decimal" required />
            <Field label={t('pages.remark')} name="remark" />
          </FieldValuesScope>
        </div>
        <div className="form__actions">
          <SubmitButton label={t('quote.send')} intent="quote" />
          <Link to={closeTo}>{t('quote.cancel')}</Link>
        </div>
      </ReportingForm>
    </section>
  );
}

export default function VendorRequirements() {
  const { t } = useT('vendor');
  const { list, page, quoting, mobile } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const reply = answer && 'values' in answer ? answer : undefined;
  const revealed = answer && 'reveal' in answer ? answer : null;
  const pageQuery = page > 1 ? `page=${page}` : '';
  return (
    <OwnerPage title={t('menu.requirements')}>
      <SaveSearchForm search={{ kind: 'requirement' }} askWords />
      {quoting ? (
        <QuoteForm
          requirement={quoting}
          mobile={mobile}
          closeTo={`/VendorListing/requirements${pageQuery ? `?${pageQuery}` : ''}`}
          reply={reply}
        />
      ) : null}
      <ListTable
        caption={t('pages.requirementsCaption')}
        columns={[
          {
            header: t('pages.requirement'),
            cell: (row) => (
              <RequirementCell title={row.title} description={row.description} chars={DESCRIPTION_CHARS} />
            ),
          },
          { header: t('pages.name'), cell: (row) => <td data-user-content>{row.restaurant.name}</td> },
          {
            header: t('pages.businessName'),
            cell: (row) => <td data-user-content>{row.restaurant.business_name}</td>,
          },
          ...contactColumns<Requirement>(t('pages.mobile'), t('pages.email'), (row) => (
            <ListingContact subject="requirement" listing={row} reply={revealed} />
          )),
          {
            header: t('pages.view'),
            cell: (row) => (
              <td>
                <Link
                  to={`/profile/${row.restaurant.user_id}`}
                  aria-label={t('pages.viewName', { name: row.restaurant.name })}
                >
                  {t('pages.view')}
                </Link>
              </td>
            ),
          },
          {
            header: t('pages.quote'),
            cell: (row) => (
              <td>
                <QuoteLink requirement={row} to={`?${pageQuery ? `${pageQuery}&` : ''}quote=${row.id}`} />
              </td>
            ),
          },
        ]}
        list={list}
        empty={t('pages.noRequirements')}
      />
    </OwnerPage>
  );
}

export const ErrorBoundary = VendorErrorBoundary;
