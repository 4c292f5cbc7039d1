import { SAVED_SEARCH_FREQUENCIES, type SavedSearchKind } from '@app/contracts';
import { Form } from '@remix-run/react';

import { useT } from '../../i18n/i18n';

/** What the search or feed on the page is, as the saved search keeps it. */
export interface SearchToSave {
  query?: string;
  kind?: SavedSearchKind;
  category_id?: number | null;
  city_id?: number | null;
  state_id?: number | null;
}

/**
 * "Save this search" (decision 350): a plain form to /Home/User/saved-searches with the page's search in
 * hidden fields, how often to hear of new matches, and, on a feed without a search box, the words to
 * look for. Works without JavaScript; the member lands on their saved searches.
 */
export function SaveSearchForm({ search, askWords = false }: { search: SearchToSave; askWords?: boolean }) {
  const { t } = useT('savedSearches');
  const hidden: Array<[string, string | number | null | undefined]> = [
    ['kind', search.kind],
    ['category_id', search.category_id],
    ['city_id', search.city_id],
    ['state_id', search.state_id],
  ];
  return (
    <Form method="post" action="/Home/User/saved-searches" className="save-search">
      <input type="hidden" name="intent" value="create" />
      {askWords ? (
        <label>
          {t('form.words')}
          <input type="text" name="query" maxLength={100} defaultValue={search.query ?? ''} />
        </label>
      ) : (
        <input type="hidden" name="query" value={search.query ?? ''} />
      )}
      {hidden.map(([name, value]) =>
        value ? <input key={name} type="hidden" name={name} value={String(value)} /> : null,
      )}
      <label>
        {t('form.frequency')}
        <select name="frequency" defaultValue="daily">
          {SAVED_SEARCH_FREQUENCIES.map((frequency) => (
            <option key={frequency} value={frequency}>
              {t(`frequency.${frequency}`)}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className="button button--secondary">
        {t('form.save')}
      </button>
    </Form>
  );
}
