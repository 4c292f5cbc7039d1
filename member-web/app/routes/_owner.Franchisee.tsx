import { ApiError, DEFAULT_COUNTRY_ID, type ApiClient, type FranchiseOffer } from '@app/contracts';
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Link, useActionData, useLoaderData } from '@remix-run/react';

import { DeleteButton } from '../components/owner/delete-button';
import { FRANCHISE_FIELDS, FRANCHISE_TEXT_FIELDS, FranchiseForm } from '../components/owner/franchise-form';
import { OwnerErrorBoundary, OwnerPage } from '../components/owner/owner-page';
import { ListTable } from '../components/owner/list-table';
import { RENEW_INTENT, RenewButton } from '../components/owner/renew-button';
import { ServerMessage } from '../components/owner/server-message';
import { rupees } from '../components/owner/text';
import { checkAll } from '../form-rules';
import { idFrom, loadLocations } from '../locations.server';
import { franchiseRules } from '../market-rules';
import {
  apiBody,
  chosenFiles,
  formReply,
  listPage,
  locationsFor,
  pageFrom,
  readMultipart,
  redirectWithMessage,
  renewListing,
  requireOwner,
  sendForm,
  textValues,
} from '../market.server';
import type { MemberUser } from '../types';
import { metaT, useT } from '../i18n/i18n';
import { textsFor } from '../i18n/texts.server';

export const meta: MetaFunction = ({ matches }) => [
  { title: metaT(matches, 'ownerArea')('franchise.metaTitle') },
];

/** The owner's own offers, newest first: the feed's call with `scope=mine` (the API's decision 214). */
const MY_OFFERS = 'restaurants/give-franchise';
const MINE = { scope: 'mine' };

/** An offer's entries as the form shows them. */
function offerValues(offer: FranchiseOffer): Record<string, string> {
  const values: Record<string, string> = {};
  for (const field of FRANCHISE_FIELDS) {
    const value = offer[field.name as keyof FranchiseOffer];
    values[field.name] = value === null || value === undefined ? '' : String(value);
  }
  values.contact_shown = offer.contact_shown;
  return values;
}

async function ownOffer(api: ApiClient, me: MemberUser, id: number): Promise<FranchiseOffer> {
  try {
    const { data: offer } = await api.get<FranchiseOffer>(`restaurants/give-franchise/${id}`);
    if (offer.user_id !== me.id) throw new Response('Not found', { status: 404 });
    return offer;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw new Response('Not found', { status: 404 });
    throw error;
  }
}

