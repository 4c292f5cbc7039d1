import { SAVED_SEARCH_FREQUENCIES, type SavedSearch } from '@app/contracts';
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react';

import { requireMember } from '../accounts.server';
import { ServerMessage } from '../components/owner/server-message';
import { IntentButton } from '../components/intent-button';
import { RouteErrorBoundary } from '../components/route-error-boundary';
import { SaveSearchForm } from '../components/saved-searches/save-search-form';
import { metaT, useT } from '../i18n/i18n';
import { idFrom } from '../locations.server';
import { redirectWithMessage, takeMessage } from '../market.server';
import { NOTIFICATION_SETTINGS_PATH } from '../notification-paths';
import {
  isFrequency,
  SAVED_SEARCHES_PATH,
  savedSearchBody,
  savedSearches,
  savedSearchTexts,
  sendSavedSearch,
} from '../saved-searches.server';

export const meta: MetaFunction = ({ matches }) => [
  { title: `${metaT(matches, 'savedSearches')('title')} | ${metaT(matches, 'common')('siteName')}` },
];

/** /Home/User/saved-searches: the member's saved searches, each with its frequency and a delete button. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { api } = await requireMember(request);
  const [{ message, headers }, searches] = await Promise.all([takeMessage(request), savedSearches(api)]);
  return data({ searches, message }, { headers });
}

/**
 * One form per intent: `create` (the "Save this search" forms of search results and feeds), `frequency`
 * (a row's new frequency) and `delete`. Each goes back here with its message; a refusal shows the API's.
 */
export async function action({ request }: ActionFunctionArgs) {
  const { api } = await requireMember(request);
  const form = await request.formData();
  const t = await savedSearchTexts(request);
  const intent = form.get('intent');
  const id = idFrom(form.get('id'));
  let sent: Awaited<ReturnType<typeof sendSavedSearch>>;
  let done: string;
  if (intent === 'create') {
    sent = await sendSavedSearch(api, 'POST', 'saved-searches', savedSearchBody(form));
    done = t('saved');
  } else if (intent === 'frequency' && id && isFrequency(form.get('frequency'))) {
    sent = await sendSavedSearch(api, 'PUT', `saved-searches/${id}`, { frequency: form.get('frequency') });
    done = t('changed');
  } else if (intent === 'delete' && id) {
    sent = await sendSavedSearch(api, 'DELETE', `saved-searches/${id}`);
    done = t('deleted');
  } else {
    return data({ message: t('badForm') }, { status: 400 });
  }
  if (sent.ok) throw await redirectWithMessage(SAVED_SEARCHES_PATH, done);
  return data({ message: sent.message }, { status: sent.status });
}

export default function SavedSearches() {
  const { searches, message } = useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>();
  const { t } = useT('savedSearches');
  return (
    <div className="container page saved-searches">
      <h1>{t('title')}</h1>
      <p className="lead">{t('lead')}</p>
      <ServerMessage tone="success" message={message} />
      <ServerMessage tone="error" message={failure?.message} />
      {searches.length ? (
        <ul className="saved-searches__list">
          {searches.map((search) => (
            <SavedSearchRow key={search.id} search={search} />
          ))}
        </ul>
      ) : (
        <p>{t('none')}</p>
      )}
      <section className="card saved-searches__new">
        <h2>{t('newHeading')}</h2>
        <SaveSearchForm search={{}} askWords />
      </section>
      <p>
        {t('unsubscribeNote')} <Link to={NOTIFICATION_SETTINGS_PATH}>{t('settingsLink')}</Link>
      </p>
    </div>
  );
}

function SavedSearchRow({ search }: { search: SavedSearch }) {
  const { t, i18n } = useT('savedSearches');
  const category = i18n.language === 'hi' ? search.category_name_hi : search.category_name;
  const facts = [
    search.query ? t('row.words', { words: search.query }) : null,
    t(`kind.${search.kind ?? 'any'}`),
    category ? t('row.category', { name: category }) : null,
    search.place_name ? t('row.place', { name: search.place_name }) : null,
    search.salary_min !== null || search.salary_max !== null
      ? t('row.salary', { min: search.salary_min ?? 0, max: search.salary_max ?? '…' })
      : null,
  ].filter(Boolean);
  const label = `${t('row.label')} ${search.id}`;
  return (
    <li className="card saved-searches__item">
      <p>{facts.join(' · ')}</p>
      {search.alerts_on ? null : (
        <p className="status-badge" role="status">
          {t('row.alertsOff')}
        </p>
      )}
      <Form method="post" aria-label={label}>
        <input type="hidden" name="intent" value="frequency" />
        <input type="hidden" name="id" value={search.id} />
        <fieldset>
          <legend>{t('form.frequency')}</legend>
          {SAVED_SEARCH_FREQUENCIES.map((frequency) => (
            <label key={frequency}>
              <input
                type="radio"
                name="frequency"
                value={frequency}
                defaultChecked={search.frequency === frequency}
              />
              {t(`frequency.${frequency}`)}
            </label>
          ))}
        </fieldset>
        <button type="submit" className="button button--primary">
          {t('row.change')}
        </button>
      </Form>
      <IntentButton intent="delete" id={search.id} className="button button--danger">
        {t('row.delete')}
      </IntentButton>
    </li>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
