import type { Requirement } from '@app/contracts';
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react';

import { Field } from '../components/form-fields';
import { SubmitButton } from '../components/owner/fields';
import { OwnerPage } from '../components/owner/owner-page';
import { Pager } from '../components/owner/pager';
import { ServerMessage } from '../components/owner/server-message';
import { VendorErrorBoundary } from '../components/vendor/vendor-page';
import { idFrom } from '../locations.server';
import { listPage, pageFrom, redirectWithMessage, sendForm, textValues } from '../market.server';
import { requireVendor } from '../vendor.server';

export const meta: MetaFunction = () => [
  { title: 'Requirements by Restaurant Owners | Restaurant Community' },
];

const QUOTE_FIELDS = ['mobile_no', 'rate', 'remark'] as const;

/**
 * 'Requirements by Restaurant Owners' (GET vendor/requirements): every open requirement, newest first. The
 * owner's mobile and e-mail show once the vendor quoted on it (decision 107); until then "Quote to see".
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { api, me } = await requireVendor(request);
  return {
    list: await listPage<Requirement>(api, 'vendor/requirements', pageFrom(request)),
    mobile: me.mobile_no ?? '',
  };
}

/** Quote: POST vendor/vendors/interested/{id} with is_intrested 1, mobile no, rate and remark. */
export async function action({ request }: ActionFunctionArgs) {
  const { api } = await requireVendor(request);
  const form = await request.formData();
  const requirementId = idFrom(form.get('requirement_id'));
  const values = textValues(form, QUOTE_FIELDS);
  if (!requirementId)
    return data(
      { requirementId: 0, values, message: 'Choose a requirement.', fieldErrors: {} },
      { status: 400 },
    );
  // The quote route takes no files: a JSON body (the remark left out when empty).
  const body = { is_intrested: 1, ...Object.fromEntries(Object.entries(values).filter(([, v]) => v !== '')) };
  const sent = await sendForm(api, 'POST', `vendor/vendors/interested/${requirementId}`, body);
  if (!sent.ok) {
    return data(
      { requirementId, values, message: sent.failure.message, fieldErrors: sent.failure.fieldErrors },
      { status: sent.status },
    );
  }
  const url = new URL(request.url);
  return redirectWithMessage(`${url.pathname}${url.search}`, sent.message);
}

function QuoteForm({
  requirement,
  mobile,
  reply,
}: {
  requirement: Requirement;
  mobile: string;
  reply?: { values: Record<string, string>; message?: string; fieldErrors: Record<string, string> };
}) {
  const errors = reply?.fieldErrors ?? {};
  const value = (name: string, fallback = '') => reply?.values[name] ?? fallback;
  return (
    <details className="quote-form" open={!!reply}>
      <summary>{requirement.relation ? 'Change quote' : 'Quote'}</summary>
      <Form method="post" className="form" aria-label={`Quote for ${requirement.title}`}>
        <ServerMessage tone="error" message={reply?.message} />
        <input type="hidden" name="requirement_id" value={requirement.id} />
        <Field
          label="Mobile No"
          name="mobile_no"
          type="tel"
          required
          defaultValue={value('mobile_no', mobile)}
          error={errors.mobile_no}
        />
        <Field
          label="Rate (Rs.)"
          name="rate"
          inputMode="decimal"
          required
          defaultValue={value('rate')}
          error={errors.rate}
        />
        <Field label="Remark" name="remark" defaultValue={value('remark')} error={errors.remark} />
        <SubmitButton label="Send Quote" intent={`quote-${requirement.id}`} />
      </Form>
    </details>
  );
}

export default function VendorRequirements() {
  const { list, mobile } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const hidden = <span className="vendor-muted">Quote to see</span>;
  return (
    <OwnerPage title="Requirements by Restaurant Owners">
      <div className="table-wrap">
        <table className="owner-table">
          <caption className="visually-hidden">Requirements posted by restaurant owners</caption>
          <thead>
            <tr>
              <th scope="col">Sr.No</th>
              <th scope="col">Requirement</th>
              <th scope="col">Name</th>
              <th scope="col">Business Name</th>
              <th scope="col">Mobile</th>
              <th scope="col">Email</th>
              <th scope="col">View</th>
              <th scope="col">Quote</th>
            </tr>
          </thead>
          <tbody>
            {list.data.length === 0 ? (
              <tr>
                <td colSpan={8}>No requirements yet.</td>
              </tr>
            ) : (
              list.data.map((row, index) => (
                <tr key={row.id}>
                  <td>{(list.current_page - 1) * list.per_page + index + 1}</td>
                  <td>
                    <strong>{row.title}</strong>
                    <br />
                    {row.description}
                  </td>
                  <td>{row.restaurant.name}</td>
                  <td>{row.restaurant.business_name}</td>
                  <td>{row.restaurant.mobile_no ?? hidden}</td>
                  <td>{row.restaurant.email ?? hidden}</td>
                  <td>
                    <Link
                      to={`/profile/${row.restaurant.user_id}`}
                      aria-label={`View ${row.restaurant.name}`}
                    >
                      View
                    </Link>
                  </td>
                  <td>
                    {row.relation ? <p>Quoted</p> : null}
                    <QuoteForm
                      requirement={row}
                      mobile={mobile}
                      reply={reply && reply.requirementId === row.id ? reply : undefined}
                    />
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      <Pager page={list.current_page} lastPage={list.last_page} />
    </OwnerPage>
  );
}

export const ErrorBoundary = VendorErrorBoundary;