/** The Franchisee Provider form (country 101 first) and the owner's offers; `?edit={id}` fills the form. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { api, me } = await requireOwner(request);
  const editId = idFrom(new URL(request.url).searchParams.get('edit'));
  const [list, editing] = await Promise.all([
    listPage<FranchiseOffer>(api, MY_OFFERS, pageFrom(request), MINE),
    editId ? ownOffer(api, me, editId) : Promise.resolve(null),
  ]);
  // A new offer starts in India (country 101), at the owner's own state and city when they are
  // in India, so the place the API checks is complete from the start.
  const ownPlace = me.country?.id === DEFAULT_COUNTRY_ID;
  const locations = await loadLocations(
    api,
    editing
      ? {
          countryId: editing.country_id ?? undefined,
          stateId: editing.state_id ?? undefined,
          cityId: editing.city_id ?? undefined,
        }
      : {
          countryId: DEFAULT_COUNTRY_ID,
          stateId: ownPlace ? me.state?.id : undefined,
          cityId: ownPlace ? me.city?.id : undefined,
        },
  );
  return { list, editing, locations };
}

/** Success (create or update, multipart with images[n]), delete, and the lists' reload without JavaScript. */
export async function action({ request }: ActionFunctionArgs) {
  const { api } = await requireOwner(request);
  const read = await readMultipart(request);
  if (!read.ok) return formReply({}, read.failure, 413);
  const form = read.form;
  const intent = form.get('intent');
  const id = idFrom(form.get('id'));

  if (intent === RENEW_INTENT) {
    if (!id) throw new Response('Not found', { status: 404 });
    return renewListing(api, 'franchise', id, '/Franchisee');
  }

  if (intent === 'delete') {
    if (!id) throw new Response('Not found', { status: 404 });
    const sent = await sendForm(api, 'DELETE', `restaurants/give-franchise/${id}`);
    if (!sent.ok) return formReply({ listed: String(id) }, sent.failure, sent.status);
    return redirectWithMessage('/Franchisee', sent.message);
  }

  const values = textValues(form, FRANCHISE_TEXT_FIELDS);
  if (intent === 'locations')
    return formReply(values, { fieldErrors: {} }, 200, await locationsFor(api, values));
  // A new or edited offer: every missing or malformed field at once, in plain words, before anything is sent.
  const errors = checkAll(values, franchiseRules(await textsFor(request, 'server')));
  if (Object.keys(errors).length > 0)
    return formReply(values, { fieldErrors: errors }, 422, await locationsFor(api, values));
  const files = chosenFiles(form, 'images').map((file, index): [string, File] => [`images[${index}]`, file]);
  const body = apiBody(values, files);
  const removed = form
    .getAll('remove_media_ids')
    .filter((v): v is string => typeof v === 'string' && !!idFrom(v));
  removed.forEach((mediaId, index) => body.append(`remove_media_ids[${index}]`, mediaId));
  const path = intent === 'update' && id ? `restaurants/give-franchise/${id}` : 'restaurants/give-franchise';
  const sent = await sendForm(api, 'POST', path, body);
  if (!sent.ok) return formReply(values, sent.failure, sent.status, await locationsFor(api, values));
  return redirectWithMessage('/Franchisee', sent.message);
}

export default function Franchisee() {
  const { list, editing, locations } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const { t } = useT('ownerArea');
  const listFailure = reply && 'listed' in reply.values ? reply.message : undefined;
  const formState = reply && !('listed' in reply.values) ? reply : undefined;
  return (
    <OwnerPage title={editing ? t('owner:franchise.edit') : t('franchise.provider')}>
      <FranchiseForm
        values={{ ...(editing ? offerValues(editing) : {}), ...formState?.values }}
        locations={formState?.locations ?? locations}
        fieldErrors={formState?.fieldErrors}
        message={formState?.message}
        editingId={editing?.id}
        images={editing?.images}
      />
      <h2>{t('franchise.mine')}</h2>
      <ServerMessage tone="error" message={listFailure} />
      <ListTable
        caption={t('franchise.mineCaption')}
        columns={[
          { header: t('owner:franchise.fields.brand_name'), cell: (offer) => <td>{offer.brand_name}</td> },
          {
            header: t('owner:franchise.fields.company_name'),
            cell: (offer) => <td>{offer.company_name}</td>,
          },
          {
            header: t('owner:franchise.fields.investment_needed'),
            cell: (offer) => <td>{rupees(offer.investment_needed)}</td>,
          },
          { header: t('city'), cell: (offer) => <td>{offer.city?.name ?? ''}</td> },
          {
            header: t('photo'),
            cell: (offer) => (
              <td>
                {offer.photo ? <img src={offer.photo} alt={t('photoOf', { name: offer.brand_name })} /> : '—'}
              </td>
            ),
          },
          {
            header: t('action'),
            cell: (offer) => (
              <td>
                <div className="owner-table__actions">
                  <Link to={`?edit=${offer.id}`} aria-label={t('editName', { name: offer.brand_name })}>
                    {t('owner:edit')}
                  </Link>
                  <DeleteButton id={offer.id} label={t('deleteName', { name: offer.brand_name })} />
                  <RenewButton id={offer.id} expired={offer.is_expired === 1} label={offer.brand_name} />
                </div>
              </td>
            ),
          },
        ]}
        list={list}
        empty={t('franchise.none')}
      />
    </OwnerPage>
  );
}

export const ErrorBoundary = OwnerErrorBoundary;
